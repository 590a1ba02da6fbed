/**
 * The server's settings, read from the environment and validated once. Nothing else in
 * server/ reads process.env (STYLE.md point 3); code receives what it needs from here.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../contract/auth';
import { MIN_PASSWORD_LENGTH } from '../contract/constants';

/** The integrations that have a local sandbox standing in for the provider. */
export const SANDBOX_PARTS = ['payments', 'shipping', 'push'] as const;
export type SandboxPart = (typeof SANDBOX_PARTS)[number];

const listOf = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');

/** Each part's credentials, named as the error messages name them. */
const CREDENTIALS: Record<SandboxPart, [string, string]> = {
  payments: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  shipping: ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'],
  push: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
};

/**
 * Parts that are real without credentials: Web Push signs with keys the shop generates and keeps
 * in the database, so in production their absence means real pushes, not a refusal
 * (docs/decisions/210). Outside production it means the sandbox, as for the others.
 */
const REAL_WITHOUT_CREDENTIALS: readonly SandboxPart[] = ['push'];

/** An uncompressed P-256 public key (65 bytes) and a P-256 private key (32 bytes), base64url. */
const VAPID_KEY_PATTERN = { public: /^[A-Za-z0-9_-]{87}=?$/, private: /^[A-Za-z0-9_-]{43}=?$/ };

// An empty variable (`FOO=` in a .env file) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

const optionalUrl = (protocols: string[], hint: string) =>
  optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const envSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? '8080' : value),
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be a whole number from 1 to 65535'),
  ),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  ADMIN_EMAIL: optionalText.refine(
    (value) => value === undefined || EMAIL_PATTERN.test(value),
    'must be an email address',
  ),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalText,
  VAPID_PUBLIC_KEY: optionalText.refine(
    (value) => value === undefined || VAPID_KEY_PATTERN.public.test(value),
    'must be a P-256 public key in base64url (87 characters, as `npx web-push generate-vapid-keys` prints it)',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (value) => value === undefined || VAPID_KEY_PATTERN.private.test(value),
    'must be a P-256 private key in base64url (43 characters)',
  ),
  VAPID_SUBJECT: optionalUrl(['mailto:', 'https:'], 'must be a mailto: or https:// URL'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  NODE_ENV: optionalText,
  SANDBOX_TEST_CONTROLS: z.enum(['1'], { error: 'must be 1 or unset' }).optional(),
  SANDBOXES: optionalText.refine(
    (value) =>
      value === undefined || listOf(value).every((part) => (SANDBOX_PARTS as readonly string[]).includes(part)),
    `must be a comma-separated list of ${SANDBOX_PARTS.join(', ')}`,
  ),
});

/** Variables that only make sense together: setting one without the other is a mistake. */
const PAIRS: [string, string][] = [
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
];

