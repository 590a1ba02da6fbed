import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { returnMessages } from '../../../contract/returns';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { findAdmin, findSession } from '../../http/require-auth';
import { isObjectId } from '../../lib/object-id';
import type { MediaStore } from '../media/media-store';
import { returnPhotoKey } from './return-photo';

/**
 * GET /api/orders/return-photo/:returnId (docs/decisions/147). A shopper's photo of their
 * item may show their home or themselves: only the shopper who filed the return and staff see
 * it. Either session is read from the bearer token or the httpOnly cookie, so a same-origin
 * <img> works. No session: 401; someone else's return, or no photo: 404 (never 403, which
 * would confirm the id exists). `private, no-store` keeps it out of shared and browser caches,
 * and the service worker never caches /api/orders/*.
 */
export async function serveReturnPhoto(deps: AppDeps, c: Context, media: MediaStore | null): Promise<Response> {
  const staff = await findAdmin(deps, c);
  const shopper = staff ? undefined : await findSession(deps, c, 'customer');
  if (!staff && !shopper) throw ApiError.notSignedIn();
  const id = c.req.param('returnId') ?? '';
  if (!isObjectId(id) || !media) throw ApiError.notFound(returnMessages.returnNotFound);
  const [row] = await deps.db
    .select({ userId: returns.userId, image: returns.image })
    .from(returns)
    .where(eq(returns.id, id));
  if (!row?.image || (!staff && row.userId !== shopper?.user.id))
    throw ApiError.notFound(returnMessages.returnNotFound);
  const photo = await media.get(returnPhotoKey(id));
  if (!photo) throw ApiError.notFound(returnMessages.returnNotFound);
  c.header('Content-Type', photo.contentType);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(photo.bytes));
}
