/**
 * Builds the Fastify instance: /graphql, /api/upload, /health and /ready, /config.js, /media/*,
 * GraphiQL outside production, the built panel at / with deep links falling back to it.
 * Importable by tests (no listen here).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config';
import type { Database } from './db/connect';
import { GRAPHQL_BODY_LIMIT } from './graphql/requestLimits';
import { graphqlEndpoint } from './graphql/endpoint';
import { uploadRoutes } from './uploads/route';
import { exportRoutes } from './export/route';
import { healthRoutes } from './http/health';
import { securityHeaders } from './http/securityHeaders';
import { serverOptions } from './http/serverOptions';
import { httpErrorHandler } from './http/errorHandler';
import { graphiqlRoutes } from './http/graphiql';
import { isApiPath } from './http/paths';
import { IMMUTABLE, isBuiltAsset } from './http/panelCache';
import { fileStoreOf } from './storage';
import { mediaRoute } from './storage/mediaRoute';
import { retainHistory } from './db/historyRetention';

export async function buildApp(opts: {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    // The only JSON route is /graphql; uploads stream through their own multipart limits.
    bodyLimit: GRAPHQL_BODY_LIMIT,
    ...serverOptions(config),
  });

  securityHeaders(app, {
    googleMaps: config.googleMapsKey !== '',
    mapsService: config.mapsService,
    geocoderUrl: config.geocoderUrl,
  });
  app.setErrorHandler(httpErrorHandler);

  await app.register(graphqlEndpoint, { config, db });
  await app.register(uploadRoutes, { config, db });
  await app.register(exportRoutes, { db });
  if (config.nodeEnv !== 'production') await app.register(graphiqlRoutes);
  healthRoutes(app, db);
  // The change history's retention (AUDIT_RETENTION_DAYS).
  retainHistory(app, db, config.auditRetentionDays);

  app.get('/config.js', async (_request, reply) => {
    const translateProvider = config.translateProvider === 'none' ? '' : config.translateProvider;
    const panelConfig = {
      publicSiteUrl: config.publicSiteUrl,
      googleMapsKey: config.googleMapsKey,
      mapsService: config.mapsService,
      geocoderUrl: config.geocoderUrl,
      uploadMaxMb: config.uploadMaxMb,
      // Only whether translation works and by whom: the provider's key stays on the server.
      translate: translateProvider !== '',
      translateProvider,
    };
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__APP_CONFIG__ = ${JSON.stringify(panelConfig).replace(/</g, '\\u003c')};\n`);
  });

  // The disk's folder exists from the start (tools and operators find it before the first upload).
  if (config.storage === 'disk') fs.mkdirSync(config.uploadDir, { recursive: true });
  mediaRoute(app, fileStoreOf(config));

  const indexHtml = config.staticDir ? path.join(config.staticDir, 'index.html') : null;
  const hasPanel = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasPanel) {
    await app.register(fastifyStatic, {
      root: config.staticDir!,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // Built scripts and styles have their content's hash in the name: cached for a year, never asked
      // again; anything else (index.html, which names them) is checked on every load.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', isBuiltAsset(config.staticDir!, filePath) ? IMMUTABLE : 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiPath(request.url);
    if (request.method === 'GET' && !isApi && hasPanel) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml!));
      return;
    }
    reply.status(404).send({ data: null, errors: [{ message: 'No encontrado', extensions: { code: 'NOT_FOUND' } }] });
  });

  return app;
}
