/**
 * Retention of the change history (AUDIT_RETENTION_DAYS): entries older than that many days are
 * deleted when the server is ready and then every hour; without it, every entry is kept. The only
 * deletion of entries there is: the API never writes or deletes them.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './connect';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes the entries older than `days` days; answers how many. */
export async function pruneHistory(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(`DELETE FROM history WHERE date < now() - make_interval(days => $1) RETURNING idhistory`, [days]);
  return rows.length;
}

export function retainHistory(app: FastifyInstance, db: Queryable, days: number | null): void {
  if (days === null) return;
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneHistory(db, days).catch((error: unknown) => {
      app.log.error(error);
      return 0;
    });
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