export type Config = {
  port: number;
  /** undefined: listen on all interfaces. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** undefined: generated once and kept in the database (server/lib/jwt-secret.ts). */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  shiprocket: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  publicUrl: string | undefined;
  /**
   * Web Push's VAPID keys (RFC 8292): undefined when not set, then generated once and kept in
   * the database (modules/push/vapid-keys.ts). The subject is VAPID_SUBJECT, else PUBLIC_URL
   * when it is https, else the admin's e-mail as a mailto: (docs/decisions/210).
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** NODE_ENV=production: a missing payment or shipping credential is an error, not a sandbox. */
  production: boolean;
  /** The parts that run on their local sandbox: credentials absent (and, in production, asked for). */
  sandboxes: SandboxPart[];
  /**
   * SANDBOX_TEST_CONTROLS=1: the end-to-end tests may shift the shipping sandbox's clock and run
   * a background job now (integrations/sandbox-test-controls.ts, docs/decisions/186). Off unless
   * set, and refused without the shipping sandbox.
   */
  sandboxTestControls: boolean;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Pure: the same environment always gives the same answer, and nothing is touched. */
export function loadConfig(env: Record<string, string | undefined>, cwd = '.'): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    return { ok: false, message: `Invalid environment: ${problems.join('; ')}` };
  }
  const e = parsed.data;
  for (const [a, b] of PAIRS) {
    if ((e[a as keyof typeof e] === undefined) !== (e[b as keyof typeof e] === undefined)) {
      return { ok: false, message: `Invalid environment: ${a} and ${b} must be set together` };
    }
  }
  const production = e.NODE_ENV === 'production';
  const sandboxProblem = checkSandboxes(e, production);
  if (typeof sandboxProblem === 'string') return { ok: false, message: `Invalid environment: ${sandboxProblem}` };
  if (e.SANDBOX_TEST_CONTROLS && !sandboxProblem.includes('shipping'))
    return { ok: false, message: 'Invalid environment: SANDBOX_TEST_CONTROLS needs the shipping sandbox' };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
      databaseUrl: e.DATABASE_URL,
      jwtSecret: e.JWT_SECRET,
      admin:
        e.ADMIN_EMAIL && e.ADMIN_PASSWORD
          ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
          : undefined,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
          : undefined,
      shiprocket:
        e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
          ? { email: e.SHIPROCKET_EMAIL, password: e.SHIPROCKET_PASSWORD }
          : undefined,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: vapidSubjectOf(e),
      production,
      sandboxes: sandboxProblem,
      sandboxTestControls: e.SANDBOX_TEST_CONTROLS === '1',
    },
  };
}

/**
 * The parts that will run on their sandbox, or what is wrong (docs/decisions/153). Outside
 * production a missing credential quietly means the sandbox, as on a developer's machine. In
 * production it stops the start, naming the variables, unless SANDBOXES asks for that part's
 * sandbox; SANDBOXES naming a part whose credentials are set is a contradiction, refused too.
 */
function checkSandboxes(e: z.infer<typeof envSchema>, production: boolean): SandboxPart[] | string {
  const asked = new Set(e.SANDBOXES ? listOf(e.SANDBOXES) : []);
  const absent = SANDBOX_PARTS.filter((part) => e[CREDENTIALS[part][0] as keyof typeof e] === undefined);
  const contradicted = SANDBOX_PARTS.filter((part) => asked.has(part) && !absent.includes(part));
  if (contradicted.length > 0) {
    const names = contradicted.flatMap((part) => CREDENTIALS[part]).join(', ');
    return `SANDBOXES lists ${contradicted.join(', ')} but ${names} are set: remove one or the other`;
  }
  const refused = production
    ? absent.filter((part) => !asked.has(part) && !REAL_WITHOUT_CREDENTIALS.includes(part))
    : [];
  if (refused.length > 0) {
    const names = refused.flatMap((part) => CREDENTIALS[part]).join(', ');
    const parts = refused.join(' and ');
    return `NODE_ENV=production but ${names} are not set, so ${parts} would silently use the local sandbox: set them, or ask for the sandbox with SANDBOXES=${refused.join(',')}`;
  }
  // In production a part that is real without credentials is real unless its sandbox was asked for.
  return production ? absent.filter((part) => asked.has(part)) : absent;
}

/** Who the push services may contact about our pushes (RFC 8292's `sub` claim). */
function vapidSubjectOf(e: z.infer<typeof envSchema>): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (e.PUBLIC_URL?.startsWith('https://')) return e.PUBLIC_URL.replace(/\/+$/, '');
  return `mailto:${e.ADMIN_EMAIL?.toLowerCase() ?? 'shop@jutexx.invalid'}`;
}

/** For main: the process environment, or a clear message and exit code 1. */
export function readConfigOrExit(): Config {
  const result = loadConfig(process.env, process.cwd());
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  return result.config;
}

export function ensureDataDir(config: Config): void {
  mkdirSync(config.dataDir, { recursive: true });
}
