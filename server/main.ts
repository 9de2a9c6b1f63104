/** `npm start`: validated configuration, then the API and the panel on one port. */
import { ConfigError, loadConfig } from './config';
import { startServer } from './start';
import { exitOnFatalErrors } from './fatal';
import type { FastifyInstance } from 'fastify';

let running: FastifyInstance | null = null;
exitOnFatalErrors(() => running?.log ?? null);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const seed = process.env.SEED_DEMO !== 'false';
  const { app, admin, seeded } = await startServer(config, { seed });
  running = app;
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  console.log('');
  console.log(`  Panel y API en ${shown}`);
  console.log(
    `  Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}${seeded ? ' (datos de demostración cargados)' : ''}`,
  );
  const bucket = config.s3
    ? `bucket ${config.s3.bucket}${config.s3.endpoint ? ` en ${config.s3.endpoint}` : ` (${config.s3.region})`}`
    : null;
  console.log(`  Archivos subidos: ${bucket ?? config.uploadDir}`);
  console.log(
    `  Modo: ${config.nodeEnv}${config.nodeEnv === 'production' ? ' (sin GraphiQL ni introspección)' : ` (GraphiQL en ${shown}/graphiql)`}`,
  );
  console.log(`  Administrador: ${admin.email}`);
  if (admin.password) {
    console.log(`  Contraseña:    ${admin.password}   (se muestra solo esta vez)`);
  } else {
    console.log('  Contraseña:    la que se indicó al crearlo (ADMIN_PASSWORD o la mostrada en el primer arranque)');
  }
  console.log('');
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error('No se pudo arrancar el servidor:', error instanceof Error ? error.message : error);
  process.exit(1);
});
