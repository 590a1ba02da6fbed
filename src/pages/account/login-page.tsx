import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../contract/paths';
import { useSignInForm } from '../../domains/account/sign-in';
import { FormCheckbox, FormOutcome, FormPasswordField, FormTextInput, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import classes from './auth-card.module.css';

/** /login, title 'Login' (spec 000 section 2, "Sign in"). */
export function LoginPage() {
  const { form, submitting, failure, onSubmit } = useSignInForm();
  const location = useLocation();
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
            <FormTextInput form={form} name="login" label="Email" type="email" autoComplete="email" />
            <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" />
            <Group justify="space-between" wrap="nowrap">
              <FormCheckbox form={form} name="remember" label="Remember me" />
              <Anchor component={Link} to={paths.forgotPassword.to()} size="sm" fw={600}>
                Forgot Password?
              </Anchor>
            </Group>
            <FormOutcome message={failure} />
            <SubmitButton submitting={submitting} fullWidth>
              Sign in
            </SubmitButton>
          </Stack>
        </form>
        <Text ta="center">
          Not a member yet? {/* The page to return to after signing in goes on to sign-up too (docs/decisions/229). */}
          <Anchor component={Link} to={paths.signup.to()} state={location.state} fw={700}>
            Sign Up
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}
