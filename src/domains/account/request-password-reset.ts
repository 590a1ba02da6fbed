import { shopRoutes } from '../../../contract/api/shop-routes';
import { forgotPasswordSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { callShopWithMessage } from '../../api/call';

/** POST auth/reset-password-request {email}; the server answers the same message for any email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await callShopWithMessage(shopRoutes.auth.requestPasswordReset, {
    body: forgotPasswordSchema.parse({ email }),
  });
  return message ?? messages.resetRequested;
}
