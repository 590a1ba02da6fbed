import { createHash, timingSafeEqual } from 'node:crypto';

function sameText(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about either.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** Whether an Authorization header is HTTP basic auth with exactly this key id and secret. */
export function basicAuthMatches(header: string | undefined, keyId: string, keySecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const idOk = sameText(decoded.slice(0, colon), keyId);
  const secretOk = sameText(decoded.slice(colon + 1), keySecret);
  return idOk && secretOk;
}
