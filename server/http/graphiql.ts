/**
 * GraphiQL at /graphiql outside production (app.ts registers it only then). The page's script and
 * styles are bundled by esbuild, on the first visit, from the installed `graphiql` package
 * (graphiqlClient.tsx): nothing comes from a public CDN, so no foreign script ever runs on the
 * origin where the admin token lives, and it works on a closed network. Its own CSP allows
 * scripts from this origin only.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'graphiqlClient.tsx');

export const GRAPHIQL_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; " +
  "font-src 'self' data:; worker-src 'self' blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <title>GraphiQL · API del panel</title>
  <link rel="stylesheet" href="/graphiql/app.css">
  <style>body { margin: 0; } #graphiql { height: 100vh; }</style>
</head>
<body>
  <div id="graphiql">Cargando GraphiQL…</div>
  <script src="/graphiql/app.js"></script>
</body>
</html>
`;

interface Bundle {
  js: string;
  css: string;
}

async function bundle(): Promise<Bundle> {
  // A development tool: esbuild and graphiql are devDependencies, loaded only when asked for.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [CLIENT],
    bundle: true,
    write: false,
    outdir: 'graphiql',
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = (ext: string) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

export async function graphiqlRoutes(app: FastifyInstance): Promise<void> {
  let built: Promise<Bundle> | null = null;
  const load = () =>
    (built ??= bundle().catch((error: unknown) => {
      built = null;
      throw error;
    }));

  const asset = (type: string, pick: (b: Bundle) => string) => async (_request: unknown, reply: FastifyReply) => {
    try {
      const body = pick(await load());
      reply.type(type).header('cache-control', 'no-cache').send(body);
    } catch (error) {
      reply.log.error({ err: error }, 'GraphiQL could not be bundled');
      reply.status(503).send({
        data: null,
        errors: [
          {
            message: 'GraphiQL no está disponible: instale las dependencias de desarrollo (npm install)',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      });
    }
  };

  app.get('/graphiql', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('content-security-policy', GRAPHIQL_CSP).header('cache-control', 'no-store').send(PAGE);
  });
  app.get(
    '/graphiql/app.js',
    asset('application/javascript; charset=utf-8', (b) => b.js),
  );
  app.get(
    '/graphiql/app.css',
    asset('text/css; charset=utf-8', (b) => b.css),
  );
}
