/**
 * Database errors that are not the request's fault, told apart from the rest: a lost or refused
 * connection (the server restarted, a backend was terminated, the pool could not connect in time,
 * the embedded engine is closed) becomes SERVICE_UNAVAILABLE, retryable, HTTP 503; a statement
 * cancelled by statement_timeout becomes QUERY_TIMEOUT. Anything else is left as it is (a bug:
 * INTERNAL_SERVER_ERROR, logged).
 */
import { ApiError, queryTimeout, serviceUnavailable } from '../graphql/errors';

/** Node's socket errors of a connection that is gone or was refused. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL SQLSTATEs that end or refuse a connection, never the request's fault: class 08
 * (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now,
 * 57P04 database dropped, 57P05 idle_session_timeout, 25P03 idle_in_transaction_session_timeout,
 * 53300 too many connections.
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|25P03|53300)$/;

/**
 * pg's and PGlite's own words for a connection that ended or never came (these errors carry no
 * code): a closed socket, the pool's connect timeout, a client already marked broken, a closed
 * pool or engine; and the server's FATAL texts, should one arrive without its code.
 */
const CONNECTION_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'Client was closed',
    'PGlite is closed',
    'Cannot use a pool after calling end',
    'terminating connection due to',
    'the database system is (starting up|shutting down|in recovery mode)',
  ].join('|'),
  'i',
);

/** SQLSTATE 57014: query_canceled (statement_timeout). */
const CANCELED = '57014';

export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
  return CONNECTION_MESSAGES.test(error.message);
}

/** The error a repository should see for a failed statement. */
export function databaseFault(error: unknown, statementTimeoutSeconds: number | null): unknown {
  if (error instanceof ApiError) return error;
  if (isConnectionLoss(error)) return serviceUnavailable(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === CANCELED && statementTimeoutSeconds !== null) return queryTimeout(statementTimeoutSeconds);
  return error;
}
