import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, createApp } from '../app';
import type { Database, Db } from '../db/client';
import { seedDemoCatalogueIfEmpty } from '../db/seed/seed-catalogue';
import type { Integrations } from '../integrations/select-integrations';
import { createTestDatabase, type TestDatabaseKind } from './test-databases';
import { createTestIntegrations, TEST_JWT_SECRET } from './test-integrations';

export { TEST_JWT_SECRET };

export type TestApp = { app: App; db: Db; database: Database; kind: TestDatabaseKind; integrations: Integrations };

/**
 * Registers hooks that give the enclosing describe block its own database and app; the
 * returned object is filled in before the first test runs.
 */
export function useTestApp(
  kind: TestDatabaseKind,
  options: { seed?: boolean; app?: Partial<Omit<AppOptions, 'db' | 'databaseKind'>> } = {},
): TestApp {
  const context = {} as TestApp;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase(kind);
    dispose = created.dispose;
    const { database } = created;
    if (options.seed) await seedDemoCatalogueIfEmpty(database.db);
    const integrations = options.app?.integrations ?? createTestIntegrations(database.db);
    const app = createApp({
      db: database.db,
      databaseKind: database.kind,
      jwtSecret: TEST_JWT_SECRET,
      integrations,
      // Every answer a test gets is held to its declared schema (http/check-answers.ts).
      checkAnswers: true,
      ...options.app,
    });
    Object.assign(context, { app, db: database.db, database, kind, integrations });
  });
  afterAll(async () => {
    await dispose?.();
  });
  return context;
}

/** The app over no database, for routes that never query one (static files, media). */
export function createAppWithoutDatabase(options: Partial<Omit<AppOptions, 'db' | 'databaseKind'>> = {}): App {
  return createApp({
    db: {} as Db,
    databaseKind: 'pglite',
    jwtSecret: TEST_JWT_SECRET,
    integrations: createTestIntegrations({} as Db),
    checkAnswers: true,
    ...options,
  });
}
