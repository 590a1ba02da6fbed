import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageMeta } from '../../ui/page-meta';
import { PasswordField } from '../../ui/password-field';
import classes from './auth-card.module.css';
import { useSignUpForm } from './sign-up';

/** /signup, title 'Signup' (spec 000 section 2, "Sign up"). */
export function SignupPage() {
  const { form, submitting, failure, onSubmit } = useSignUpForm();
  return (
    <div className={classes.wrap}>
      <PageMeta title="Signup" />
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Create an account</Title>
          <Text c="dimmed">Join us for member deals, offers and bonus vouchers.</Text>
        </Stack>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Group grow gap="sm" align="flex-start">
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                key={form.key('firstName')}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                required
                key={form.key('lastName')}
                {...form.getInputProps('lastName')}
              />
            </Group>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
            />
            <PasswordField
              label="Create Password"
              autoComplete="new-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Checkbox
              label="I accept the Terms & Conditions"
              key={form.key('acceptTerms')}
              {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            />
            {failure ? (
              <Alert color="clay.8" variant="outline" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? 'Loading...' : 'Sign Up'}
            </Button>
          </Stack>
        </form>
        <Text ta="center">
          Already a member?{' '}
          <Anchor component={Link} to={paths.login.to()} fw={700}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}
