import { Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '../../../contract/auth';
import { RESET_REDIRECT_SECONDS } from '../../../contract/constants';
import { paths } from '../../../contract/paths';
import { RESET_FAILED, resetPassword } from '../../domains/account/reset-password';
import { getErrorMessage } from '../../lib/get-error-message';
import { FormOutcome, FormPasswordField, SubmitButton } from '../../ui/form-parts';
import { PageMeta } from '../../ui/page-meta';
import classes from './auth-card.module.css';

/**
 * /reset-password/{token} (docs/decisions/021-reset-password-path.md): a new password of at
 * least 6; success shows the server's message and counts down 3 seconds to /login.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [seconds, setSeconds] = useState(RESET_REDIRECT_SECONDS);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  const succeeded = outcome?.ok === true;

  useEffect(() => {
    if (!succeeded) return;
    if (seconds <= 0) {
      navigate(paths.login.to());
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [succeeded, seconds, navigate]);

  const onSubmit = form.onSubmit(async ({ password }) => {
    setSubmitting(true);
    try {
      setOutcome({ ok: true, message: await resetPassword(token, password) });
    } catch (error) {
      setOutcome({ ok: false, message: getErrorMessage(error, RESET_FAILED) });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <div className={classes.wrap}>
      <PageMeta title="Reset password" />
      <Stack gap="md">
        <Title order={1}>Set a new password</Title>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <FormPasswordField form={form} name="password" label="New password" autoComplete="new-password" />
            <FormOutcome message={outcome?.message} ok={outcome?.ok} role="status">
              <Text>{outcome?.message}</Text>
              {outcome?.ok ? <Text size="sm">Redirecting to login in {seconds}...</Text> : null}
            </FormOutcome>
            <SubmitButton submitting={submitting} disabled={succeeded}>
              Reset password
            </SubmitButton>
          </Stack>
        </form>
      </Stack>
    </div>
  );
}
