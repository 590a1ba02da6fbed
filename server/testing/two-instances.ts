import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { newCustomerInput } from './accounts';
import { type CallResult, dataOf } from './requests';
import { type ServerProcess, startServer } from './server-process';

/**
 * Two instances of the real server on one fresh PostgreSQL database, each with its own DATA_DIR
 * and the same environment, as a shop that outgrew one machine runs them behind a load balancer
 * (docs/decisions/154). Everything goes over real HTTP.
 */
export const ADMIN = { email: 'owner@jutexx.test', password: 'owner-password' };
const baseUrl = process.env.DATABASE_URL ?? '';

/** One request over HTTP to an instance; the body read as the JSON envelope. */
export async function api<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as CallResult<T>['body'], headers: res.headers };
  } catch {
    throw new Error(`${server.name}: ${method} ${path} answered ${res.status} with ${text.slice(0, 300)}`);
  }
}

export async function register(server: ServerProcess) {
  const input = newCustomerInput();
  const data = dataOf(
    await api<{ accessToken: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', { body: input }),
  );
  return { token: data.accessToken, userId: data.user._id, email: input.email };
}

export const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();

export type InstancePair = {
  a: ServerProcess;
  b: ServerProcess;
  servers: ServerProcess[];
  database: Database;
  /** Both instances, each its own DATA_DIR, the same environment: (re)started together, as a deploy does. */
  startBoth(extra?: Record<string, string>): Promise<void>;
};

/** Registers hooks that give the enclosing describe block two instances on a database of its own. */
export function useTwoInstances(): InstancePair {
  const name = `instances_${randomBytes(5).toString('hex')}`;
  const url = new URL(baseUrl || 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'jutexx-a-')), mkdtempSync(path.join(os.tmpdir(), 'jutexx-b-'))];
  const pair = { servers: [] as ServerProcess[] } as InstancePair;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  pair.startBoth = async (extra: Record<string, string> = {}) => {
    await Promise.all(pair.servers.map((server) => server.stop()));
    const env = {
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Production mode, with the sandboxes asked for explicitly (docs/decisions/153).
      NODE_ENV: 'production',
      SANDBOXES: 'payments,shipping',
      ...extra,
    };
    pair.servers = await Promise.all([
      startServer('instance A', { ...env, DATA_DIR: dataDirs[0] ?? '' }),
      startServer('instance B', { ...env, DATA_DIR: dataDirs[1] ?? '' }),
    ]);
    [pair.a, pair.b] = pair.servers as [ServerProcess, ServerProcess];
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    pair.database = await openDatabase({ databaseUrl: url.toString() });
    await pair.startBoth();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pair.servers.map((server) => server.stop()));
    await pair.database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  // The instances' own logs, when a test fails, say why far better than its assertion.
  afterEach((context) => {
    if (context.task.result?.state === 'fail') {
      for (const server of pair.servers) console.warn(`--- ${server.name} ---\n${server.output().slice(-4000)}`);
    }
  });
  return pair;
}
