/**
 * Start-up sequence shared by `npm start` and the browser tests: open the database, migrate,
 * make sure an administrator exists, seed the demo data on an empty database, build the app.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/connect';
import { migrate } from './db/migrate';
import { ensureAdmin, type AdminLogin } from './auth/bootstrapAdmin';
import { buildApp } from './app';

export interface Started {
  app: FastifyInstance;
  db: Database;
  admin: AdminLogin;
  seeded: boolean;
}

export async function startServer(config: AppConfig, opts: { seed?: boolean; logger?: boolean } = {}): Promise<Started> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const admin = await ensureAdmin(db, config.adminEmail, config.adminPassword);
  let seeded = false;
  if (opts.seed !== false) {
    const { seedDemo } = await import('./db/seed/demo');
    const summary = await seedDemo(db, { uploadDir: config.uploadDir });
    seeded = !('skipped' in summary && summary.skipped);
  }
  const app = await buildApp({ config, db, logger: opts.logger });
  app.addHook('onClose', async () => db.close());
  return { app, db, admin, seeded };
}
