/**
 * Database faults and time (issue 8, points 4, 12, 13): an outage answers SERVICE_UNAVAILABLE with
 * a Spanish message, HTTP 503 and Retry-After on every path, and is logged; /health stays a cheap
 * liveness check while /ready reports the database; a request stops at its time budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ensureAdmin } from '../../server/auth/bootstrapAdmin';
import { openPostgres, type Database } from '../../server/db/connect';
import { withDeadline } from '../../server/db/budget';
import { enginesUnderTest, freshDatabase } from '../server/helpers/databases';
import { ADMIN } from '../server/helpers/app';
import { storedFiles } from '../server/helpers/upload';
import { gql, LOGIN, raw } from './support/http';

/** A log sink the app writes pino lines to. */
function logSink() {
  const lines: { level: number; msg: string; code?: string; err?: { message?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** Holds every statement until open() is called: a database "busy" for as long as the test says. */
function gated(db: Database) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: Database = {
    ...db,
    query: async (text, params) => (await gate, db.query(text, params)),
    ping: async () => (await gate, db.ping()),
  };
  return { db: held, open };
}

/** Each statement takes `ms` longer. */
const slowed = (db: Database, ms: number): Database => ({
  ...db,
  query: async (text, params) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return db.query(text, params);
  },
});

const UNAVAILABLE = 'La base de datos no está disponible en este momento. Vuelva a intentarlo en unos segundos.';

for (const engine of enginesUnderTest()) {
  describe(`[${engine}] database faults`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-db-'));
    const env = { NODE_ENV: 'production', STATIC_DIR: 'none', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('an outage answers SERVICE_UNAVAILABLE, 503 and Retry-After on every path, and is logged once per request as a warning', async () => {
      const { db, drop } = await freshDatabase(engine);
      await ensureAdmin(db, ADMIN.email, ADMIN.password);
      const sink = logSink();
      const app = await buildApp({ config: loadConfig(env), db, logger: { level: 'warn', stream: sink.stream } });
      try {
        const token = (await gql(app, LOGIN, { u: ADMIN.email, p: ADMIN.password })).json().data.login.token;
        await db.close();
        const answers = {
          'session lookup (with a token)': await gql(app, '{ countPlaces }', {}, { token }),
          'resolver (anonymous login)': await gql(app, LOGIN, { u: ADMIN.email, p: ADMIN.password }),
          upload: await raw(app, {
            url: '/api/upload',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
            payload: '--b--\r\n',
          }),
        };
        for (const [path, answer] of Object.entries(answers)) {
          expect(answer.status, path).toBe(503);
          expect(answer.json().errors[0], path).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
          expect(answer.headers['retry-after'], path).toBe('5');
        }
        // pino's warn is 40: one line per request, none at error level (an outage is not a bug).
        const outages = sink.lines.filter((line) => line.code === 'SERVICE_UNAVAILABLE');
        expect(outages.map((line) => line.level)).toEqual([40, 40, 40]);
        expect(sink.lines.filter((line) => line.level >= 50)).toEqual([]);
        expect((await raw(app, { method: 'GET', url: '/health' })).status).toBe(200);
        const ready = await raw(app, { method: 'GET', url: '/ready' });
        expect(ready.status).toBe(503);
        expect(ready.json()).toMatchObject({ status: 'error', database: 'down' });
      } finally {
        await app.close();
        await drop().catch(() => undefined);
      }
    });

    it('a connection lost while storing an upload (after the session and the place were read) answers 503, and leaves no file', async () => {
      const { db, drop } = await freshDatabase(engine);
      await ensureAdmin(db, ADMIN.email, ADMIN.password);
      const [{ idplace }] = await db.query<{ idplace: number }>("INSERT INTO places (name) VALUES ('Sitio') RETURNING idplace");
      // Once the login is done, the store's transaction finds its connection gone: PostgreSQL
      // terminates the backend (57P01), PGlite is closed under it.
      let lose = false;
      const cut: Database = {
        ...db,
        transaction: (fn) =>
          !lose
            ? db.transaction(fn)
            : engine === 'postgres'
              ? db.transaction(async (tx) => {
                  await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
                  return fn(tx);
                })
              : db.close().then(() => db.transaction(fn)),
      };
      const sink = logSink();
      const app = await buildApp({ config: loadConfig(env), db: cut, logger: { level: 'warn', stream: sink.stream } });
      const uploads = path.join(dataDir, 'uploads');
      const filesBefore = storedFiles(uploads);
      try {
        const token = (await gql(app, LOGIN, { u: ADMIN.email, p: ADMIN.password })).json().data.login.token;
        lose = true;
        const form = new FormData();
        form.append('type', 'foto');
        form.append('idplace', String(idplace));
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
          .png()
          .toBuffer();
        form.append('foto[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fachada.png');
        const body = new Response(form);
        const answer = await raw(app, {
          url: '/api/upload',
          headers: { authorization: `Bearer ${token}`, 'content-type': body.headers.get('content-type')! },
          payload: Buffer.from(await body.arrayBuffer()),
        });
        expect(answer.status).toBe(503);
        expect(answer.json().errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
        expect(answer.headers['retry-after']).toBe('5');
        // The photo and its thumbnail were written before the transaction: both removed again.
        expect(storedFiles(uploads)).toEqual(filesBefore);
        // An outage, logged as a warning, never as a server error.
        expect(sink.lines.filter((line) => line.code === 'SERVICE_UNAVAILABLE').map((line) => line.level)).toEqual([40]);
        expect(sink.lines.filter((line) => line.level >= 50)).toEqual([]);
      } finally {
        await app.close();
        await drop().catch(() => undefined);
      }
    });

    it('/health answers while every database statement is held; /ready waits for the database', async () => {
      const { db, drop } = await freshDatabase(engine);
      await ensureAdmin(db, ADMIN.email, ADMIN.password);
      const busy = gated(db);
      const app = await buildApp({ config: loadConfig(env), db: busy.db, logger: false });
      try {
        const held = Array.from({ length: 10 }, () => gql(app, LOGIN, { u: ADMIN.email, p: 'x' }));
        const ready = raw(app, { method: 'GET', url: '/ready' });
        let readyDone = false;
        void ready.then(() => (readyDone = true));
        const health = await raw(app, { method: 'GET', url: '/health' });
        expect(health.status).toBe(200);
        expect(health.json().status).toBe('ok');
        expect(readyDone).toBe(false);
        busy.open();
        expect((await ready).status).toBe(200);
        await Promise.all(held);
      } finally {
        busy.open();
        await app.close();
        await drop();
      }
    });

    it('a request stops at its time budget: no statement starts after QUERY_TIMEOUT_SECONDS', async () => {
      const { db, drop } = await freshDatabase(engine);
      await ensureAdmin(db, ADMIN.email, ADMIN.password);
      await db.query("INSERT INTO places (name) VALUES ('Uno'), ('Dos')");
      const quick = await buildApp({ config: loadConfig(env), db, logger: false });
      const token = (await gql(quick, LOGIN, { u: ADMIN.email, p: ADMIN.password })).json().data.login.token;
      await quick.close();
      const app = await buildApp({ config: loadConfig({ ...env, QUERY_TIMEOUT_SECONDS: '1' }), db: slowed(db, 600), logger: false });
      try {
        const before = db.stats.statements;
        // Session (0.6 s), the page (1.2 s), then its photos: past the 1 s budget, never run.
        const answer = await gql(app, '{ allPlaces { idplace photos { url } } }', {}, { token });
        const error = answer.json().errors[0];
        expect(error.extensions.code).toBe('QUERY_TIMEOUT');
        expect(error.message).toMatch(/ha tardado demasiado \(más de 1 s\)/);
        expect(db.stats.statements - before).toBe(2);
      } finally {
        await app.close();
        await drop();
      }
    });

    it('a handle past its deadline refuses statements and transactions', async () => {
      const { db, drop } = await freshDatabase(engine);
      try {
        const late = withDeadline(db, Date.now() - 1, 10);
        await expect(late.query('SELECT 1')).rejects.toMatchObject({ extensions: { code: 'QUERY_TIMEOUT' } });
        await expect(late.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toMatchObject({ extensions: { code: 'QUERY_TIMEOUT' } });
      } finally {
        await drop();
      }
    });

    if (engine === 'postgres') {
      it('PostgreSQL cancels a statement past statement_timeout: QUERY_TIMEOUT, and the pool goes on', async () => {
        const { url, drop } = await freshDatabase(engine);
        const db = await openPostgres(url!, { max: 2, statementTimeoutMs: 300 });
        try {
          expect((await db.query<{ statement_timeout: string }>('SHOW statement_timeout'))[0].statement_timeout).toBe('300ms');
          await expect(db.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ extensions: { code: 'QUERY_TIMEOUT' } });
          expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        } finally {
          await db.close();
          await drop();
        }
      });
    }
  });
}

describe('logging by default', () => {
  it('logs server errors unless LOG_LEVEL says otherwise (warn in production and development, silent in tests)', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent/);
  });
});
