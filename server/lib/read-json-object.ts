import type { Context } from 'hono';

/**
 * Reads a JSON object body for the providers' local sandboxes, which answer in the provider's
 * own error shape rather than the shop's; anything but an object is null (the caller answers 400).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
