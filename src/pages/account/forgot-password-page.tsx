import { Anchor, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { paths } from '../../../contract/paths';
import { requestPasswordReset } from '../../domains/account/request-password-reset';
import { getErrorMessage } from '../../lib/get-error-message';
import { FormOutcome, FormTextInput, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import classes from './auth-card.module.css';

/**
 * /forgot-password (also /Forgot-password): the email must contain '@' and '.', else 'Invalid
 * Email' on a red-bordered field (spec 000 s5); the server's message is shown.
 */
export function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });
  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      setOutcome({ ok: true, message: await requestPasswordReset(values.email) });
    } catch (error) {
      setOutcome({ ok: false, message: getErrorMessage(error, messages.requestFailed) });
    } finally {
      setSubmitting(false);
    }
  });
  return (
    <div className={classes.wrap}>
      <PageMeta title="Forgot password" />
      <Stack gap="md">
        <Title order={1}>Forgot password</Title>
        <Text c="dimmed">Enter the email of your account and we will send you a link to set a new password.</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" />
            <FormOutcome message={outcome?.message} ok={outcome?.ok} role="status" />
            <SubmitButton submitting={submitting}>Send reset link</SubmitButton>
          </Stack>
        </form>
        <Anchor component={Link} to={paths.login.to()}>
          Back to sign in
        </Anchor>
      </Stack>
    </div>
  );
}
