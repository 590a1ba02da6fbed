import { forgotPasswordSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { api } from '../../api/client';

/** POST auth/reset-password-request {email}; the server answers the same message for any email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await api.postWithMessage('auth/reset-password-request', forgotPasswordSchema.parse({ email }));
  return message ?? messages.resetRequested;
}
