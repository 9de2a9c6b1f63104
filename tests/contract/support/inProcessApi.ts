/**
 * The REAL API in-process for the panel's data provider (buildApp on an in-memory PGlite): only the
 * network boundary is replaced (globalThis.fetch → app.inject), and the session is stored in a tiny
 * localStorage shim after logging in through the `login` mutation, as the panel does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/connect';
import { ensureAdmin } from '../../../server/auth/bootstrapAdmin';
import { freshDatabase } from '../../server/helpers/databases';
import { gql } from '../../../src/dataProvider/client';
import { writeSession, type StoredSession } from '../../../src/session';

export const ADMIN = { email: 'admin@example.com', password: 'secret-pass-123' };

export interface InProcessApi {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Requests the panel has sent since the last reset. */
  calls: number;
  close(): Promise<void>;
}

function storageShim(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** Starts the API on a fresh database, `fill`s it, routes fetch to it and logs the panel in. */
export async function startInProcessApi(fill: (db: Database, dataDir: string) => Promise<unknown>): Promise<InProcessApi> {
  const realFetch = globalThis.fetch;
  const realStorage = (globalThis as { localStorage?: Storage }).localStorage;
  const { db, drop } = await freshDatabase('pglite');
  await ensureAdmin(db, ADMIN.email, ADMIN.password);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-test-'));
  await fill(db, dataDir);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', STATIC_DIR: 'none', DATA_DIR: dataDir }), db });
  const api: InProcessApi = {
    app,
    db,
    dataDir,
    calls: 0,
    close: async () => {
      globalThis.fetch = realFetch;
      (globalThis as { localStorage?: Storage }).localStorage = realStorage;
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  (globalThis as { localStorage?: Storage }).localStorage = storageShim();
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    api.calls += 1;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string,
    });
    // as a browser's fetch: a request cancelled before its answer arrived rejects with AbortError
    if (init?.signal?.aborted) throw init.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
  await logIn();
  return api;
}

/** Logs the panel in as the administrator (the session goes to local storage, as after the login screen). */
export async function logIn(): Promise<void> {
  const data = await gql<{ login: StoredSession | null }>(
    'mutation Login($user: String!, $pass: String!) { login(user: $user, pass: $pass) { token iduser name email avatar expires } }',
    { user: ADMIN.email, pass: ADMIN.password },
  );
  if (!data.login) throw new Error('login refused');
  writeSession(data.login);
}
