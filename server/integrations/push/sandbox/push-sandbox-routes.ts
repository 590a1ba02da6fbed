import { Hono } from 'hono';
import type { PushSandboxState } from './push-sandbox-state';
import { verifyVapid } from './verify-vapid';

/** Where the server mounts the push-service sandbox. */
export const PUSH_SANDBOX_PATH = '/sandbox/push';

/** RFC 8030 section 7.2: a push service must accept 4096 bytes of payload; the sandbox takes no more. */
const MAX_BODY_BYTES = 4096;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];

/** The sandbox's push resource for an endpoint: the endpoint itself, base64url, in the path. */
export function sandboxPushPath(endpoint: string): string {
  return `/send/${Buffer.from(endpoint).toString('base64url')}`;
}

function decodeEndpoint(target: string): string | null {
  try {
    const endpoint = Buffer.from(target, 'base64url').toString('utf8');
    return ['http:', 'https:'].includes(new URL(endpoint).protocol) ? endpoint : null;
  } catch {
    return null;
  }
}

/**
 * A push service as RFC 8030 has it, standing in for every browser's (docs/decisions/212):
 * `POST /send/{endpoint}` takes a push message (TTL required, aes128gcm body of at most 4096
 * bytes, a VAPID signature for the endpoint's origin, an optional Topic and Urgency) and
 * answers 201 with the message's Location, or 410 once the device unsubscribed.
 * `GET /messages?endpoint=` lists what it received for one endpoint, for tests.
 */
export function createPushSandboxRoutes(state: PushSandboxState, now: () => number = Date.now): Hono {
  const sandbox = new Hono();

  sandbox.post('/send/:target', async (c) => {
    const endpoint = decodeEndpoint(c.req.param('target'));
    if (!endpoint) return c.text('no such subscription', 404);
    if (state.isGone(endpoint)) return c.text('the subscription has expired', 410);
    const ttl = c.req.header('ttl');
    if (!ttl || !/^\d+$/.test(ttl)) return c.text('TTL header required (RFC 8030 section 5.2)', 400);
    const urgency = c.req.header('urgency') ?? 'normal';
    if (!URGENCIES.includes(urgency)) return c.text('Urgency must be very-low, low, normal or high', 400);
    const topic = c.req.header('topic') ?? null;
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
      return c.text('Topic must be at most 32 base64url characters', 400);
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return c.text('payload too large', 413);
    const contentEncoding = c.req.header('content-encoding') ?? '';
    if (body.length > 0 && contentEncoding !== 'aes128gcm')
      return c.text('Content-Encoding must be aes128gcm (RFC 8291)', 415);
    const vapid = await verifyVapid(c.req.header('authorization'), endpoint, now());
    if (typeof vapid === 'string') return c.text(vapid, 401);
    const message = state.receive({
      endpoint,
      receivedAt: now(),
      ttl: Number(ttl),
      topic,
      urgency,
      contentEncoding,
      body,
      vapid,
    });
    c.header('Location', `${c.req.path.replace(/\/send\/[^/]+$/, '')}/messages/${message.id}`);
    return c.body(null, 201);
  });

  sandbox.get('/messages', (c) => {
    const endpoint = c.req.query('endpoint') ?? '';
    return c.json(
      state.messagesFor(endpoint).map(({ body, ...message }) => ({ ...message, body: body.toString('base64url') })),
    );
  });

  return sandbox;
}
