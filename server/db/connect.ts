/**
 * One database handle over either embedded PGlite (DATA_DIR) or a PostgreSQL server (DATABASE_URL).
 * Repositories use `query` (plain SQL, $1 parameters) and `transaction`; drizzle's `orm` serves the
 * migrator and the seed. Only the connection differs between the two engines.
 */
import fs from 'node:fs';
import pg from 'pg';
import { drizzle as drizzleProxy } from 'drizzle-orm/pg-proxy';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { databaseFault } from './faults';
import { PARSERS } from './pgliteOptions';
import { PgliteThread, type PgliteClient } from './pgliteThread';
import { ListenedClient, lostWith } from './postgresClient';

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

/** The embedded engine's orm is drizzle's pg-proxy over the client's `query` (it may run in another thread). */
export type Orm = ReturnType<typeof drizzleProxy<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>;

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

export { PGLITE_OPTIONS } from './pgliteOptions';

/** The embedded engine in its own worker thread (pgliteThread.ts): its queries never hold the event loop. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PgliteThread.start(dataDir));
}

/** The Database over a PGlite client: the worker thread's, or a PGlite the tests created in-process from a saved data directory. */
export function pgliteDatabase(client: PgliteClient): Database {
  const stats = { statements: 0 };
  const run = async <T>(target: Pick<PgliteClient, 'query'>, text: string, params?: unknown[]) => {
    stats.statements += 1;
    try {
      return (await target.query<T>(text, params)).rows;
    } catch (error) {
      throw databaseFault(error, null);
    }
  };
  return {
    kind: 'pglite',
    // pg-proxy asks for arrays when it maps columns itself ('all'), objects otherwise.
    orm: drizzleProxy(async (text, params, method) => client.query(text, params, { rowMode: method === 'all' ? 'array' : 'object' }), {
      schema,
    }),
    stats,
    query: (text, params) => run(client, text, params),
    transaction: (fn) => client.transaction((tx) => fn({ query: (text, params) => run(tx, text, params) })),
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
