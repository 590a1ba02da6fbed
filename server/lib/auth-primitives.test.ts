import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId } from './object-id';
import { hashPassword, verifyPassword } from './password';
import { createTokenKeys } from './tokens';

describe('newObjectId', () => {
  it('makes 24-hex ids that start with the creation time', () => {
    const at = new Date('2026-01-15T10:00:00Z');
    const id = newObjectId(at);
    expect(isObjectId(id)).toBe(true);
    expect(Number.parseInt(id.slice(0, 8), 16)).toBe(at.getTime() / 1000);
    expect(new Set(Array.from({ length: 1000 }, () => newObjectId(at).slice(-6))).size).toBeGreaterThan(990);
  });
});

describe('passwords', () => {
  it('hash with a salt and verify only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('session tokens', () => {
  const keys = createTokenKeys('k'.repeat(40));
  const claims = { userId: 'u1', sessionId: 's1', kind: 'customer' as const };

  it('round-trip their claims', async () => {
    const token = await keys.sign(claims, new Date(Date.now() + 60_000));
    expect(await keys.verify(token)).toEqual(claims);
  });

  it('are refused when expired, tampered with or signed by another key', async () => {
    expect(await keys.verify(await keys.sign(claims, new Date(Date.now() - 1000)))).toBeNull();
    const token = await keys.sign(claims, new Date(Date.now() + 60_000));
    const [header, , signature] = token.split('.');
    const adminPayload = Buffer.from(JSON.stringify({ sub: 'u1', sid: 's1', kind: 'admin' })).toString('base64url');
    expect(await keys.verify(`${header}.${adminPayload}.${signature}`)).toBeNull();
    expect(await createTokenKeys('o'.repeat(40)).verify(token)).toBeNull();
    expect(await keys.verify('')).toBeNull();
  });
});
