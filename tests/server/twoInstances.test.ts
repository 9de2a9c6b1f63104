/**
 * Two API instances on one database, each on its own port, reached over HTTP like a load balancer
 * reaches them: a session opened on one works on the other, a logout on one revokes it on both, the
 * failed-login limits count the attempts of both, and a file uploaded through one is served by the
 * other (one UPLOAD_DIR for both, or one bucket).
 *
 * - On PostgreSQL (TEST_DATABASE_URL) the two instances are two server processes (`server/main.ts`)
 *   on one database: nothing of one process's memory can stand in for the database.
 * - On every engine, two apps in this process, each with its own configuration (and, on PostgreSQL,
 *   its own connection pool); on PGlite, which one process alone can open, they share its handle.
 *   The upload also runs on STORAGE=s3, both apps on one local bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/connect';
import { ADMIN, startTestApi, type TestApi } from './helpers/app';
import { enginesUnderTest, freshDatabase } from './helpers/databases';
import { startLocalS3, type LocalS3 } from './helpers/localS3';
import { describePostgres, postgresUrl } from '../security/support/postgresOnly';
import { startServerProcess, type ServerProcess } from '../security/support/serverProcess';

const LOGIN = 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }';
const ME = '{ me { email } }';

/** Two instances' base URLs and the database they share (for set-up and clean-up only). */
interface Pair {
  a: string;
  b: string;
  db: Database;
}

interface Answer {
  data: Record<string, { token?: string; email?: string } | boolean | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(base: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as Answer;
}

async function login(base: string, password = ADMIN.password): Promise<Answer> {
  return gql(base, LOGIN, { u: ADMIN.email, p: password });
}

async function tokenFrom(base: string): Promise<string> {
  const answer = await login(base);
  const token = (answer.data?.login as { token: string } | null)?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return token;
}

const emailOf = async (base: string, token: string) => {
  const answer = await gql(base, ME, {}, token);
  return answer.errors ? answer.errors[0].extensions?.code : (answer.data!.me as { email: string }).email;
};

function sessionCases(pair: () => Pair): void {
  it('a session opened on one instance works on the other', async () => {
    const { a, b } = pair();
    const token = await tokenFrom(a);
    expect(await emailOf(b, token)).toBe(ADMIN.email);
    expect(await emailOf(a, token)).toBe(ADMIN.email);
  });

  it('a logout on one instance revokes the session on both', async () => {
    const { a, b } = pair();
    const token = await tokenFrom(b);
    expect(await emailOf(a, token)).toBe(ADMIN.email);
    expect((await gql(a, 'mutation { logout }', {}, token)).data!.logout).toBe(true);
    expect(await emailOf(b, token)).toBe('UNAUTHENTICATED');
    expect(await emailOf(a, token)).toBe('UNAUTHENTICATED');
  });

  it('the failed-login limit counts the attempts made on both instances', async () => {
    const { a, b, db } = pair();
    await db.query('DELETE FROM login_attempts');
    // 5 per account and address (docs/security.md): 3 wrong passwords on one, 2 on the other.
    for (const [base, i] of [
      [a, 1],
      [a, 2],
      [a, 3],
      [b, 4],
      [b, 5],
    ] as const) {
      expect((await login(base, `mala-${i}`)).data!.login, `attempt ${i}`).toBeNull();
    }
    for (const base of [a, b]) {
      const locked = await login(base);
      expect(locked.errors?.[0].extensions?.code, base).toBe('TOO_MANY_REQUESTS');
      expect(locked.errors?.[0].message).toBe('Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.');
    }
    await db.query('DELETE FROM login_attempts');
  });
}

function uploadCase(pair: () => Pair): void {
  it('a photo uploaded through one instance is served by the other, and deleting its place through the other removes it for both', async () => {
    const { a, b, db } = pair();
    const token = await tokenFrom(a);
    const [{ idplace }] = await db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ('Faro de Cabo Vilán') RETURNING idplace`);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('type', 'foto');
    form.append('idplace', String(idplace));
    form.append('foto[]', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'faro.png');
    const uploaded = await fetch(`${a}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(200);
    const [{ url }] = (await uploaded.json()) as { url: string }[];
    expect(url).toMatch(new RegExp(`^/media/places/${idplace}/[0-9a-f]{24}\\.webp$`));
    const fromA = await fetch(`${a}${url}`);
    const fromB = await fetch(`${b}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    // The place deleted through the other instance: its files are gone for both.
    const removed = await gql(b, 'mutation($id: Int!) { delPlace(idplace: $id) }', { id: idplace }, token);
    expect(removed).toEqual({ data: { delPlace: true } });
    expect([(await fetch(`${a}${url}`)).status, (await fetch(`${b}${url}`)).status]).toEqual([404, 404]);
  });
}

/** A second app beside `first`: its own configuration on the same UPLOAD_DIR (or bucket), on `db`, listening. */
async function secondApp(first: TestApi, db: Database, env: Record<string, string>): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-second-'));
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: 'none', DATA_DIR: dataDir, UPLOAD_DIR: first.config.uploadDir, ...env });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, dataDir };
}

const baseOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

const inProcessRuns = [
  ...enginesUnderTest().map((engine) => ({ engine, storage: 'disk' as const })),
  { engine: 'pglite' as const, storage: 's3' as const },
];

for (const { engine, storage } of inProcessRuns) {
  describe(`[${engine}]${storage === 's3' ? ' [s3]' : ''} two API instances in one process, one database`, () => {
    let s3: LocalS3 | undefined;
    let first: TestApi | undefined;
    let second: { app: FastifyInstance; dataDir: string; db: Database } | undefined;

    beforeAll(async () => {
      if (storage === 's3') s3 = await startLocalS3();
      first = await startTestApi(engine, { ...s3?.env });
      await first.app.listen({ port: 0, host: '127.0.0.1' });
      // PostgreSQL: a pool of its own, as another machine has. PGlite: the one handle this process may open.
      const db = first.databaseUrl ? await openPostgres(first.databaseUrl, { max: 5 }) : first.db;
      second = { ...(await secondApp(first, db, { ...s3?.env })), db };
    });

    afterAll(async () => {
      await second?.app.close();
      if (second && second.db !== first?.db) await second.db.close();
      if (second) fs.rmSync(second.dataDir, { recursive: true, force: true });
      await first?.close();
      await s3?.close();
    });

    const pair = (): Pair => ({ a: baseOf(first!.app), b: baseOf(second!.app), db: first!.db });
    // The sessions do not depend on the storage: the s3 run proves the upload only.
    if (storage === 'disk') sessionCases(pair);
    uploadCase(pair);
  });
}

describePostgres('two API processes, one database, one UPLOAD_DIR', () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let uploadDir = '';
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!postgresUrl()) return;
    shared = await freshDatabase('postgres');
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-uploads-'));
    const env = { DATABASE_URL: shared.url!, UPLOAD_DIR: uploadDir };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.drop();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const pair = (): Pair => ({ a: servers[0].url, b: servers[1].url, db: shared!.db });
  it('runs two processes on two ports', () => {
    expect(servers).toHaveLength(2);
    expect(servers[0].url).not.toBe(servers[1].url);
    expect(servers.every((server) => server.alive())).toBe(true);
  });
  sessionCases(pair);
  uploadCase(pair);
});
