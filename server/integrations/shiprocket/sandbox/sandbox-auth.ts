import { createHmac, timingSafeEqual } from 'node:crypto';

/** Sandbox login, clearly not a real Shiprocket account. */
export const SHIPROCKET_SANDBOX_CREDENTIALS = { email: 'api@shiprocket-sandbox.jutexx.local', password: 'sandbox' };

/** Shiprocket's tokens are valid for 240 hours. */
export const TOKEN_TTL_MS = 240 * 60 * 60_000;

/**
 * Stateless tokens: the issue time and an HMAC of it under a per-process secret. Any sandbox
 * instance with the same secret accepts them, and they expire without a token table.
 */
export function issueToken(secret: string, issuedAtMs: number): string {
  const time = issuedAtMs.toString(36);
  return `sbx.${time}.${createHmac('sha256', secret).update(time).digest('base64url')}`;
}

export function tokenIsValid(secret: string, token: string, nowMs: number, ttlMs: number): boolean {
  const match = /^sbx\.([0-9a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expected = createHmac('sha256', secret).update(match[1]).digest();
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const issuedAt = Number.parseInt(match[1], 36);
  return issuedAt <= nowMs && nowMs - issuedAt < ttlMs;
}
