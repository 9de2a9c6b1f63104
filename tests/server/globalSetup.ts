/**
 * Server and contract suites: the migrations run once per test run, not once per suite. A migrated,
 * empty PGlite is saved (dumpDataDir) to a temporary file that freshDatabase loads (loadDataDir:
 * no initdb, no migrations); with TEST_DATABASE_URL, a migrated template database is made on the
 * server and freshDatabase copies it (CREATE DATABASE … TEMPLATE). Nobody connects to the template
 * once built (it refuses connections), so copies can run side by side. Both projects share one
 * build (the vitest process runs both setups); the last teardown removes it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteDatabase } from '../../server/db/connect';
import { connectClient } from '../../server/db/postgresClient';
import { migrate } from '../../server/db/migrate';
import { dropTemplateDatabases, TEST_PGLITE_OPTIONS } from './helpers/pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File with the migrated PGlite data directory (an uncompressed tar). */
    pgliteTemplate: string;
    /** Migrated template database on the TEST_DATABASE_URL server; null without one. */
    postgresTemplate: string | null;
  }
}

interface Templates {
  pgliteTemplate: string;
  postgresTemplate: string | null;
  remove(): Promise<void>;
}

async function buildPglite(dir: string): Promise<string> {
  const client = await PGlite.create(TEST_PGLITE_OPTIONS);
  try {
    await migrate(pgliteDatabase(client));
    await dropTemplateDatabases(client);
    const file = path.join(dir, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = await connectClient(adminUrl);
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function buildPostgres(adminUrl: string): Promise<string> {
  const name = `tmpl_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const db = await openPostgres(url.toString(), { max: 1 });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    // A template cannot be copied while anyone is connected to it.
    await adminQuery(adminUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return name;
}

async function build(): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  try {
    const [pgliteTemplate, postgresTemplate] = await Promise.all([buildPglite(dir), adminUrl ? buildPostgres(adminUrl) : null]);
    return {
      pgliteTemplate,
      postgresTemplate,
      remove: async () => {
        fs.rmSync(dir, { recursive: true, force: true });
        if (adminUrl && postgresTemplate) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** One build for every project of this vitest process. */
const SHARED = Symbol.for('places-backoffice.databaseTemplates');
type Shared = { templates: Promise<Templates>; users: number };
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { templates: build(), users: 0 });
  shared.users += 1;
  const templates = await shared.templates;
  project.provide('pgliteTemplate', templates.pgliteTemplate);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[SHARED] = undefined;
    await templates.remove();
  };
}
