/**
 * Runs a server suite on every database engine: always on in-memory PGlite, and also on the local
 * PostgreSQL server when TEST_DATABASE_URL is set (each suite gets its own fresh database there).
 * Fresh databases are copies of the run's migrated ones (tests/server/globalSetup.ts).
 * Suite names carry the engine ("[pglite]" / "[postgres]") so CI can tell that both ran.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../../../server/db/connect';
import { connectClient } from '../../../server/db/postgresClient';
import { migrate } from '../../../server/db/migrate';
import { TEST_PGLITE_OPTIONS } from './pgliteTemplate';

export type Engine = 'pglite' | 'postgres';

export function enginesUnderTest(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** What tests/server/globalSetup.ts built for this run: undefined when it did not run. */
function provided<K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The run's migrated PGlite (an uncompressed tar), read once per worker. */
function templateBlob(file: string): Promise<Blob> {
  pgliteTemplate ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/** A fresh in-memory PGlite: a copy of the run's migrated data directory, or initdb + migrations without one. */
async function freshPglite(): Promise<Database> {
  const file = provided('pgliteTemplate');
  if (!file) {
    const db = await openPglite(null);
    await migrate(db);
    return db;
  }
  return pgliteDatabase(await PGlite.create({ ...TEST_PGLITE_OPTIONS, loadDataDir: await templateBlob(file) }));
}

let pgliteDirTemplate: Promise<string | null> | undefined;

/**
 * Puts a migrated, empty PGlite database in `dataDir` (its `pglite` subdirectory, where the API
 * looks), as a second start finds it: a server process started on it skips initdb and the
 * migrations (about 7 s of CPU). The run's template is unpacked once per worker, then copied.
 * Does nothing without the run's template (the API then creates the database itself).
 */
export async function migratedPgliteDir(dataDir: string): Promise<void> {
  pgliteDirTemplate ??= (async () => {
    const file = provided('pgliteTemplate');
    if (!file) return null;
    // Beside the tar, in the run's template directory, which the run's teardown removes.
    const dir = path.join(fs.mkdtempSync(path.join(path.dirname(file), 'pglite-dir-')), 'pglite');
    const client = await PGlite.create({ ...TEST_PGLITE_OPTIONS, dataDir: dir, loadDataDir: await templateBlob(file) });
    await client.close();
    return dir;
  })();
  const template = await pgliteDirTemplate;
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}

/** A fresh, migrated, empty database of the given engine, and how to get rid of it. */
export async function freshDatabase(engine: Engine): Promise<{ db: Database; url: string | null; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await freshPglite();
    return { db, url: null, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  // The run's migrated template when there is one (never connected to: a copy needs it alone).
  const template = provided('postgresTemplate');
  const admin = await connectClient(adminUrl);
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 5 });
  if (!template) await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      // The outage tests close the pool themselves: the database must still go.
      await db.close().catch(() => undefined);
      const again = await connectClient(adminUrl);
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
