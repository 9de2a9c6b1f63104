/**
 * Counts of one request in ONE statement: every count resolver of a document (the dashboard asks ten)
 * registers a scalar subquery; on the next tick they run together as
 *   SELECT (subquery 1) AS v0, (subquery 2) AS v1, ...
 * Resolvers of one document's root fields are called in the same tick, so they share the statement;
 * one that comes later simply gets a statement of its own.
 */
import type { Queryable } from '../db/connect';

/** Writes a scalar subquery, adding its parameters to `params` (numbered after those already there). */
export type ScalarBuilder = (params: unknown[]) => string;

interface Waiting {
  build: ScalarBuilder;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const waiting = new WeakMap<object, Waiting[]>();

async function run(db: Queryable, batch: Waiting[]): Promise<void> {
  const params: unknown[] = [];
  const columns: string[] = [];
  const built: Waiting[] = [];
  for (const item of batch) {
    try {
      columns.push(`${item.build(params)} AS v${built.length}`);
      built.push(item);
    } catch (error) {
      item.reject(error);
    }
  }
  if (built.length === 0) return;
  try {
    const [row] = await db.query(`SELECT ${columns.join(', ')}`, params);
    built.forEach((item, i) => item.resolve(row[`v${i}`]));
  } catch (error) {
    for (const item of built) item.reject(error);
  }
}

/** The value of `build`'s subquery, computed with the other scalars of this request's tick. */
export function batchedScalar<T>(ctx: { db: Queryable }, build: ScalarBuilder): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let batch = waiting.get(ctx);
    if (!batch) {
      const fresh: Waiting[] = [];
      waiting.set(ctx, (batch = fresh));
      process.nextTick(() => {
        waiting.delete(ctx);
        void run(ctx.db, fresh);
      });
    }
    batch.push({ build, resolve: resolve as (value: unknown) => void, reject });
  });
}
