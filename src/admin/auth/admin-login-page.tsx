import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
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
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            {failure ? (
              <Alert color="clay.8" variant="outline" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Loading...' : 'Login'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
