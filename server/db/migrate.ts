/** Applies the committed SQL migrations (server/db/migrations) with drizzle's migrator. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connect';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(db: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (db.kind === 'pglite') {
    await migratePglite(db.orm as Parameters<typeof migratePglite>[0], options);
  } else {
    await migratePg(db.orm as Parameters<typeof migratePg>[0], options);
  }
}
