/**
 * Browser tests: one API + built panel on a fresh PGlite data dir (demo data seeded), on a free
 * port, for the whole e2e run, with the fake maps service and a local translation service that
 * speaks Google's protocol ('[en] texto'; a text with BOOM fails). The panel must have been built
 * (`vite build`) beforehand. An event's page is served on 127.0.0.1 (listed in IMPORT_ALLOWED_HOSTS)
 * for the event import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { FAKE_KEY, startFakeTranslator } from '../server/helpers/fakeTranslator';
import { startEventPage } from './eventPage';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-secret-pass' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    publicSiteUrl: string;
    eventPageUrl: string;
  }
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
    TRANSLATE_URL: translator.url,
    IMPORT_ALLOWED_HOSTS: eventPage.host,
  });
  const { app } = await startServer(config, { seed: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('publicSiteUrl', config.publicSiteUrl);
  project.provide('eventPageUrl', eventPage.url);
  return async () => {
    await app.close();
    await translator.close();
    await eventPage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
