/**
 * GET /health — liveness: the process is up and its event loop answers. It never touches the
 * database, and the embedded one runs in its own thread (server/db/pgliteThread.ts), so it answers
 * at once even while the database is busy with long queries (a load balancer must not take a
 * healthy instance out because another request is slow).
 * GET /ready — readiness: the database answers a trivial statement within READY_TIMEOUT_MS;
 * 503 otherwise (down, or too busy to answer in time).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';

export const READY_TIMEOUT_MS = 2000;

/** Resolves true when ping answers true within ms, false otherwise (never rejects). */
async function pingWithin(db: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([db.ping().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, db: Database): void {
  const started = Date.now();
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptime: Math.round((Date.now() - started) / 1000) });
  });

  app.get('/ready', async (_request, reply) => {
    const up = await pingWithin(db, READY_TIMEOUT_MS);
    reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'error', database: up ? 'up' : 'down', engine: db.kind });
  });
}
