/**
 * npm run soak -- [--engine pg|pglite] [--clients 50] [--seconds 60] [--faults]
 * The API as a real process on a fresh database with the demo data, under N clients for a bounded
 * time over loopback (bench/soak/traffic.ts); with --faults, three storms of terminated backends
 * (bench/soak/storms.ts) on PostgreSQL, or on PGlite three SIGKILLs of the API mid-write, each
 * followed by a start on the same data directory. Then every acknowledged write is looked for
 * (bench/soak/verify.ts). Passes with no error (under faults: only 200 or the retryable 503, and no
 * answer while a killed process is down), the process alive after every storm and at the end, and
 * nothing acknowledged lost or half-applied. Results in bench/results/soak-*.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { connectClient } from '../server/db/postgresClient';
import { startServerProcess, type ServerProcess } from '../tests/security/support/serverProcess';
import { ADMIN } from '../tests/server/helpers/app';
import { apiClient, login } from './soak/api';
import { sampleHealth } from './soak/health';
import { Ledger } from './soak/ledger';
import { parseSoakOptions, SoakUsageError, type SoakOptions } from './soak/options';
import { errorsIn, latencyOf, machine, writeSoakResults, type SoakResult } from './soak/report';
import { restartCommand, restartPostgres, storm, type StormResult } from './soak/storms';
import { soakClient, type Refs, type Tally } from './soak/traffic';
import { verifyLedger } from './soak/verify';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = await connectClient(url.toString());
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function references(base: string, token: string): Promise<Refs> {
  const api = apiClient(base, token);
  const answer = await api.gql<{ c: { idcategory: number }[]; e: { idequipment: number }[]; s: { idservice: number }[] }>(
    '{ c: allCategories(lang: "es") { idcategory } e: allEquipment(lang: "es") { idequipment } s: allServices(lang: "es") { idservice } }',
  );
  if (!answer.data) throw new Error(`No se pudieron leer las listas de referencia: ${answer.status} ${answer.code}`);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  return {
    categories: answer.data.c.map((r) => r.idcategory),
    equipment: answer.data.e.map((r) => r.idequipment),
    services: answer.data.s.map((r) => r.idservice),
    photo,
  };
}

async function waitReady(server: ServerProcess, seconds: number): Promise<void> {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(250)) {
    const ok = await fetch(`${server.url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
}

async function run(opts: SoakOptions): Promise<SoakResult> {
  const database = `soak_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const url = new URL(opts.serverUrl);
  url.pathname = `/${database}`;
  if (opts.engine === 'pg') await adminQuery(opts.serverUrl, `CREATE DATABASE ${database}`);
  // PGlite under faults: the data directory outlives each killed process.
  const kills = opts.faults && opts.engine === 'pglite';
  const dataDir = kills ? fs.mkdtempSync(path.join(os.tmpdir(), 'soak-pglite-')) : null;
  const start = () =>
    startServerProcess({
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      ...(opts.engine === 'pg' ? { DATABASE_URL: url.toString() } : {}),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    });
  let server: ServerProcess | undefined;
  const old: ServerProcess[] = [];
  try {
    console.log(`Arrancando la API (${opts.engine === 'pg' ? `PostgreSQL, base ${database}` : 'PGlite'}) con los datos de demostración…`);
    server = await start();
    const base = () => server!.url;
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const refs = await references(server.url, token);
    const ledger = new Ledger();
    const tally: Tally = { answers: new Map(), ms: { read: [], write: [] } };
    let running = true;
    const started = Date.now();
    console.log(
      `${opts.clients} clientes durante ${opts.seconds} s${kills ? `, con ${opts.storms.count} SIGKILL de la API` : opts.faults ? `, con ${opts.storms.count} tormentas de ${opts.storms.seconds} s` : ''}…`,
    );
    const health = sampleHealth(base);
    const clients = Array.from({ length: opts.clients }, (_, n) =>
      soakClient(n, apiClient(base, token), refs, ledger, tally)(() => running),
    );
    const storms: StormResult[] = [];
    const killed: { startedAt: number; restartSeconds: number }[] = [];
    let restart: SoakResult['restart'] = null;
    if (kills) {
      const { count } = opts.storms;
      for (let i = 0; i < count; i += 1) {
        await sleep(started + ((opts.seconds * (i + 1)) / (count + 1)) * 1000 - Date.now());
        const startedAt = Math.round((Date.now() - started) / 1000);
        const down = Date.now();
        const gone = new Promise((resolve) => server!.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await gone;
        old.push(server);
        server = await start();
        killed.push({ startedAt, restartSeconds: Math.round((Date.now() - down) / 100) / 10 });
        console.log(`  SIGKILL ${i + 1} a los ${startedAt} s; la API responde de nuevo ${killed.at(-1)!.restartSeconds} s después`);
      }
    } else if (opts.faults) {
      const { count, seconds, everyMs } = opts.storms;
      const gap = (opts.seconds - count * seconds) / (count + 1);
      for (let i = 0; i < count; i += 1) {
        await sleep(started + (gap * (i + 1) + seconds * i) * 1000 - Date.now());
        const startedAt = Math.round((Date.now() - started) / 1000);
        const terminated = await storm(opts.serverUrl, database, seconds * 1000, everyMs);
        storms.push({ startedAt, terminated, aliveAfter: server.alive() });
        console.log(`  tormenta ${i + 1}: ${terminated} conexiones terminadas; API ${server.alive() ? 'viva' : 'CAÍDA'}`);
      }
      // Then PostgreSQL itself restarts, halfway through the last pause.
      const command = restartCommand(opts.serverUrl);
      if (command) {
        await sleep(gap * 500);
        const startedAt = Math.round((Date.now() - started) / 1000);
        const seconds = await restartPostgres(opts.serverUrl, command);
        restart = { startedAt, seconds, aliveAfter: server.alive() };
        console.log(`  PostgreSQL reiniciado a los ${startedAt} s (${seconds} s); API ${server.alive() ? 'viva' : 'CAÍDA'}`);
      } else console.log('  (sin reinicio de PostgreSQL: el servidor no es local; véase SOAK_PG_RESTART)');
    }
    await sleep(started + opts.seconds * 1000 - Date.now());
    running = false;
    await Promise.all(clients);
    const probes = await health.stop();
    const seconds = Math.round((Date.now() - started) / 1000);
    await waitReady(server, 30);
    console.log('Comprobando las escrituras confirmadas…');
    const verification = await verifyLedger(apiClient(server.url, token), ledger).catch((error: Error) => ({
      equipmentChecked: 0,
      placesChecked: 0,
      uploadsChecked: 0,
      problems: [`no se pudo comprobar (¿la API ha caído?): ${error.message}`],
    }));
    const errors = errorsIn(tally, opts.faults, kills);
    const aliveAtEnd = server.alive();
    return {
      date: new Date().toISOString(),
      machine: machine(),
      options: { engine: opts.engine, clients: opts.clients, seconds: opts.seconds, faults: opts.faults, storms: opts.storms },
      seconds,
      answers: Object.fromEntries(tally.answers),
      latency: { read: latencyOf(tally.ms.read), write: latencyOf(tally.ms.write) },
      health: { ...latencyOf(probes.ms), failed: probes.failed },
      storms,
      ...(kills ? { kills: killed } : {}),
      ...(opts.faults && !kills ? { restart } : {}),
      aliveAtEnd,
      errors,
      verification,
      // A killed process does not answer its probes: only the storms' and the plain run's must all pass.
      passed:
        errors === 0 &&
        (kills || probes.failed === 0) &&
        aliveAtEnd &&
        storms.every((s) => s.aliveAfter) &&
        (restart?.aliveAfter ?? true) &&
        verification.problems.length === 0,
    };
  } finally {
    await server?.stop();
    for (const gone of old) await gone.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (opts.engine === 'pg') await adminQuery(opts.serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  }
}

try {
  const result = await run(parseSoakOptions(process.argv.slice(2)));
  const file = writeSoakResults(result);
  console.log(`${result.passed ? 'Superada' : 'NO superada'}: ${JSON.stringify(result.answers)}; resultados en ${file}`);
  for (const problem of result.verification.problems.slice(0, 20)) console.log(`  - ${problem}`);
  process.exit(result.passed ? 0 : 1);
} catch (error) {
  console.error(error instanceof SoakUsageError ? error.message : error);
  process.exit(error instanceof SoakUsageError ? 2 : 1);
}
