/**
 * npm run bench:export — «Exportar» of every place (issue 19): the API (production mode, over HTTP
 * on loopback, in this process) streams the CSV of the 1,000,000 places of the benchmark's
 * PostgreSQL database (prepared as `npm run bench` does) to a client that reads and discards it,
 * while another client asks the places list's first page every 100 ms. Measured: the export's
 * rows, bytes and time, the process's RSS growth over its level before the export (sampled every
 * 50 ms), and the list requests' p50 / p95 during the export. Targets: RSS growth < 100 MB, list
 * p95 ≤ 50 ms. Never part of npm test.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_places), BENCH_PLACES
 * (default 1,000,000).
 */
import './production';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { createSession, type SessionUser } from '../server/auth/sessions';
import { preparePostgres } from './prepare';
import { PLACES_LIST } from './documents';
import { percentile } from './measure';
import { RESULTS_DIR } from './report';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_places';
const PLACES = Number(process.env.BENCH_PLACES ?? 1_000_000);
export const TARGETS = { rssGrowthMb: 100, listP95Ms: 50 };

const COLUMNS = [
  { source: 'idplace', label: 'Id' },
  { source: 'name', label: 'Nombre' },
  { source: 'address', label: 'Dirección' },
  { source: 'city', label: 'Ciudad' },
  { source: 'province', label: 'Provincia' },
  { source: 'languages', label: 'Idiomas' },
  {
    source: 'published',
    label: 'Estado',
    values: { 0: 'No publicado', 1: 'Publicado', 2: 'Cerrado permanentemente', 3: 'Cerrado temporalmente' },
  },
  { source: 'create_date', label: 'Creado' },
  { source: 'update_date', label: 'Modificado' },
  { source: 'plus_code', label: 'Plus code' },
];

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function main(): Promise<number> {
  console.log(`Preparando ${PLACES.toLocaleString('es-ES')} sitios en ${PG_URL}…`);
  const prepared = await preparePostgres(PG_URL, PLACES, 0, path.join(os.tmpdir(), 'bench-export-uploads'));
  await prepared.db.close();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: PG_URL,
    STATIC_DIR: 'none',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-')),
  });
  const { app, db } = await startServer(config, { seed: false, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await db.query<SessionUser>(
    'SELECT iduser, name, email, avatar, staff_role AS role FROM users WHERE staff_role IS NOT NULL ORDER BY iduser LIMIT 1',
  );
  const session = await createSession(db, user, 6);
  const auth = { authorization: `Bearer ${session.token}` };
  const listPage = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: PLACES_LIST, variables: { items: 15, page: 1, order: 'idplace DESC', upto: 10_001 } }),
    });
    const body = await response.text();
    if (!response.ok || body.includes('"errors"')) throw new Error(`La lista respondió ${response.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };
  try {
    // Warm: the list, and the process's level after a first small export.
    for (let i = 0; i < 20; i += 1) await listPage();
    const query = new URLSearchParams({
      args: JSON.stringify({ order: 'idplace DESC' }),
      columns: JSON.stringify(COLUMNS),
      tz: 'Europe/Madrid',
    });
    const warm = await fetch(
      `${base}/api/export/places?${new URLSearchParams({ ...Object.fromEntries(query), args: '{"ids":[1,2,3]}' })}`,
      {
        headers: auth,
      },
    );
    await warm.text();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const listTimes: number[] = [];
    let exporting = true;
    const lists = (async () => {
      while (exporting) {
        listTimes.push(await listPage());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const response = await fetch(`${base}/api/export/places?${query}`, { headers: auth });
    if (!response.ok || !response.body) throw new Error(`La exportación respondió ${response.status}: ${await response.text()}`);
    const total = Number(response.headers.get('x-total-count'));
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    exporting = false;
    await lists;
    clearInterval(sampler);
    const sorted = [...listTimes].sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: `${os.cpus().length} núcleos (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      load: os.loadavg(),
      places: PLACES,
      announced: total,
      rows: lines - 1,
      mb: mb(bytes),
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round((lines - 1) / seconds),
      rssBeforeMb: mb(before),
      rssGrowthMb: mb(peak - before),
      list: {
        n: sorted.length,
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p95: Math.round(percentile(sorted, 95) * 10) / 10,
        max: Math.round(sorted[sorted.length - 1] * 10) / 10,
      },
    };
    const ok = (met: boolean) => (met ? 'sí' : '**no**');
    const report = [
      '# Benchmark de «Exportar»: el millón de sitios en CSV',
      '',
      `Fecha: ${result.date}. Máquina: ${result.machine}. Carga (loadavg 1/5/15 min) al terminar: ${result.load.map((n) => n.toFixed(2)).join(' / ')}.`,
      `La API (modo production, en este proceso, HTTP por loopback) envía \`GET /api/export/places\` (10 columnas, orden por id`,
      `descendente) a un cliente que lo lee y lo descarta, mientras otro pide la primera página de la lista cada 100 ms (bench/exportBench.ts).`,
      '',
      `| medida | valor | objetivo | cumple |`,
      `|---|---:|---:|:---:|`,
      `| filas exportadas (anunciadas: ${result.announced.toLocaleString('es-ES')}) | ${result.rows.toLocaleString('es-ES')} | ${PLACES.toLocaleString('es-ES')} | ${ok(result.rows === result.announced)} |`,
      `| tamaño del fichero | ${result.mb} MB | | |`,
      `| duración | ${result.seconds} s (${result.rowsPerSecond.toLocaleString('es-ES')} filas/s) | | |`,
      `| crecimiento de RSS (antes: ${result.rssBeforeMb} MB) | ${result.rssGrowthMb} MB | < ${TARGETS.rssGrowthMb} MB | ${ok(result.rssGrowthMb < TARGETS.rssGrowthMb)} |`,
      `| lista durante la exportación, p50 / p95 / máx. (${result.list.n} peticiones) | ${result.list.p50} / ${result.list.p95} / ${result.list.max} ms | p95 ≤ ${TARGETS.listP95Ms} ms | ${ok(result.list.p95 <= TARGETS.listP95Ms)} |`,
      '',
    ].join('\n');
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'export.md'), `${report}\n`);
    fs.writeFileSync(path.join(RESULTS_DIR, 'export.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${report}`);
    return 0;
  } finally {
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [session.tokenHash]);
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error en el benchmark: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
