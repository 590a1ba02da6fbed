import { createHash } from 'node:crypto';

/** 12 hex characters of the bytes' SHA-256: a name part that changes whenever the content does. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/** `…-{hash}.{ext}`, as contentHash makes it: such a name is never given other bytes. */
export function isContentHashed(key: string): boolean {
  return /-[0-9a-f]{12}\.[a-z0-9]+$/.test(key);
}
