import { adminPackingApi } from '../../../contract/api/admin-packing';
import { fillPath } from '../../../contract/api/route';
import type { PackingRelease } from '../../../contract/packing';
import { callAdmin } from '../../api/call';

/** POST /api/admin/packing/{id}/release: the desk is left inside the app, so the next tablet may take the order. */
export function releasePackingLease(id: string): Promise<PackingRelease> {
  return callAdmin(adminPackingApi.release, { params: { id } });
}

/**
 * The same release as the page is closing (tab closed, reload, tablet put away). A normal
 * request may be cancelled with the page, a beacon is delivered after it; it carries the
 * httpOnly admin cookie, not the bearer token the API client adds, so it goes around the
 * client. When it is lost anyway, the claim simply runs out (docs/decisions/146).
 */
export function releasePackingLeaseOnExit(id: string): void {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(fillPath(adminPackingApi.release.path, { id }));
}
