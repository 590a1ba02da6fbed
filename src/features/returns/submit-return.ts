import type { ReturnSubmitted } from '../../../contract/returns';
import { ApiError } from '../../api/api-error';
import { getCustomerToken } from '../../api/tokens';
import { refreshOrder } from '../../data/orders-mirror';

export const RETURN_FAILED = 'Failed to submit return request';

export type SubmitReturnInput = {
  orderId: string;
  productId: string;
  reason: string;
  description: string;
  image: Blob;
};

/**
 * POST /api/orders/return as multipart. The one ky client only sends JSON bodies, so this is a
 * raw fetch carrying the shopper's bearer token and cookie, the envelope read the same way.
 * The order is re-read into the mirror afterwards so its item shows as returned.
 */
export async function submitReturn(input: SubmitReturnInput): Promise<ReturnSubmitted['return'] | null> {
  const body = new FormData();
  body.set('orderId', input.orderId);
  body.set('productId', input.productId);
  body.set('reason', input.reason);
  body.set('description', input.description);
  body.set('image', input.image);
  const headers = new Headers();
  const token = getCustomerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch('/api/orders/return', { method: 'POST', body, headers, credentials: 'include' });
  } catch (cause) {
    throw new ApiError({ message: RETURN_FAILED, status: 0, kind: 'network', cause });
  }
  // Read loosely: a failure envelope has no data, a success one carries {success, message, return}.
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data?: Partial<Omit<ReturnSubmitted, 'success'>> & { success?: boolean };
  } | null;
  if (!response.ok || !envelope?.success || envelope.data?.success === false) {
    const message = envelope?.data?.message ?? envelope?.message;
    throw new ApiError({
      message: message || RETURN_FAILED,
      status: response.status,
      kind: 'http',
      fromServer: Boolean(message),
    });
  }
  void refreshOrder(input.orderId);
  return envelope.data?.return ?? null;
}
