import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { apiIntrospection } from './scripts/apiIntrospectionPlugin.ts';
import { e2eWorkers } from './tests/e2e/workers.ts';

const apiPort = Number(process.env.PORT ?? 3000);
const api = `http://127.0.0.1:${apiPort}`;

/**
 * Node tests load graphql the way Node does (its CommonJS main), as mercurius does: Vite alone
 * would pick graphql's ESM build and the server would hold two copies of graphql ("Cannot use
 * GraphQLNonNull from another module or realm" in every validation rule imported by the server).
 */
const nodeGraphql = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

/** ra-data-graphql imports @apollo/client by name, which Node alone only loads as CommonJS: vitest transforms both. */
const APOLLO = ['ra-data-graphql', '@apollo/client'];

/**
 * The API and contract files share their worker's loaded modules: a file no longer loads the
 * server, graphql and their dependencies again (about half a minute of a CI run). Every file starts
 * its own API and database; what a file leaves in a module (a cache) is seen by the next file of its
 * worker. The panel's files stay isolated: they share a DOM otherwise (the Google Maps loader's
 * <script> of one file is in the next one's document) and vi.mock of a module another file has
 * already loaded does not apply. The browser project keeps vitest's default too.
 */
const SHARED_MODULES = { isolate: false };

export default defineConfig({
  plugins: [react(), apiIntrospection()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/graphiql': api, '/api': api, '/media': api, '/config.js': api, '/health': api, '/ready': api },
  },
  test: {
    // Two test files at a time (vitest's default is cores - 1: one, on the two-core CI machine);
    // every server suite has its own database, and every browser worker its own API.
    maxWorkers: 2,
    projects: [
      {
        resolve: nodeGraphql,
        test: {
          name: 'server',
          ...SHARED_MODULES,
          environment: 'node',
          // tests/security: the hostile cases (issue 8), run with the API's own suites.
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // One migrated database per run, copied by every suite (tests/server/helpers/databases.ts).
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globals: true,
        },
      },
      {
        resolve: nodeGraphql,
        plugins: [apiIntrospection()],
        test: {
          name: 'contract',
          ...SHARED_MODULES,
          server: { deps: { inline: APOLLO } },
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globals: true,
        },
      },
      {
        // The API runs inside this project (globalSetup): graphql must be mercurius's copy here too.
        resolve: nodeGraphql,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits on a condition: 1 s by default, too short while the panel suite runs
          // alongside (npm test); a condition that is met returns at once.
          expect: { poll: { timeout: 30_000 } },
          // E2E_WORKERS files at a time (one per two cores by default), each worker on its own API (tests/e2e/workers.ts).
          maxWorkers: e2eWorkers(),
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          // Three files at a time: a third of a panel file's time is waiting (timers, debounces,
          // screens loaded on demand), which a third worker fills (alone: 5.0 → 4.4–4.5 min, less CPU).
          maxWorkers: 3,
          server: { deps: { inline: APOLLO } },
          environment: 'happy-dom',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/admin/setup.ts'],
          // npm test runs this suite beside the API and browser suites on two cores: a first render
          // can take many seconds; a wait that is met returns at once.
          testTimeout: 60_000,
          expect: { poll: { timeout: 30_000 } },
          globals: true,
        },
      },
    ],
  },
});
