import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionKind } from '../db/schema/users';

/** Customer sessions last 30 days; admin sessions a working day (docs/decisions/004). */
export const SESSION_SECONDS: Record<SessionKind, number> = {
  customer: 30 * 24 * 60 * 60,
  admin: 12 * 60 * 60,
};

export type TokenClaims = { userId: string; sessionId: string; kind: SessionKind };

export type TokenKeys = {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenKeys(secret: string): TokenKeys {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, kind }, expiresAt) =>
      new SignJWT({ sid: sessionId, kind })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, sid, kind } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return null;
        if (kind !== 'customer' && kind !== 'admin') return null;
        return { userId: sub, sessionId: sid, kind };
      } catch (error) {
        // A forged, expired or garbled token is an anonymous request, not a server fault.
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
