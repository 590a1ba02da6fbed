import { Box, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useOnline } from '../../lib/use-online';
import { FormOutcome, FormTextInput, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import { ConnectionBanner, OfflineNote } from '../shared/connection-banner';
import { useAdminLoginForm } from './admin-login';

/** /admin/login: email, password, submit. Offline, what was typed stays and Login waits (decision 180). */
export function AdminLoginPage() {
  const { form, submitting, failure, onSubmit } = useAdminLoginForm();
  const online = useOnline();
  return (
    <Center mih="100vh" p="md" bg="#f3ede3">
      <PageMeta title="Admin Login" />
      <Box pos="fixed" top={0} left={0} right={0}>
        <ConnectionBanner />
      </Box>
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={26}>
              Admin login
            </Title>
            <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="username" />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <FormOutcome message={failure} />
            <OfflineNote />
            <SubmitButton submitting={submitting} disabled={!online}>
              Login
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
