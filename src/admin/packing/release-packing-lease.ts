import type { PackingRelease } from '../../../contract/packing';
import { adminApi } from '../../api/client';

const releasePath = (id: string) => `admin/packing/${encodeURIComponent(id)}/release`;

/** POST /api/admin/packing/{id}/release: the desk is left inside the app, so the next tablet may take the order. */
export function releasePackingLease(id: string): Promise<PackingRelease> {
  return adminApi.post<PackingRelease>(releasePath(id));
}

/**
 * The same release as the page is closing (tab closed, reload, tablet put away). A normal
 * request may be cancelled with the page, a beacon is delivered after it; it carries the
 * httpOnly admin cookie, not the bearer token the API client adds, so it goes around the
 * client. When it is lost anyway, the claim simply runs out (docs/decisions/146).
 */
export function releasePackingLeaseOnExit(id: string): void {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(`/api/${releasePath(id)}`);
}
