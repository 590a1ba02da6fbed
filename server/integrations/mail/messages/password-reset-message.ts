import { SHOP_NAME } from '../../../../contract/constants';
import { type BuiltMessage, greeting, render } from './message-parts';

export type PasswordResetInput = {
  /** The full link with its one-time token, e.g. `${PUBLIC_URL}/reset-password/{token}`. */
  resetUrl: string;
  customerName?: string;
  /** How long the link works; the server's token lifetime. */
  validMinutes?: number;
};

/** The reset link, by e-mail only: a link in an SMS is too easy to imitate. */
export function passwordResetMessage(input: PasswordResetInput): BuiltMessage {
  const minutes = input.validMinutes ?? 30;
  return render(`Reset your ${SHOP_NAME} password`, [
    greeting(input.customerName),
    `Someone, probably you, asked to reset the password of your ${SHOP_NAME} account. The link below works once and for ${minutes} minutes.`,
    { link: input.resetUrl, label: 'Choose a new password' },
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ]);
}
