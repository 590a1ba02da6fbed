import { and, eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { ReturnRequest } from '../../../contract/order';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { recordEvent } from '../order-timeline/record-event';
import { returnableOrder } from './return-eligibility';
import { returnPhotoUrl, returnRequestJson } from './return-json';
import { queueReturnStatusMail } from './return-mail';
import { checkReturnPhoto, removeReturnPhoto, storeReturnPhoto } from './return-photo';

type Form = Record<string, string | File | (string | File)[]>;

function text(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The return wizard's submission (spec 000 section 7): checks the fields in the wizard's order,
 * then eligibility, then the photo's content; stores the photo under a generated name and in
 * one transaction writes the return, flags the line, moves the order to Return Requested,
 * records the timeline entry and queues the shopper's mail.
 */
export async function requestReturn(
  db: Db,
  user: { id: string; email: string; firstName: string },
  form: Form,
  media: MediaStore,
  now: Date,
): Promise<ReturnRequest> {
  const userId = user.id;
  const orderId = text(form, 'orderId');
  const productId = text(form, 'productId');
  const reason = text(form, 'reason');
  const description = text(form, 'description');
  const image = form.image;
  if (!orderId) throw ApiError.badRequest(messages.invalidInput, { orderId: returnMessages.orderNotFound });
  if (!productId)
    throw ApiError.badRequest(returnMessages.productNotInOrder, { productId: returnMessages.productNotInOrder });
  if (reason.length === 0 || reason.length > 200) {
    throw ApiError.badRequest(messages.returnReasonRequired, { reason: messages.returnReasonRequired });
  }
  if (description.length === 0 || description.length > 2000) {
    throw ApiError.badRequest(messages.returnDescriptionRequired, { description: messages.returnDescriptionRequired });
  }
  if (!(image instanceof File) || image.size === 0) {
    throw ApiError.badRequest(messages.returnImageRequired, { image: messages.returnImageRequired });
  }

  const { items } = await returnableOrder(db, userId, orderId, now);
  const item = items.find((line) => line.productId === productId && !line.returned);
  if (!item) {
    if (items.some((line) => line.productId === productId)) throw ApiError.conflict(returnMessages.alreadyReturned);
    throw ApiError.conflict(returnMessages.productNotInOrder);
  }

  const bytes = await checkReturnPhoto(image);
  const returnId = newObjectId(now);
  await storeReturnPhoto(bytes, media, returnId);
  try {
    const row = await db.transaction(async (tx) => {
      // The line is claimed only if still unreturned: two submissions at once cannot both win.
      const claimed = await tx
        .update(orderItems)
        .set({ returned: true, returnId })
        .where(and(eq(orderItems.id, item.id), eq(orderItems.returned, false)))
        .returning({ id: orderItems.id });
      if (claimed.length === 0) throw ApiError.conflict(returnMessages.alreadyReturned);
      const [inserted] = await tx
        .insert(returns)
        .values({
          id: returnId,
          orderId,
          orderItemId: item.id,
          productId,
          userId,
          status: 'Requested',
          reason,
          description,
          image: returnPhotoUrl(returnId),
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .update(orders)
        .set({ status: 'Return Requested', returnStatus: 'Return Requested', updatedAt: now })
        .where(eq(orders.id, orderId));
      await recordEvent(tx, {
        orderId,
        kind: 'status',
        actor: 'customer',
        by: { id: user.id, name: user.email },
        summary: `Return of ${item.title} requested: ${reason}`,
        data: { returnId },
        at: now,
      });
      // 'We have your return request', queued with the return: sent exactly when it exists.
      await queueReturnStatusMail(tx, {
        orderId,
        status: 'Requested',
        productTitle: item.title,
        contact: { email: user.email, name: user.firstName },
      });
      return inserted;
    });
    if (!row) throw new Error('the return was not written');
    return returnRequestJson(row);
  } catch (error) {
    await removeReturnPhoto(media, returnId);
    throw error;
  }
}
