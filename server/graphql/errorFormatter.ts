/**
 * Gives every error leaving /graphql an extensions.code: our own ApiErrors keep theirs, graphql's
 * parse and validation errors get GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED, and anything
 * unexpected is logged and answered as INTERNAL_SERVER_ERROR without internals.
 */
import mercurius, { type MercuriusOptions } from 'mercurius';
import { GraphQLError } from 'graphql';

/** Mirrors app.ts BODY_LIMIT (kept here to avoid an import cycle). */
export const BODY_LIMIT_MB = 4;

type Formatter = NonNullable<MercuriusOptions['errorFormatter']>;

type Original = Error & { extensions?: Record<string, unknown>; statusCode?: number; code?: string };

function rebuild(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions });
}

function classify(error: GraphQLError): GraphQLError {
  const original = error.originalError as Original | undefined;
  if (error.extensions?.code) return error;
  if (original?.extensions?.code) return rebuild(error, error.message, original.extensions);
  if (original?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return rebuild(error, `La petición es demasiado grande (máximo ${BODY_LIMIT_MB} MB)`, { code: 'PAYLOAD_TOO_LARGE' });
  }
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

export const errorFormatter: Formatter = (execution, context) => {
  const log = context.reply?.log ?? context.app.log;
  const base = mercurius.defaultErrorFormatter(execution, context);
  const errors = (execution.errors ?? []).flatMap((error) => {
    const inner = (error.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
    return Array.isArray(inner) ? inner : [error];
  });
  const formatted = errors.map((error) => {
    const result = classify(error);
    if (result.extensions.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.originalError ?? error }, error.message);
    return result.toJSON();
  });
  return { statusCode: base.statusCode, response: { data: execution.data ?? null, errors: formatted } };
};
