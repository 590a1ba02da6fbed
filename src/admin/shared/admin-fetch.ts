import { getAdminToken } from '../../api/tokens';

/**
 * A raw fetch carrying the admin bearer token and the admin cookie, for the two answers the
 * JSON client cannot read: a PDF (the invoice, a blob at a non-admin path, where the client
 * would send the shopper's token) and the add-product event stream (read chunk by chunk).
 * Every JSON call still goes through the one ky client in src/api/client.ts.
 */
export function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { ...init, headers, credentials: 'include' });
}
