/**
 * How every route answers a database outage (a lost or refused connection): HTTP 503 with
 * Retry-After, code SERVICE_UNAVAILABLE, retryable; logged once per request at warn level with the
 * driver's code (a SQLSTATE such as 57P01, or a socket error such as ECONNREFUSED).
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Seconds a client should wait before retrying after SERVICE_UNAVAILABLE. */
export const RETRY_AFTER_SECONDS = 5;

export const OUTAGE_MESSAGE = 'La base de datos no está disponible en este momento. Vuelva a intentarlo en unos segundos.';

/** The driver's code of the error behind an outage, if it had one. */
function driverCode(cause: unknown): string | undefined {
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The one log line of an outage: warn, with the driver's code. */
export function logOutage(log: FastifyBaseLogger, cause: unknown, extra: Record<string, unknown> = {}): void {
  const inner = (cause as { cause?: unknown } | null | undefined)?.cause ?? cause;
  log.warn({ err: inner, code: 'SERVICE_UNAVAILABLE', dbCode: driverCode(inner), ...extra }, 'database unavailable');
}

/** Sets the 503's Retry-After on a reply. */
export function retryLater(reply: FastifyReply): FastifyReply {
  return reply.header('retry-after', String(RETRY_AFTER_SECONDS));
}
