import { shopRoutes } from '../../../contract/api/shop-routes';
import { resetPasswordSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { callShopWithMessage } from '../../api/call';

export const RESET_FAILED = messages.requestFailed;

/** POST auth/reset-password/{token} {password}; resolves to the server's message. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const body = resetPasswordSchema.parse({ password });
  const { message } = await callShopWithMessage(shopRoutes.auth.resetPassword, { params: { token }, body });
  return message ?? 'Your password has been reset.';
}
