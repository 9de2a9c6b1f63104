/**
 * Vite plugin: `import schema from 'virtual:api-introspection'` gives the panel the API's
 * introspection (its `__schema`), generated from the server's SDL when the panel is built (and in
 * tests). Under `vite` dev serve it is null: the data provider then asks the running API, so a
 * schema change shows up without a rebuild.
 */
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:api-introspection';
const RESOLVED = `\0${ID}`;

export function apiIntrospection(): Plugin {
  let fromServer = false;
  return {
    name: 'api-introspection',
    configResolved(config) {
      fromServer = config.command === 'serve' && !process.env.VITEST;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (fromServer) return 'export default null;';
      const { module } = await runnerImport<typeof import('../server/graphql/introspection')>('/server/graphql/introspection.ts', {
        configFile: false,
        logLevel: 'error',
      });
      return `export default ${JSON.stringify(module.introspectionFromSdl().__schema)};`;
    },
  };
}
