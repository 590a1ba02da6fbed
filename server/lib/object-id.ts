import { randomBytes } from 'node:crypto';

/**
 * A 24-hex id in the form of a Mongo ObjectId: 8 hex of seconds since the epoch, then 16 random
 * hex. The UI shows the last 6 or 8 characters, which the random part keeps distinct; the time
 * prefix keeps ids roughly in creation order. See docs/decisions/001.
 */
export function newObjectId(at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return seconds.toString(16).padStart(8, '0').slice(-8) + randomBytes(8).toString('hex');
}

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}
