/**
 * npm run bench:browser — the places list as an administrator feels it (issue 18): the production
 * build served by the API on the benchmark's PostgreSQL database (1,000,000 places, prepared as
 * `npm run bench` does), driven in the Chromium of the browser tests. For each of the matrix's
 * searches: open the list, search (timed from the request the typing pause sends), sort by name,
 * reverse the sort, check «Solo publicados», pick «Falta traducción: en inglés»; each step is timed
 * on the page's own clock, from the navigation's start, the click or the request leaving after the
 * typing pause, until the table shows the first row of the API's answer. Target: ≤ 500 ms per step. Never part of
 * npm test.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_places), BENCH_PLACES
 * (default 1,000,000), ROUNDS (default 3: every step of every search, interleaved).
 */
import './production';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { createSession, type SessionUser } from '../server/auth/sessions';
import { preparePostgres } from './prepare';
import { MATRIX_SEARCHES } from './placesMatrix';
import { percentile } from './measure';
import { RESULTS_DIR } from './report';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_places';
const PLACES = Number(process.env.BENCH_PLACES ?? 1_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
export const STEP_BUDGET_MS = 500;

type Step = 'abrir la lista' | 'buscar' | 'ordenar por nombre' | 'invertir el orden' | 'solo publicados' | 'falta traducción: inglés';
type Samples = Map<string, number[]>;

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

/** The first place name of an allPlaces answer (null when the page is empty). */
async function firstName(request: Request): Promise<string | null> {
  const response = await request.response();
  const body = (await response?.json()) as { data?: { data?: { name: string }[] } };
  return body.data?.data?.[0]?.name ?? null;
}

/**
 * Installed in every page before its scripts: the page's own clock (performance.now()) at the last
 * click and at the last list request leaving (window.fetch to /graphql asking allPlaces), so a step
 * is timed inside the browser, without the driver's own waits.
 */
function clocks() {
  const w = window as unknown as { __click: number; __request: number };
  w.__click = 0;
  w.__request = 0;
  document.addEventListener('click', (event) => (w.__click = event.timeStamp), true);
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('allPlaces')) w.__request = performance.now();
    return send(input, init);
  };
}

/**
 * Does `act`, then waits for the list request it causes (`matches` its variables) and for the
 * table to show that answer's first row (or no row); answers the ms, on the page's clock, from
 * `since`: 'load' the navigation's start, 'click' the click, 'request' the request leaving (after
 * the typing pause).
 */
async function timed(
  page: Page,
  act: () => Promise<unknown>,
  matches: (variables: Record<string, unknown>) => boolean,
  since: 'load' | 'click' | 'request',
) {
  const requestSent = page.waitForRequest((request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return false;
    const body = request.postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
    return Boolean(body?.query?.includes('allPlaces')) && matches(body?.variables ?? {});
  });
  await act();
  const name = await firstName(await requestSent);
  const shown = await page.waitForFunction(
    ({ expected, from }) => {
      const cells = document.querySelectorAll('table tbody tr td.column-name p');
      const done = expected === null ? cells.length === 0 : cells[0]?.textContent?.trim() === expected;
      const w = window as unknown as { __click: number; __request: number };
      return done && performance.now() - (from === 'load' ? 0 : from === 'click' ? w.__click : w.__request);
    },
    { expected: name, from: since },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await shown.jsonValue()) as number;
}

async function stepsOf(page: Page, search: string, record: (step: Step, ms: number) => void) {
  record(
    'abrir la lista',
    await timed(
      page,
      // Explicit list parameters: react-admin would otherwise bring back the last round's filters.
      () => page.goto(`/places?filter=${encodeURIComponent('{}')}&sort=idplace&order=DESC&page=1`),
      (v) => !v.search,
      'load',
    ),
  );
  const box = page.getByRole('textbox', { name: 'Buscar' });
  record(
    'buscar',
    await timed(
      page,
      () => box.fill(search),
      (v) => v.search === search,
      'request',
    ),
  );
  const nameHeader = page.locator('thead').getByText('Nombre', { exact: true });
  record(
    'ordenar por nombre',
    await timed(
      page,
      () => nameHeader.click(),
      (v) => v.search === search && v.order === 'name',
      'click',
    ),
  );
  record(
    'invertir el orden',
    await timed(
      page,
      () => nameHeader.click(),
      (v) => v.search === search && v.order === 'name DESC',
      'click',
    ),
  );
  record(
    'solo publicados',
    await timed(
      page,
      () => page.getByRole('checkbox', { name: 'Solo publicados' }).click(),
      (v) => v.search === search && v.published === 1,
      'click',
    ),
  );
  // The menu opens first, untimed: the step is the choice.
  await page.getByRole('combobox', { name: 'Falta traducción' }).click();
  await page.getByRole('option', { name: 'En inglés' }).waitFor();
  record(
    'falta traducción: inglés',
    await timed(
      page,
      () => page.getByRole('option', { name: 'En inglés' }).click(),
      (v) => v.search === search && v.missing_translation === 'en',
      // react-admin's filter form waits for a pause (500 ms) as the search does: timed from then.
      'request',
    ),
  );
}

