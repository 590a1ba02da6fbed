import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { lockReturn } from './lock-return';
import { removeReturnPhoto } from './return-photo';
import { transitionReturn } from './transition-return';

/**
 * The shopper withdraws a return while it is still Requested (decision 111): the return is
 * deleted, its units can be returned again, and the order goes back to Delivered when no other
 * return of it is under way (transition-return.ts, under the order's row lock). Never once a refund of it exists, whatever its status says
 * (docs/decisions/141): deleting it would lose the refund's link and let the item be returned
 * and refunded again. Returns the order id.
 */
export async function cancelReturn(
  db: Db,
  user: { id: string; name: string },
  returnId: string,
  media: MediaStore | null,
) {
  if (!isObjectId(returnId)) throw ApiError.notFound(returnMessages.returnNotFound);
  const orderId = await db.transaction(async (tx) => {
    const { ret } = await lockReturn(tx, returnId, user.id);
    await transitionReturn(tx, { kind: 'withdraw', returnId, userId: user.id, by: user });
    return ret.orderId;
  });
  await removeReturnPhoto(media, returnId);
  return orderId;
}
