import { describe, expect, it } from 'vitest';
import { createTokenKeys } from '../lib/tokens';
import { verifyRemembered } from './verified-tokens';

const claims = { userId: 'u1', sessionId: 's1', kind: 'customer' } as const;

describe('remembered token verification', () => {
  it('answers as verify does, and still refuses a token once it has expired', async () => {
    const keys = createTokenKeys('a-secret-of-at-least-thirty-two-chars!');
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await keys.sign(claims, expiresAt);
    expect(await verifyRemembered(keys, token)).toEqual(claims);
    expect(await verifyRemembered(keys, token)).toEqual(claims);
    const lastSecond = Math.floor(expiresAt.getTime() / 1000) * 1000 - 1;
    expect(await verifyRemembered(keys, token, lastSecond)).toEqual(claims);
    expect(await verifyRemembered(keys, token, lastSecond + 1)).toBeNull();
  });

  it('never trusts a token under another secret, nor a forged one', async () => {
    const keys = createTokenKeys('a-secret-of-at-least-thirty-two-chars!');
    const other = createTokenKeys('another-secret-of-at-least-thirty-two!');
    const token = await keys.sign(claims, new Date(Date.now() + 60_000));
    expect(await verifyRemembered(keys, token)).toEqual(claims);
    expect(await verifyRemembered(other, token)).toBeNull();
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'u2', sid: 's2', kind: 'admin' })).toString('base64url')}.${signature}`;
    expect(await verifyRemembered(keys, forged)).toBeNull();
  });
});
