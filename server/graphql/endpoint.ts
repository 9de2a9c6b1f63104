/**
 * POST /graphql (and mercurius's GET form) as one encapsulated plugin, with everything an anonymous
 * caller could make it do bounded before heavy work:
 * - onRequest: the request's time budget starts and its session is looked up (one indexed statement),
 *   so the body rules below know whether the caller is anonymous;
 * - preParsing: the body arrives within BODY_TIMEOUT_SECONDS, and without a session it is at most
 *   ANONYMOUS_BODY_LIMIT (Fastify's bodyLimit, GRAPHQL_BODY_LIMIT, applies to everyone);
 * - GraphQL preParsing: the query text is at most MAX_QUERY_CHARS; the parser stops at MAX_TOKENS;
 * - GraphQL preValidation: documentGuard.ts, so no failing document is ever cached;
 * - preHandler / onSend: an Idempotency-Key replays the first answer of a retried write (idempotency.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { withDeadline } from '../db/budget';
import { audited } from '../db/audited';
import { guardBody } from '../http/bodyGuard';
import { loaders, resolvers, typeDefs } from './schema';
import { errorFormatterFor } from './errorFormatter';
import { checkDocument, ruleStages } from './documentGuard';
import { sessionOf, type RequestContext } from './context';
import { idempotentGraphql } from './idempotency';
import type { ActiveSession } from '../auth/sessions';
import {
  ANONYMOUS_BODY_LIMIT,
  DOCUMENT_CACHE_SIZE,
  MAX_QUERY_CHARS,
  MAX_TOKENS,
  anonymousBodyTooLarge,
  bodyTimedOut,
  queryTooLong,
} from './requestLimits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database within this request's time budget (set on /graphql). */
    apiDb: Database | null;
    apiSession: ActiveSession | null;
  }
}

export async function graphqlEndpoint(app: FastifyInstance, opts: { config: AppConfig; db: Database }): Promise<void> {
  const { config, db } = opts;
  const production = config.nodeEnv === 'production';
  app.decorateRequest('apiDb', null);
  app.decorateRequest('apiSession', null);

  // A cross-site HTML form can send text/plain without a preflight: /graphql takes JSON only
  // (and application/graphql, which no form can send).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    const budget = config.queryTimeoutSeconds;
    const limited = withDeadline(db, Date.now() + budget * 1000, budget);
    request.apiSession = await sessionOf(limited, request);
    // Every write of the request names its writer to the change history (audited.ts).
    request.apiDb = audited(limited, request.apiSession?.user.iduser ?? null);
  });

  idempotentGraphql(app, db, config.requestTimeoutSeconds);

  app.addHook('preParsing', async (request, reply, payload) =>
    guardBody(request, reply, payload, {
      limit: request.apiSession ? null : ANONYMOUS_BODY_LIMIT,
      timeoutMs: config.bodyTimeoutSeconds * 1000,
      tooLarge: anonymousBodyTooLarge,
      timedOut: () => bodyTimedOut(config.bodyTimeoutSeconds),
    }),
  );

  await app.register(mercurius, {
    schema: typeDefs(),
    resolvers: resolvers() as IResolvers,
    loaders: loaders() as MercuriusLoaders,
    // GraphiQL is served by server/http/graphiql.ts from installed packages, never from a CDN.
    graphiql: false,
    // A document seen before runs compiled (graphql-jit): the panel sends the same few documents
    // over and over, and a compiled list of 15 places costs a fraction of the interpreted one.
    jit: 1,
    cache: DOCUMENT_CACHE_SIZE,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    errorFormatter: errorFormatterFor({ production }),
    context: (request: FastifyRequest, reply): RequestContext => ({
      db: request.apiDb ?? db,
      config,
      session: request.apiSession,
      ip: request.ip,
      reply,
    }),
  });

  const stages = ruleStages(production);
  app.graphql.addHook('preParsing', async (_schema, source) => {
    if (source.length > MAX_QUERY_CHARS) throw queryTooLong();
  });
  app.graphql.addHook('preValidation', async (schema, document) => checkDocument(schema, document, stages));
}
