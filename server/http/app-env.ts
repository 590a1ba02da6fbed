import type { DatabaseKind, Db } from '../db/client';
import type { SessionKind, UserRow } from '../db/schema/users';
import type { Integrations } from '../integrations/select-integrations';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import type { TokenClaims, TokenKeys } from '../lib/tokens';

/** Everything routes need, created once by createApp and handed to each module. */
export type AppDeps = {
  db: Db;
  databaseKind: DatabaseKind;
  tokens: TokenKeys;
  loginLimiter: AttemptLimiter;
  /** Payments, shipping, mail and messages: real clients or their sandboxes. */
  integrations: Integrations;
  /** The shop's public address (PUBLIC_URL), when configured. */
  publicUrl?: string;
  /** The shop's clock (AppOptions.now). */
  now: () => Date;
};

/** Set by requireCustomer / requireAdmin: the signed-in user as the database has it now. */
export type AuthState = { user: UserRow; sessionId: string; kind: SessionKind };

export type AppEnv = {
  Variables: {
    auth: AuthState;
    /** Set by requireCustomerToken: a verified token's claims, its session not yet read. */
    claims: TokenClaims;
    /** Set for every request by http/security-headers.ts: PUBLIC_URL is https, so cookies are Secure. */
    secureCookies: boolean;
  };
};
