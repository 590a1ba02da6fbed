import { Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { FormOutcome, FormTextInput, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import { useAdminLoginForm } from './admin-login';

/** /admin/login: email, password, submit. */
export function AdminLoginPage() {
  const { form, submitting, failure, onSubmit } = useAdminLoginForm();
  return (
    <Center mih="100vh" p="md" bg="#f3ede3">
      <PageMeta title="Admin Login" />
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
            <SubmitButton submitting={submitting}>Login</SubmitButton>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
