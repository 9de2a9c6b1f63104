/**
 * Start-up sequence shared by `npm start` and the browser tests: open the database, migrate,
 * make sure an administrator exists, seed the demo data on an empty database, build the app.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/connect';
import { migrate } from './db/migrate';
import { ensureAdmin, type AdminLogin } from './auth/bootstrapAdmin';
import { buildApp } from './app';
import { fileStoreOf } from './storage';

export interface Started {
  app: FastifyInstance;
  db: Database;
  admin: AdminLogin;
  seeded: boolean;
}

/** Migrations, the first administrator and the demo data: long statements, outside any request's budget. */
async function prepare(db: Database, config: AppConfig, seed: boolean): Promise<{ admin: AdminLogin; seeded: boolean }> {
  await migrate(db);
  const admin = await ensureAdmin(db, config.adminEmail, config.adminPassword);
  if (!seed) return { admin, seeded: false };
  const { seedDemo } = await import('./db/seed/demo');
  const summary = await seedDemo(db, { uploadDir: config.uploadDir, store: fileStoreOf(config) });
  return { admin, seeded: !('skipped' in summary && summary.skipped) };
}

export async function startServer(
  config: AppConfig,
  opts: { seed?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<Started> {
  const location = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const seed = opts.seed !== false;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  if (config.databaseUrl) {
    // PostgreSQL: the API's connections carry statement_timeout; preparing uses its own, without.
    const setup = await openDatabase(location);
    try {
      prepared = await prepare(setup, config, seed);
    } finally {
      await setup.close();
    }
  }
  const db = await openDatabase({ ...location, statementTimeoutMs: config.queryTimeoutSeconds * 1000 });
  prepared ??= await prepare(db, config, seed);
  const { admin, seeded } = prepared;
  const app = await buildApp({ config, db, logger: opts.logger });
  app.addHook('onClose', async () => db.close());
  return { app, db, admin, seeded };
}
