/**
 * Database errors that are not the request's fault, told apart from the rest: a lost or refused
 * connection (the server restarted, a backend was terminated, the pool could not connect in time,
 * the embedded engine is closed) becomes SERVICE_UNAVAILABLE, retryable, HTTP 503; a statement
 * cancelled by statement_timeout becomes QUERY_TIMEOUT. Anything else is left as it is (a bug:
 * INTERNAL_SERVER_ERROR, logged).
 */
import { ApiError, queryTimeout, serviceUnavailable } from '../graphql/errors';

/** Node socket errors and PostgreSQL SQLSTATEs of a connection that is gone or refused. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // class 08: connection exception; 57P01..03: admin/crash shutdown, cannot connect now; 53300: too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** pg's and PGlite's own words for a connection that ended or never came. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|PGlite is closed|Cannot use a pool after calling end/i;

/** SQLSTATE 57014: query_canceled (statement_timeout). */
const CANCELED = '57014';

export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (typeof code === 'string' && CONNECTION_CODES.has(code)) || CONNECTION_MESSAGES.test(error.message);
}

/** The error a repository should see for a failed statement. */
export function databaseFault(error: unknown, statementTimeoutSeconds: number | null): unknown {
  if (error instanceof ApiError) return error;
  if (isConnectionLoss(error)) return serviceUnavailable(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === CANCELED && statementTimeoutSeconds !== null) return queryTimeout(statementTimeoutSeconds);
  return error;
}