function markdown(samples: Samples, meta: { date: string; places: number; load: number[][] }): string {
  const rows = [...samples.entries()].map(([key, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const max = sorted[sorted.length - 1];
    return { key, p50, max, ok: max <= STEP_BUDGET_MS };
  });
  const met = rows.filter((r) => r.ok).length;
  const worst = [...rows].sort((a, b) => b.max - a.max)[0];
  const ms = (n: number) => n.toFixed(0);
  const cpus = os.cpus();
  return [
    '# Benchmark del panel en el navegador: la lista de sitios paso a paso',
    '',
    `Fecha: ${meta.date}. Máquina: ${cpus.length} núcleos (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}.`,
    `Panel de producción (vite build) servido por la API sobre PostgreSQL con ${meta.places.toLocaleString('es-ES')} sitios, en Chromium sin cabeza`,
    `(bench/browser.ts). Cada paso se mide con el reloj de la página hasta que la tabla muestra la primera fila de la respuesta de`,
    `la API: «abrir la lista» desde el inicio de la navegación, «buscar» y «falta traducción» desde que sale la petición tras la pausa del filtro (500 ms),`,
    `los demás desde el clic. ${ROUNDS} rondas. Objetivo: ≤ ${STEP_BUDGET_MS} ms (máximo de las rondas).`,
    `Carga de la máquina (loadavg 1/5/15 min) al empezar: ${meta.load[0].map((n) => n.toFixed(2)).join(' / ')}; al terminar: ${meta.load[1].map((n) => n.toFixed(2)).join(' / ')}.`,
    '',
    `Peor paso: **${worst.key}**, máx. ${ms(worst.max)} ms. Cumplen el objetivo ${met} de ${rows.length}.`,
    '',
    '| búsqueda · paso | p50 (ms) | máx. (ms) | cumple |',
    '|---|---:|---:|:---:|',
    ...rows.map((r) => `| ${r.key} | ${ms(r.p50)} | ${ms(r.max)} | ${r.ok ? 'sí' : '**no**'} |`),
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No hay Chromium en ${CHROMIUM}: instálelo con apt-get install -y chromium (o indique CHROMIUM_PATH)`);
    return 2;
  }
  const root = process.cwd();
  console.log('Construyendo el panel (vite build)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  console.log(`Preparando ${PLACES.toLocaleString('es-ES')} sitios en ${PG_URL}…`);
  const prepared = await preparePostgres(PG_URL, PLACES, 0, path.join(os.tmpdir(), 'bench-browser-uploads'));
  await prepared.db.close();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: PG_URL,
    STATIC_DIR: path.join(root, 'dist'),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-')),
    MAPS_SERVICE: 'fake',
  });
  const { app, db } = await startServer(config, { seed: false, logger: false });
  const baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await db.query<SessionUser>(
    'SELECT iduser, name, email, avatar, staff_role AS role FROM users WHERE staff_role IS NOT NULL ORDER BY iduser LIMIT 1',
  );
  const session = await createSession(db, user, 6);
  const stored = { token: session.token, ...user, expires: session.expires };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const samples: Samples = new Map();
  const load: number[][] = [os.loadavg()];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-ES', baseURL });
    await context.addInitScript((value) => localStorage.setItem('currentUser', value), JSON.stringify(stored));
    await context.addInitScript(clocks);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // Warm-up: the screen's code and the first list, unmeasured.
    await stepsOf(page, 'madrid', () => undefined);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const search of MATRIX_SEARCHES) {
        await stepsOf(page, search, (step, ms) => {
          const key = `«${search}» · ${step}`;
          samples.set(key, [...(samples.get(key) ?? []), ms]);
          console.log(`  ronda ${round}: ${key.padEnd(45)} ${ms.toFixed(0).padStart(6)} ms`);
        });
      }
    }
  } finally {
    load.push(os.loadavg());
    await browser.close();
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [session.tokenHash]);
    await app.close();
  }
  const report = markdown(samples, { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', places: PLACES, load });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'browser.md'), `${report}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'browser.json'), `${JSON.stringify(Object.fromEntries(samples), null, 2)}\n`);
  console.log(`\n${report}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error en el benchmark: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
