/**
 * Builds the Fastify instance: /graphql, /api/upload, /health, /config.js, /media/*, the built panel at / with
 * deep links falling back to it. Importable by tests (no listen here).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { AppConfig } from './config';
import type { Database } from './db/connect';
import { loaders, resolvers, typeDefs } from './graphql/schema';
import { BODY_LIMIT_MB, errorFormatter } from './graphql/errorFormatter';
import { limitRules } from './graphql/limits';
import { sessionOf, type RequestContext } from './graphql/context';
import { uploadRoutes } from './uploads/route';

/** Largest request body: big enough for long rich-text descriptions, small enough to refuse abuse. */
export const BODY_LIMIT = BODY_LIMIT_MB * 1024 * 1024;

/** Paths that never fall back to the panel: the API and the panel's own assets. */
const API_PREFIXES = ['/graphql', '/api/', '/media/', '/health', '/config.js', '/assets/'];

export async function buildApp(opts: { config: AppConfig; db: Database; logger?: boolean }): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: 'loopback',
    // Our own error texts for oversized or malformed bodies, shaped like GraphQL errors.
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) reply.log.error(error);
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? `La petición es demasiado grande (máximo ${BODY_LIMIT_MB} MB)`
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de contenido no admitido: envíe application/json'
          : status >= 500
            ? 'Error interno del servidor'
            : error.message;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    reply.status(status).send({ data: null, errors: [{ message, extensions: { code } }] });
  });

  const production = config.nodeEnv === 'production';
  await app.register(mercurius, {
    schema: typeDefs(),
    resolvers: resolvers() as IResolvers,
    loaders: loaders() as MercuriusLoaders,
    graphiql: !production,
    // A document seen before runs compiled (graphql-jit): the panel sends the same few documents
    // over and over, and a compiled list of 15 places costs a fraction of the interpreted one.
    jit: 1,
    validationRules: production ? [...limitRules, NoSchemaIntrospectionCustomRule] : limitRules,
    errorFormatter,
    context: async (request, reply): Promise<RequestContext> => ({
      db,
      config,
      session: await sessionOf(db, request),
      ip: request.ip,
      reply,
    }),
  });

  await app.register(uploadRoutes, { config, db });

  app.get('/health', async (_request, reply) => {
    const up = await db.ping();
    reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'error', database: up ? 'up' : 'down', engine: db.kind });
  });

  app.get('/config.js', async (_request, reply) => {
    const panelConfig = { publicSiteUrl: config.publicSiteUrl, googleMapsKey: config.googleMapsKey, uploadMaxMb: config.uploadMaxMb };
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__APP_CONFIG__ = ${JSON.stringify(panelConfig).replace(/</g, '\\u003c')};\n`);
  });

  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Uploaded files are never rendered as pages of the panel's origin.
    setHeaders: (res) => {
      res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });

  const indexHtml = config.staticDir ? path.join(config.staticDir, 'index.html') : null;
  const hasPanel = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasPanel) {
    await app.register(fastifyStatic, { root: config.staticDir!, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi && hasPanel) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml!));
      return;
    }
    reply.status(404).send({ data: null, errors: [{ message: 'No encontrado', extensions: { code: 'NOT_FOUND' } }] });
  });

  return app;
}
