/**
 * An in-process API on a fresh database of one engine, with a logged-in administrator:
 * `call(query, variables, token?)` posts to /graphql through fastify.inject.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Database } from '../../../server/db/connect';
import { ensureAdmin } from '../../../server/auth/bootstrapAdmin';
import { enginesUnderTest, freshDatabase, type Engine } from './databases';
import { startLocalS3, type LocalS3 } from './localS3';

export const ADMIN = { email: 'admin@example.com', password: 'secret-pass-123' };

/**
 * The administrator's password as a light argon2id hash (1 MiB, one pass): the server checks a
 * password with the parameters of its stored hash, and the suites log in hundreds of times, each
 * check costing 50-90 ms at the real parameters (server/auth/passwords.ts), which no suite here
 * measures. ensureAdmin still runs, with its real hash, before this one replaces it.
 */
let lightHash: Promise<string> | undefined;
const lightAdminHash = () => (lightHash ??= hash(ADMIN.password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 }));

export interface GqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database's URL (another pool, another instance); null on PGlite. */
  databaseUrl: string | null;
  config: AppConfig;
  token: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field in each test
  call<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlAnswer<T>>;
  close(): Promise<void>;
}

export async function startTestApi(engine: Engine, env: Record<string, string> = {}): Promise<TestApi> {
  const { db, url: databaseUrl, drop } = await freshDatabase(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: 'none', DATA_DIR: dataDir, ...env });
  await ensureAdmin(db, ADMIN.email, ADMIN.password);
  await db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [await lightAdminHash(), ADMIN.email]);
  const app = await buildApp({ config, db });
  const call: TestApi['call'] = async (query, variables = {}, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
    const body = response.json();
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
  };
  const login = await call<{ login: { token: string } }>('mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }', {
    u: ADMIN.email,
    p: ADMIN.password,
  });
  if (!login.data?.login) throw new Error(`test login failed: ${JSON.stringify(login)}`);
  return {
    app,
    db,
    databaseUrl,
    config,
    token: login.data.login.token,
    call,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DescribeApiOptions {
  /**
   * The cases stop at the HTTP layer (headers, CSP, socket timeouts, document limits) and touch the
   * database for the session at most: they run on PGlite only, since the engine cannot change them.
   */
  httpOnly?: boolean;
  /**
   * Storages to run the cases on. 's3' adds one run (on PGlite: the storage does not depend on the
   * engine) against a local S3-compatible bucket started for it; the body registers the cases that
   * prove the S3 path (diskOnly keeps the others to the disk run).
   */
  storages?: Storage[];
}

export type Storage = 'disk' | 's3';

/** `it` on the disk run; on the s3 run the case is not registered (CI refuses skipped tests). */
export function diskOnly(storage: Storage): typeof it {
  return storage === 'disk' ? it : ((() => undefined) as unknown as typeof it);
}

/** describe() per engine with a started API; `api()` inside tests. */
export function describeApi(
  title: string,
  body: (api: () => TestApi, engine: Engine, storage: Storage) => void,
  env?: Record<string, string>,
  { httpOnly = false, storages = ['disk'] }: DescribeApiOptions = {},
): void {
  const runs: [Engine, Storage][] = (httpOnly ? (['pglite'] as const) : enginesUnderTest()).map((engine) => [engine, 'disk']);
  if (storages.includes('s3')) runs.push(['pglite', 's3']);
  for (const [engine, storage] of runs.filter(([, storage]) => storages.includes(storage))) {
    describe(`[${engine}]${storage === 's3' ? ' [s3]' : ''} ${title}`, () => {
      let handle: TestApi | undefined;
      let s3: LocalS3 | undefined;
      beforeAll(async () => {
        if (storage === 's3') s3 = await startLocalS3();
        handle = await startTestApi(engine, { ...env, ...s3?.env });
      });
      afterAll(async () => {
        await handle?.close();
        await s3?.close();
      });
      body(
        () => {
          if (!handle) throw new Error('API not ready');
          return handle;
        },
        engine,
        storage,
      );
    });
  }
}
