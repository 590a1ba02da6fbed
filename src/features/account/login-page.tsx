import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageMeta } from '../../ui/page-meta';
import { PasswordField } from '../../ui/password-field';
import classes from './auth-card.module.css';
import { useSignInForm } from './sign-in';

/** /login, title 'Login' (spec 000 section 2, "Sign in"). */
export function LoginPage() {
  const { form, submitting, failure, onSubmit } = useSignInForm();
  return (
    <div className={classes.wrap}>
      <PageMeta title="Login" />
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Sign in</Title>
          <Text c="dimmed">Become a member and don't miss out on deals, offers, discounts and bonus vouchers.</Text>
        </Stack>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              key={form.key('login')}
              {...form.getInputProps('login')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" wrap="nowrap">
              <Checkbox
                label="Remember me"
                key={form.key('remember')}
                {...form.getInputProps('remember', { type: 'checkbox' })}
              />
              <Anchor component={Link} to={paths.forgotPassword.to()} size="sm" fw={600}>
                Forgot Password?
              </Anchor>
            </Group>
            {failure ? (
              <Alert color="clay.8" variant="outline" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? 'Loading...' : 'Sign in'}
            </Button>
          </Stack>
        </form>
        <Text ta="center">
          Not a member yet?{' '}
          <Anchor component={Link} to={paths.signup.to()} fw={700}>
            Sign Up
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}
