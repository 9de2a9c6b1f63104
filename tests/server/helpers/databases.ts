/**
 * Runs a server suite on every database engine: always on in-memory PGlite, and also on the local
 * PostgreSQL server when TEST_DATABASE_URL is set (each suite gets its own fresh database there).
 * Suite names carry the engine ("[pglite]" / "[postgres]") so CI can tell that both ran.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';

export type Engine = 'pglite' | 'postgres';

export function enginesUnderTest(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of the given engine, and how to get rid of it. */
export async function freshDatabase(engine: Engine): Promise<{ db: Database; url: string | null; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite(null);
    await migrate(db);
    return { db, url: null, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 5 });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** describe() once per engine; `get()` inside tests returns that engine's database. */
export function describeEachEngine(title: string, body: (get: () => Database, engine: Engine) => void): void {
  for (const engine of enginesUnderTest()) {
    describe(`[${engine}] ${title}`, () => {
      let handle: Awaited<ReturnType<typeof freshDatabase>> | undefined;
      beforeAll(async () => {
        handle = await freshDatabase(engine);
      });
      afterAll(async () => {
        await handle?.drop();
      });
      body(() => {
        if (!handle) throw new Error('database not ready');
        return handle.db;
      }, engine);
    });
  }
}
