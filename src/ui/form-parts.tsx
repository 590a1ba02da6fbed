import {
  Alert,
  type AlertProps,
  Button,
  type ButtonProps,
  Checkbox,
  type CheckboxProps,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PasswordField } from './password-field';

/*
 * The pieces every form of the shop is built from (sign-in, sign-up, password reset, checkout,
 * the back office's login): a field bound to a Mantine form by name, the outcome under the
 * fields and the submit button that says 'Loading...' while sending.
 */

/** A form and the name of one of its fields; `key` remounts the input when the form resets it. */
type Bound<V extends Record<string, unknown>> = {
  form: Pick<UseFormReturnType<V>, 'key' | 'getInputProps'>;
  name: keyof V & string;
};

export function FormTextInput<V extends Record<string, unknown>>({
  form,
  name,
  ...props
}: Bound<V> & Omit<TextInputProps, 'form'>) {
  return <TextInput {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

export function FormPasswordField<V extends Record<string, unknown>>({
  form,
  name,
  ...props
}: Bound<V> & Omit<TextInputProps, 'form' | 'type' | 'rightSection'>) {
  return <PasswordField {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

export function FormCheckbox<V extends Record<string, unknown>>({
  form,
  name,
  ...props
}: Bound<V> & Omit<CheckboxProps, 'form'>) {
  return <Checkbox {...props} key={form.key(name)} {...form.getInputProps(name, { type: 'checkbox' })} />;
}

/**
 * What the submit came to, shown under the fields; nothing while there is no message. A failure
 * is announced as an alert, a success or a server's answer as a status.
 */
export function FormOutcome({
  message,
  ok = false,
  role = 'alert',
  children,
  ...props
}: { message: string | null | undefined; ok?: boolean; role?: 'alert' | 'status'; children?: ReactNode } & Omit<
  AlertProps,
  'children' | 'role'
>) {
  if (!message) return null;
  return (
    <Alert color={ok ? 'leaf.8' : 'clay.8'} variant="outline" {...props} role={role}>
      {children ?? message}
    </Alert>
  );
}

/** The form's submit button: disabled and reading 'Loading...' while the form is sent. */
export function SubmitButton({
  submitting,
  disabled,
  children,
  ...props
}: { submitting: boolean; children: ReactNode } & ButtonProps) {
  return (
    <Button type="submit" {...props} disabled={submitting || disabled}>
      {submitting ? 'Loading...' : children}
    </Button>
  );
}

/** A one-line failure under an inline form (the order page's status and tracking forms). */
export function InlineFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text c="red" fz="sm" mt={4} role="alert">
      {message}
    </Text>
  );
}
