import type { Context } from 'hono';
import { SHIPROCKET_SANDBOX_PATH } from '../../integrations/shiprocket/sandbox/sandbox-routes';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A link the shipping sandbox made for staff (an invoice or a label PDF), as the browser that
 * asked can open it. The server reaches its own sandbox on the loopback address, so the
 * sandbox's links name 127.0.0.1, which a tablet on the shop's network cannot open: they are
 * given the shop's address instead, PUBLIC_URL when set, else the address the tablet used.
 * A real provider's links (its own storage) pass unchanged.
 */
export function linkForBrowser(c: Context, link: string, publicUrl: string | undefined): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (!LOOPBACK.has(url.hostname) || !url.pathname.startsWith(`${SHIPROCKET_SANDBOX_PATH}/`)) return link;
  const asked = new URL(c.req.url);
  const origin = publicUrl ?? `${asked.protocol}//${c.req.header('host') ?? asked.host}`;
  return `${origin}${url.pathname}${url.search}`;
}
