import { decodeJwt } from 'jose';
import type { TokenClaims, TokenKeys } from '../lib/tokens';

/** Tokens remembered per key set; the oldest is forgotten first past this many. */
export const REMEMBERED_TOKENS = 10_000;

type Remembered = { claims: TokenClaims; expiresAtSeconds: number };

const byKeys = new WeakMap<TokenKeys, Map<string, Remembered>>();

/**
 * `keys.verify(token)`, with the HMAC checked once per token: a signed-in shopper sends the same
 * token with every request, and WebCrypto's verification (key import included) ran on every one
 * (docs/decisions/161). What stays checked on every use:
 * - expiry, exactly as jose checks it (`exp` at or before the current whole second is expired);
 * - revocation, sign-out and the user's rights are the session row's and the user row's job,
 *   read on every request (require-auth.ts), so remembering a token never keeps a session alive.
 * Only tokens that verified are remembered; a forged one is checked (and refused) every time.
 * The memory is per key set, so a token is never trusted under a secret it was not signed with.
 */
export async function verifyRemembered(keys: TokenKeys, token: string, now = Date.now()): Promise<TokenClaims | null> {
  let remembered = byKeys.get(keys);
  if (!remembered) {
    remembered = new Map();
    byKeys.set(keys, remembered);
  }
  const nowSeconds = Math.floor(now / 1000);
  const known = remembered.get(token);
  if (known) {
    if (known.expiresAtSeconds > nowSeconds) return known.claims;
    remembered.delete(token);
    return null;
  }
  const claims = await keys.verify(token);
  const { exp } = claims ? decodeJwt(token) : {};
  if (!claims || exp === undefined) return claims;
  if (remembered.size >= REMEMBERED_TOKENS) {
    const oldest = remembered.keys().next();
    if (!oldest.done) remembered.delete(oldest.value);
  }
  remembered.set(token, { claims, expiresAtSeconds: exp });
  return claims;
}
