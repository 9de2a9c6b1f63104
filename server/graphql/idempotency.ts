/**
 * Idempotency-Key on POST /graphql and POST /api/upload (issue 18): a client that lost the answer to
 * a write retries with the same key and gets the first answer again, with nothing written twice.
 * - The key belongs to the signed-in user (anonymous requests ignore it); 1 to 200 visible ASCII
 *   characters, else 400 BAD_USER_INPUT naming the header.
 * - First use: the key is reserved (one insert; the primary key makes a concurrent twin lose the
 *   race), the request runs, and its answer is stored when it is sent — even when the client has
 *   gone. A refusal worth retrying (5xx, `retryable`) releases the key instead.
 * - Same key, same body: the stored answer, with `Idempotent-Replayed: true`; while the first is
 *   still running the twin waits for it (up to IN_FLIGHT_WAIT_MS, then 409 CONFLICT, retryable).
 * - Same key, another body: 422 CONFLICT; the request does not run.
 * - Keys are kept KEEP_HOURS; a reservation older than the longest request (abandoned by a crash)
 *   is taken over by the next use.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;
const KEEP_HOURS = 24;
const IN_FLIGHT_WAIT_MS = 10_000;
const POLL_MS = 100;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request reserved (its answer is stored on send). */
    idempotency: { iduser: number; key: string } | null;
  }
}

const errorBody = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ data: null, errors: [{ message, extensions: { code, ...extra } }] });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Stored {
  request_hash: string;
  response: string | null;
  status: number | null;
  stale: boolean;
}

/** The request's key when it has a valid one; a 400 answer when it is malformed; null without one (or anonymous). */
function keyOf(request: FastifyRequest, reply: FastifyReply, iduser: number | null): { key: string } | FastifyReply | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || request.method !== 'POST' || iduser === null) return null;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (KEY.test(key)) return { key };
  return reply
    .code(400)
    .type('application/json')
    .send(
      errorBody('Cabecera Idempotency-Key no válida: de 1 a 200 caracteres ASCII visibles', 'BAD_USER_INPUT', {
        field: 'Idempotency-Key',
      }),
    );
}

/**
 * The keys of one route (its plugin): `claim(request, reply, iduser, body)` reserves the signed-in
 * user's key for this body (any text that identifies what is asked), or answers the first use's
 * answer or why it cannot — then the route must not run (`reply.sent`). Answers are stored as they
 * are sent.
 */
export function idempotencyKeys(app: FastifyInstance, db: Database, requestTimeoutSeconds: number) {
  if (!app.hasRequestDecorator('idempotency')) app.decorateRequest('idempotency', null);
  let lastSweep = 0;

  /** Reserves the key, or answers what the first use answered (or why it cannot). */
  async function reserve(
    request: FastifyRequest,
    reply: FastifyReply,
    iduser: number,
    key: string,
    body: string,
  ): Promise<FastifyReply | void> {
    const hash = sha256(body);
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEEP_HOURS} hours'`);
    }
    const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const taken = await db.query(
        'INSERT INTO idempotency_keys (iduser, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [iduser, key, hash],
      );
      if (taken.length === 1) {
        request.idempotency = { iduser, key };
        return;
      }
      const [stored] = await db.query<Stored>(
        `SELECT request_hash, response, status, created_at < now() - make_interval(secs => $3) AS stale
           FROM idempotency_keys WHERE iduser = $1 AND key = $2`,
        [iduser, key, requestTimeoutSeconds + 5],
      );
      if (!stored) continue; // released between the two statements: try to take it again
      if (stored.request_hash !== hash) {
        return reply
          .code(422)
          .type('application/json')
          .send(
            errorBody('La clave Idempotency-Key ya se usó con otra petición: use una clave nueva para cada guardado', 'CONFLICT', {
              field: 'Idempotency-Key',
            }),
          );
      }
      if (stored.response !== null) {
        return reply
          .code(stored.status ?? 200)
          .header('idempotent-replayed', 'true')
          .type('application/json')
          .send(stored.response);
      }
      if (stored.stale) {
        await db.query('DELETE FROM idempotency_keys WHERE iduser = $1 AND key = $2 AND response IS NULL', [iduser, key]);
        continue;
      }
      if (Date.now() > waitUntil) {
        return reply
          .code(409)
          .type('application/json')
          .send(
            errorBody('La misma petición aún se está procesando: vuelva a intentarlo en unos segundos', 'CONFLICT', { retryable: true }),
          );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const retryable = reply.statusCode >= 500 || text === null || text.includes('"retryable":true');
    try {
      if (retryable) {
        await db.query('DELETE FROM idempotency_keys WHERE iduser = $1 AND key = $2', [held.iduser, held.key]);
      } else {
        await db.query('UPDATE idempotency_keys SET response = $3, status = $4 WHERE iduser = $1 AND key = $2', [
          held.iduser,
          held.key,
          text,
          reply.statusCode,
        ]);
      }
    } catch (error) {
      // the database went away: the reservation stays until it is stale, then the key is free again
      request.log.warn({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  });

  return {
    async claim(request: FastifyRequest, reply: FastifyReply, iduser: number | null, body: string): Promise<FastifyReply | void> {
      const held = keyOf(request, reply, iduser);
      if (held === null || 'sent' in held) return held ?? undefined;
      return reserve(request, reply, iduser!, held.key, body);
    },
  };
}

/** /graphql: the key is claimed for the request's JSON body before the operation runs. */
export function idempotentGraphql(app: FastifyInstance, db: Database, requestTimeoutSeconds: number): void {
  const keys = idempotencyKeys(app, db, requestTimeoutSeconds);
  app.addHook('preHandler', async (request, reply) =>
    keys.claim(
      request,
      reply,
      request.apiSession?.user.iduser ?? null,
      typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null),
    ),
  );
}
