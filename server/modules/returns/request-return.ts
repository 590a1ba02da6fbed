import type { z } from 'zod';
import type { returnFormSchema } from '../../../contract/api/returns';
import type { ReturnRequest } from '../../../contract/order';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { returnableOrder } from './return-eligibility';
import { returnPhotoUrl, returnRequestJson } from './return-json';
import { checkReturnPhoto, removeReturnPhoto, storeReturnPhoto } from './return-photo';
import { transitionReturn } from './transition-return';

export type ReturnForm = z.output<typeof returnFormSchema>;

/**
 * The return wizard's submission (spec 000 section 7), its fields already read and checked by
 * the route's declaration (contract/api/returns.ts): checks eligibility and how many units
 * (docs/decisions/187), then the photo's content; stores the photo under a generated name and
 * hands the rest to the one writer of returns.
 */
export async function requestReturn(
  db: Db,
  user: { id: string; email: string; firstName: string },
  form: ReturnForm,
  media: MediaStore,
  now: Date,
): Promise<ReturnRequest> {
  const userId = user.id;
  const { orderId, productId, reason, description, image } = form;
  const quantity = form.quantity ?? 1;

  const { items } = await returnableOrder(db, userId, orderId, now);
  const lines = items.filter((line) => line.productId === productId);
  const item = lines.find((line) => line.returnedQuantity < line.quantity);
  if (!item) {
    if (lines.length > 0) throw ApiError.conflict(returnMessages.alreadyReturned);
    throw ApiError.conflict(returnMessages.productNotInOrder);
  }
  const left = item.quantity - item.returnedQuantity;
  if (quantity > left) throw ApiError.conflict(returnMessages.tooMany(left));

  const bytes = await checkReturnPhoto(image);
  const returnId = newObjectId(now);
  await storeReturnPhoto(bytes, media, returnId);
  try {
    // The one writer (transition-return.ts) locks the order, claims the units (two submissions
    // at once cannot claim more than the line has), writes the return, the timeline and the mail.
    const row = await db.transaction((tx) =>
      transitionReturn(tx, {
        kind: 'request',
        values: {
          id: returnId,
          orderId,
          userId,
          reason,
          description,
          image: returnPhotoUrl(returnId),
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        item: { id: item.id, title: item.title, productId: item.productId },
        quantity,
        by: { id: user.id, name: user.email },
        contact: { email: user.email, name: user.firstName },
      }),
    );
    if (!row) throw new Error('the return was not written');
    return returnRequestJson(row);
  } catch (error) {
    await removeReturnPhoto(media, returnId);
    throw error;
  }
}
