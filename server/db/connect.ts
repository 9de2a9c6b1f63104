/**
 * One database handle over either embedded PGlite (DATA_DIR) or a PostgreSQL server (DATABASE_URL).
 * Repositories use `query` (plain SQL, $1 parameters) and `transaction`; drizzle's `orm` serves the
 * migrator and the seed. Only the connection differs between the two engines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { databaseFault } from './faults';
import { ListenedClient, lostWith } from './postgresClient';

// int8 (count(*)) and numeric come back as numbers, timestamps as ISO strings, on both engines.
const PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v),
  1700: (v) => Number(v),
  1184: (v) => new Date(v).toISOString(),
  1114: (v) => new Date(`${v}Z`).toISOString(),
};
for (const [oid, parse] of Object.entries(PARSERS)) pg.types.setTypeParser(Number(oid), parse);

/** ping(): true when a trivial statement answers. */
function pinger(target: { query(text: string): Promise<unknown> }): () => Promise<boolean> {
  return async () => {
    try {
      await target.query('select 1');
      return true;
    } catch {
      return false;
    }
  };
}

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export type Orm = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs fn in one transaction: everything or nothing. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Statements sent since start (the benchmarks and tests read it). */
  readonly stats: { statements: number };
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What every PGlite of the API is created with: the extensions the migrations need and the parsers above. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, unaccent }, parsers: PARSERS };

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, PGLITE_OPTIONS));
}

/** The Database over an already created PGlite client (tests create theirs from a saved data directory). */
export function pgliteDatabase(client: PGlite): Database {
  const stats = { statements: 0 };
  const run = async <T>(target: Pick<PGlite, 'query'>, text: string, params?: unknown[]) => {
    stats.statements += 1;
    try {
      return (await target.query<T>(text, params as unknown[])).rows;
    } catch (error) {
      throw databaseFault(error, null);
    }
  };
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }),
    stats,
    query: (text, params) => run(client, text, params),
    transaction: (fn) => client.transaction((tx) => fn({ query: (text, params) => run(tx as unknown as PGlite, text, params) })),
    ping: pinger(client),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Pool size. */
  max?: number;
  /** statement_timeout of every connection, in ms: the API's request handle sets it, migrations and seeds do not. */
  statementTimeoutMs?: number;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  // JIT compilation costs 100+ ms on the map's and dashboard's aggregate plans and never pays back
  // on these short queries.
  const timeout = opts.statementTimeoutMs ? ` -c statement_timeout=${Math.round(opts.statementTimeoutMs)}` : '';
  // ListenedClient: every pooled client has an error listener from birth (postgresClient.ts).
  const pool = new pg.Pool({
    Client: ListenedClient,
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5000,
    options: `-c jit=off${timeout}`,
  });
  pool.on('error', () => {
    /* an idle client lost its server: the pool drops it and the next query reconnects */
  });
  const timeoutSeconds = opts.statementTimeoutMs ? opts.statementTimeoutMs / 1000 : null;
  const stats = { statements: 0 };
  const run = async <T>(target: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) => {
    stats.statements += 1;
    try {
      return (await target.query(text, params)).rows as T[];
    } catch (error) {
      throw databaseFault(error, timeoutSeconds);
    }
  };
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }),
    stats,
    query: (text, params) => run(pool, text, params),
    transaction: async (fn) => {
      const client = await pool.connect().catch((error: unknown) => {
        throw databaseFault(error, timeoutSeconds);
      });
      let rollbackFailed = false;
      try {
        await run(client, 'BEGIN');
        const result = await fn({ query: (text, params) => run(client, text, params) });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        if (!lostWith(client)) {
          await client.query('ROLLBACK').catch(() => {
            rollbackFailed = true;
          });
        }
        throw error;
      } finally {
        // A client whose connection failed is destroyed, never handed to the next request.
        client.release(lostWith(client) ?? rollbackFailed);
      }
    },
    ping: pinger(pool),
    close: () => pool.end(),
  };
}

/**
 * DATABASE_URL wins; otherwise PGlite under dataDir (null: in memory, for tests).
 * statementTimeoutMs applies to PostgreSQL only (the embedded engine cannot cancel a statement).
 */
export function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null; statementTimeoutMs?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, { statementTimeoutMs: opts.statementTimeoutMs }) : openPglite(opts.dataDir);
}
