/**
 * Browser tests: one API + built panel per worker (e2eWorkers), each on a fresh PGlite data dir
 * (demo data seeded) and a free port, for the whole e2e run, with the fake maps service and a local
 * translation service that speaks Google's protocol ('[en] texto'; a text with BOOM fails). The panel must have been built
 * (`vite build`) beforehand. An event's page is served on 127.0.0.1 (listed in IMPORT_ALLOWED_HOSTS)
 * for the event import. One Chromium for the run, which every file connects to (tests/e2e/browser.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startChromium } from './browser';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { FAKE_KEY, startFakeTranslator } from '../server/helpers/fakeTranslator';
import { startEventPage } from './eventPage';
import { e2eWorkers } from './workers';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-secret-pass' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The APIs, one per worker (VITEST_POOL_ID 1 is the first): tests/e2e/browser.ts baseUrl(). */
    baseUrls: string[];
    /** The run's Chromium (playwright's browser server): tests/e2e/browser.ts connectChromium(). */
    browserEndpoint: string;
    adminEmail: string;
    adminPassword: string;
    publicSiteUrl: string;
    eventPageUrl: string;
  }
}

/** One API with the built panel on a fresh, seeded PGlite data directory. */
async function startApi(staticDir: string, translatorUrl: string, eventPageHost: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_SITE_URL: 'https://web.example.org',
    STATIC_DIR: staticDir,
    // The maps service with fixed places (src/maps/places/fake): no network, same contract as Google's.
    MAPS_SERVICE: 'fake',
    TRANSLATE_PROVIDER: 'google',
    TRANSLATE_KEY: FAKE_KEY,
    TRANSLATE_URL: translatorUrl,
    IMPORT_ALLOWED_HOSTS: eventPageHost,
  });
  const { app } = await startServer(config, { seed: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    publicSiteUrl: config.publicSiteUrl,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  // E2E_DIST lets several people build and test at once without sharing dist/.
  const staticDir = path.resolve(process.env.E2E_DIST ?? 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`El panel no está construido en ${staticDir}: ejecute \`npm run build\` antes de las pruebas de navegador`);
  }
  const translator = await startFakeTranslator();
  // an event's page on a private address: the import may read it only because it is listed
  const eventPage = await startEventPage();
  const apis = await Promise.all(Array.from({ length: e2eWorkers() }, () => startApi(staticDir, translator.url, eventPage.host)));
  const chromium = await startChromium();
  project.provide('browserEndpoint', chromium.wsEndpoint());
  project.provide(
    'baseUrls',
    apis.map((api) => api.address),
  );
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('publicSiteUrl', apis[0].publicSiteUrl);
  project.provide('eventPageUrl', eventPage.url);
  return async () => {
    await Promise.all(apis.map((api) => api.close()));
    await translator.close();
    await eventPage.close();
    await chromium.close();
  };
}
