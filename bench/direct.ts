/**
 * The API's throughput against the same SQL run directly: the statements one API request sends are
 * recorded (text and parameters, session lookup included), then replayed in the same order by
 * `concurrency` workers — each on its own pg connection, with the API's session option jit=off
 * (server/db/connect.ts), for PostgreSQL; on the one PGlite handle for PGlite — for the same time
 * the API loop ran.
 */
import { connectClient } from '../server/db/postgresClient';
import type { Database } from '../server/db/connect';
import { throughput, type Throughput } from './measure';

export interface Statement {
  text: string;
  params: unknown[];
}

/** The statements `run` sends through `db`, in order. */
export async function recordStatements(db: Database, run: () => Promise<unknown>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const original = db.query;
  db.query = ((text: string, params?: unknown[]) => {
    recorded.push({ text, params: params ?? [] });
    return original.call(db, text, params);
  }) as Database['query'];
  try {
    await run();
  } finally {
    db.query = original;
  }
  return recorded;
}

export async function directThroughput(
  db: Database,
  pgUrl: string | null,
  statements: Statement[],
  concurrency: number,
  seconds: number,
): Promise<Throughput> {
  if (db.kind === 'pglite' || !pgUrl) {
    return throughput(
      async () => {
        for (const s of statements) await db.query(s.text, s.params);
      },
      concurrency,
      seconds,
    );
  }
  const clients = await Promise.all(
    Array.from({ length: concurrency }, () => connectClient({ connectionString: pgUrl, options: '-c jit=off' })),
  );
  try {
    return await throughput(
      async (i) => {
        for (const s of statements) await clients[i].query(s.text, s.params);
      },
      concurrency,
      seconds,
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
