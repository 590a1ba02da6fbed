import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import { useSignUpForm } from '../../domains/account/sign-up';
import { FormCheckbox, FormOutcome, FormPasswordField, FormTextInput, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import classes from './auth-card.module.css';

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
              <FormTextInput form={form} name="firstName" label="First name" autoComplete="given-name" required />
              <FormTextInput form={form} name="lastName" label="Last name" autoComplete="family-name" required />
            </Group>
            <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextInput
              form={form}
              name="phoneNumber"
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <FormPasswordField
              form={form}
              name="password"
              label="Create Password"
              autoComplete="new-password"
              required
            />
            <FormCheckbox form={form} name="acceptTerms" label="I accept the Terms & Conditions" />
            <FormOutcome message={failure} />
            <SubmitButton submitting={submitting} fullWidth>
              Sign Up
            </SubmitButton>
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
