/**
 * Issue 14: a connection the server ends at any moment of its life must never reach Node's
 * unhandled-error path (which kills the API). Driven deterministically through a protocol-aware
 * proxy (support/pgProxy.ts), not by chance:
 * - the gap: a client released by a query and handed, in the same tick, to a waiting transaction
 *   while its connection's FATAL arrives. Run in its own process (support/gapProbe.ts): the process
 *   must live, the transaction answer SERVICE_UNAVAILABLE and the pool go on.
 * - a write ended by the server's idle_in_transaction_session_timeout (SQLSTATE 25P03) answers
 *   503 SERVICE_UNAVAILABLE with Retry-After, and nothing of it is stored;
 * - so does a request whose first statement arrives after idle_session_timeout (57P05) ended its
 *   connection, and idle connections ended that way cost no later request.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ensureAdmin } from '../../server/auth/bootstrapAdmin';
import { openPostgres, type Database } from '../../server/db/connect';
import { connectClient } from '../../server/db/postgresClient';
import { freshDatabase } from '../server/helpers/databases';
import { ADMIN } from '../server/helpers/app';
import { gql, LOGIN } from './support/http';
import { startPgProxy, type PgProxy } from './support/pgProxy';
import { describePostgres } from './support/postgresOnly';

const run = promisify(execFile);

/** ALTER DATABASE … SET for the connections opened from now on. */
async function setForNewConnections(url: string, setting: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = await connectClient(process.env.TEST_DATABASE_URL!);
  try {
    await admin.query(`ALTER DATABASE ${name} SET ${setting}`);
  } finally {
    await admin.end();
  }
}

/**
 * The server's idle timeouts for these tests, and the proxy's delays that outlast them. Wide enough
 * that a statement of a starved test process (npm test runs this suite at a low priority beside the
 * others) never waits that long by itself: 150 ms and 300 ms did, now and then, on the CI machine.
 */
const IN_TRANSACTION_TIMEOUT_MS = 1_000;
const IDLE_TIMEOUT_MS = 1_500;
const OUTLASTING = 2.5;

describePostgres('a connection ended by the server never kills the API', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await database.db.close();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('a client handed to a waiting transaction in the tick its connection dies: the process lives, the transaction answers 503', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/security/support/gapProbe.ts'], {
        env: { ...process.env, PROBE_DATABASE_URL: database.url! },
        timeout: 30_000,
      });
      expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
        read: 'ok',
        write: 'SERVICE_UNAVAILABLE',
        after: 'ok',
        terminated: 1,
      });
    }
  });

  describe('server-side timeouts', () => {
    let proxy: PgProxy;
    let db: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let token: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-gap-'));
    beforeAll(async () => {
      // The admin is stored before the short timeouts apply: hashing its password between two
      // queries can outlast idle_session_timeout on a loaded machine.
      const setup = await openPostgres(database.url!, { max: 1 });
      try {
        await ensureAdmin(setup, ADMIN.email, ADMIN.password);
      } finally {
        await setup.close();
      }
      await setForNewConnections(database.url!, `idle_in_transaction_session_timeout = '${IN_TRANSACTION_TIMEOUT_MS}ms'`);
      await setForNewConnections(database.url!, `idle_session_timeout = '${IDLE_TIMEOUT_MS}ms'`);
      proxy = await startPgProxy(database.url!);
      db = await openPostgres(proxy.url, { max: 4 });
      app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', STATIC_DIR: 'none', DATA_DIR: dataDir }), db, logger: false });
      // On a loaded machine the password check can outlast idle_session_timeout, and the
      // login then meets the ended connection (503, retryable): log in again, as a client would.
      for (let attempt = 1; !token; attempt += 1) {
        const login = (await gql(app, LOGIN, { u: ADMIN.email, p: ADMIN.password })).json();
        if (login.data?.login) token = login.data.login.token;
        else if (attempt === 5) throw new Error(`login failed: ${JSON.stringify(login)}`);
      }
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await db?.close();
      await proxy?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const addEquipment = (name: string) =>
      gql(app, `mutation { addEquipment(textES: "${name}", textEN: "x", textGL: "x", textPT: "x") }`, {}, { token });
    const stored = async (name: string) =>
      Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM equipment_i18n WHERE text = $1', [name]))[0].n);

    it('a write ended by idle_in_transaction_session_timeout (25P03) answers 503 SERVICE_UNAVAILABLE and stores nothing', async () => {
      proxy.slowWhile('T', IN_TRANSACTION_TIMEOUT_MS * OUTLASTING);
      let answer;
      try {
        answer = await addEquipment('Rampa lenta');
      } finally {
        proxy.slowWhile(null);
      }
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
      expect(await stored('Rampa lenta')).toBe(0);
      // The same write, on a connection that is not held up, goes through.
      expect((await addEquipment('Rampa rápida')).status).toBe(200);
      expect(await stored('Rampa rápida')).toBe(1);
    });

    it('a request whose statement arrives after idle_session_timeout (57P05) ended its connection answers 503; the next one works', async () => {
      proxy.slowWhile('I', IDLE_TIMEOUT_MS * OUTLASTING);
      let answer;
      try {
        answer = await gql(app, '{ countPlaces }', {}, { token });
      } finally {
        proxy.slowWhile(null);
      }
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
      expect((await gql(app, '{ countPlaces }', {}, { token })).status).toBe(200);
    });

    it('idle connections ended by idle_session_timeout (57P05) cost no request', async () => {
      await Promise.all([addEquipment('Antes 1'), addEquipment('Antes 2'), addEquipment('Antes 3')]);
      // Every pooled connection is now idle past the server's idle_session_timeout and ended by it.
      await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * OUTLASTING));
      const answers = await Promise.all([addEquipment('Después 1'), addEquipment('Después 2'), addEquipment('Después 3')]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    });
  });
});
