import { importJWK, jwtVerify } from 'jose';
import type { VapidSeen } from './push-sandbox-state';

/** RFC 8292 section 2: a VAPID token is valid for at most 24 hours. */
const MAX_VALIDITY_SECONDS = 24 * 60 * 60;

function parseAuthorization(header: string | undefined): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const [name, ...value] = part.trim().split('=');
    if (name) params.set(name.trim().toLowerCase(), value.join('=').trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  return token && key ? { token, key } : null;
}

/**
 * Checks a push request's `Authorization: vapid t=…, k=…` as a push service does (RFC 8292
 * sections 2-3): an ES256 JWT signed by the uncompressed P-256 key `k`, for this push service's
 * origin (`aud`), not expired nor valid for more than 24 hours, with a mailto: or https: contact
 * (`sub`). Returns what it saw, or what is wrong (the push service answers 401 then).
 */
export async function verifyVapid(
  header: string | undefined,
  endpoint: string,
  now: number,
): Promise<VapidSeen | string> {
  const parsed = parseAuthorization(header);
  if (!parsed) return 'missing or malformed Authorization: vapid t=<jwt>, k=<key>';
  const raw = Buffer.from(parsed.key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) return 'k is not an uncompressed P-256 public key';
  const audience = new URL(endpoint).origin;
  let claims: { exp?: number; sub?: unknown };
  try {
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    ({ payload: claims } = await jwtVerify(parsed.token, key, {
      algorithms: ['ES256'],
      audience,
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    return `the VAPID token does not verify: ${error instanceof Error ? error.message : String(error)}`;
  }
  const exp = claims.exp ?? 0;
  if (exp > now / 1000 + MAX_VALIDITY_SECONDS) return 'the VAPID token is valid for more than 24 hours';
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (!/^(mailto:|https:)/.test(subject)) return 'the VAPID token has no mailto: or https: subject';
  return { token: parsed.token, publicKey: parsed.key, audience, subject, expiresAt: exp * 1000 };
}
