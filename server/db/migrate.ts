/** Applies the committed SQL migrations (server/db/migrations) with drizzle's migrator. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateProxy } from 'drizzle-orm/pg-proxy/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connect';
import { watchEntities } from './historyWatch';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the pending migrations of `folder` (the committed ones; a test passes an older copy). */
export async function migrate(db: Database, folder: string = MIGRATIONS_DIR): Promise<void> {
  const options = { migrationsFolder: folder };
  if (db.kind === 'pglite') {
    // The embedded engine's orm is a pg-proxy (connect.ts): the pending migrations run in one transaction.
    const apply = (queries: string[]) =>
      db.transaction(async (tx) => {
        for (const text of queries) await tx.query(text);
      });
    await migrateProxy(db.orm as Parameters<typeof migrateProxy>[0], apply, options);
  } else {
    await migratePg(db.orm as Parameters<typeof migratePg>[0], options);
  }
  // The change history watches every declared entity's tables (historyWatch.ts).
  await db.transaction((tx) => watchEntities(tx));
}
