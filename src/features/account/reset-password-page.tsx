import { Alert, Button, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { resetPasswordSchema } from '../../../contract/auth';
import { PageMeta } from '../../ui/page-meta';
import { PasswordField } from '../../ui/password-field';
import classes from './auth-card.module.css';

/**
 * /reset-password/{token} (docs/decisions/021-reset-password-path.md). A placeholder form: it
 * validates the new password (minimum 6); sending it and the 3-second countdown to /login come
 * with the password-reset issue.
 */
export function ResetPasswordPage() {
  const [note, setNote] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  return (
    <div className={classes.wrap}>
      <PageMeta title="Reset password" />
      <Stack gap="md">
        <Title order={1}>Set a new password</Title>
        <form noValidate onSubmit={form.onSubmit(() => setNote('Password reset is coming soon.'))}>
          <Stack gap="md">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            {note ? (
              <Alert variant="outline" role="status">
                {note}
              </Alert>
            ) : null}
            <Button type="submit">Reset password</Button>
          </Stack>
        </form>
      </Stack>
    </div>
  );
}
