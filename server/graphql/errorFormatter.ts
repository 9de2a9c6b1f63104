/**
 * Gives every error leaving /graphql an extensions.code: our own ApiErrors keep theirs, graphql's
 * parse and validation errors get GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED, Fastify's
 * refusals of a malformed request get a Spanish message, and anything unexpected is logged and
 * answered as INTERNAL_SERVER_ERROR without internals. A database outage is SERVICE_UNAVAILABLE
 * with HTTP 503 (and Retry-After) on every path; in production no "Did you mean" hints leave.
 */
import type { MercuriusOptions } from 'mercurius';
import { GraphQLError } from 'graphql';
import { bodyTooLarge } from './requestLimits';
import { requestRefusal } from '../http/requestErrors';
import { withoutSuggestions } from './suggestions';
import { logOutage, retryLater } from '../http/outage';

type Formatter = NonNullable<MercuriusOptions['errorFormatter']>;

type Original = Error & { extensions?: Record<string, unknown>; statusCode?: number; code?: string; cause?: unknown };

function rebuild(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions });
}

function classify(error: GraphQLError): GraphQLError {
  const original = error.originalError as Original | undefined;
  if (error.extensions?.code) return error;
  if (original?.extensions?.code) return rebuild(error, error.message, original.extensions);
  if (original?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return rebuild(error, bodyTooLarge().message, { code: 'PAYLOAD_TOO_LARGE' });
  const refusal = original ? requestRefusal(original) : null;
  if (refusal) return rebuild(error, refusal.message, { code: refusal.code });
  if (original?.statusCode && original.statusCode >= 400 && original.statusCode < 500) {
    return rebuild(error, error.message, { code: 'BAD_REQUEST' });
  }
  // graphql's own errors (compare by name: mercurius may load another copy of graphql).
  if (!original || original.name === 'GraphQLError') {
    const code = /^Syntax Error/.test(error.message) ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
    return rebuild(error, error.message, { code });
  }
  return new GraphQLError('Error interno del servidor', { path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/**
 * mercurius's rule: with data, 200; otherwise the status the error carries (a refused document 400,
 * a body too large 413...), else 200 as GraphQL over HTTP says.
 */
function statusOf(execution: { data?: unknown; statusCode?: number; errors?: readonly GraphQLError[] }): number {
  if (execution.data) return 200;
  if (typeof execution.statusCode === 'number') return execution.statusCode;
  const status = (execution.errors?.[0]?.originalError as Original | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 ? status : 200;
}

/**
 * What the server log needs to hear about: bugs and requests cut by their time budget. An outage
 * is logged apart, once per request (one lost connection can fail every field of it): logOutage.
 */
const LOGGED: Record<string, 'error' | 'warn'> = { INTERNAL_SERVER_ERROR: 'error', QUERY_TIMEOUT: 'warn' };

export function errorFormatterFor(opts: { production: boolean }): Formatter {
  return (execution, context) => {
    const log = context.reply?.log ?? context.app.log;
    const errors = (execution.errors ?? []).flatMap((error) => {
      const inner = (error.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
      return Array.isArray(inner) ? inner : [error];
    });
    let unavailable = false;
    const formatted = errors.map((error) => {
      const result = classify(error);
      const code = String(result.extensions.code);
      const level = Object.hasOwn(LOGGED, code) ? LOGGED[code] : null;
      const original = error.originalError as Original | undefined;
      if (level) log[level]({ err: original?.cause ?? original ?? error, code, path: error.path }, error.message);
      if (code === 'SERVICE_UNAVAILABLE' && !unavailable) {
        logOutage(log, original ?? error, { path: error.path });
        unavailable = true;
      }
      const json = result.toJSON();
      return opts.production ? { ...json, message: withoutSuggestions(json.message) } : json;
    });
    if (unavailable && context.reply) retryLater(context.reply);
    return { statusCode: unavailable ? 503 : statusOf(execution), response: { data: execution.data ?? null, errors: formatted } };
  };
}
