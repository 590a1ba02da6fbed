import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { returnsApi } from '../../../contract/api/returns';
import { messages } from '../../../contract/messages';
import { rupeesFromPaise } from '../../../contract/money';
import {
  MAX_RETURN_BODY_BYTES,
  type ReturnCheck,
  type ReturnSubmitted,
  returnMessages,
} from '../../../contract/returns';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import type { MediaStore } from '../media/media-store';
import { cancelReturn } from './cancel-return';
import { requestReturn } from './request-return';
import { returnableOrder } from './return-eligibility';
import { serveReturnPhoto } from './serve-return-photo';

export const UPLOADS_UNAVAILABLE = 'Photo uploads are not available on this server';

const returnBodyLimit = bodyLimit({
  maxSize: MAX_RETURN_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, returnMessages.photoTooLarge);
  },
});

/** The shopper's returns (spec 000 section 7), mounted at /api/orders beside ordersRoutes. */
export function returnsRoutes(deps: AppDeps, options: { media: MediaStore | null; now?: () => Date }) {
  const app = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const now = options.now ?? (() => new Date());

  app.get('/checkReturn/:id', customer, async (c) => {
    const { items, returnBy } = await returnableOrder(deps.db, c.get('auth').user.id, c.req.param('id'), now());
    return ok<ReturnCheck>(c, {
      returnable: true,
      returnBy: returnBy.toISOString(),
      items: items.map((item) => ({
        _id: item.id,
        productId: item.productId ?? '',
        title: item.title,
        image: item.image,
        price: rupeesFromPaise(item.pricePaise),
        returned: item.returnedQuantity >= item.quantity,
        quantity: item.quantity,
        returnableQuantity: item.quantity - item.returnedQuantity,
      })),
    });
  });

  // requireCustomer runs before the body is read: only a shopper can make the server read 6 MB.
  app.post('/return', customer, returnBodyLimit, async (c) => {
    if (!options.media) throw new ApiError(503, UPLOADS_UNAVAILABLE);
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
      throw ApiError.badRequest(messages.returnImageRequired, { image: messages.returnImageRequired });
    }
    const { form } = await readInput(c, returnsApi.requestReturn);
    const created = await requestReturn(deps.db, c.get('auth').user, form, options.media, now());
    return ok<ReturnSubmitted>(
      c,
      { success: true, message: returnMessages.submitted, return: created },
      201,
      returnMessages.submitted,
    );
  });

  app.post('/cancel-return/:returnId', customer, async (c) => {
    const user = c.get('auth').user;
    const orderId = await cancelReturn(
      deps.db,
      { id: user.id, name: user.email },
      c.req.param('returnId'),
      options.media,
    );
    return ok<{ success: true; orderId: string }>(c, { success: true, orderId }, 200, returnMessages.cancelled);
  });

  // The shopper who filed the return, or staff: the handler reads either session itself.
  app.get('/return-photo/:returnId', (c) => serveReturnPhoto(deps, c, options.media));

  return app;
}
