/**
 * npm run bench — the places list and the home dashboard on a large database, and the lists of
 * events, CMS pages and chains (README "Rendimiento"). For each engine: prepare the database, start
 * the API in-process, time every case (p50/p95), count the statements of a list request, and compare
 * the API's throughput with the same SQL run directly. `--only places`: only the places list's matrix
 * (bench/placesMatrix.ts); `--only content`: only the content lists;
 * `--only community`: only reviews, users, suggestions and a user's activity (bench/communityRun.ts).
 * Never part of npm test.
 */
import './production';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/connect';
import { benchClient } from './client';
import { directThroughput, recordStatements } from './direct';
import { benchCases, contentCases, DASHBOARD, PLACES_LIST, type BenchCase } from './documents';
import { bundleMarkdown, measureBundle } from './bundle';
import { combine, latency, throughput } from './measure';
import { benchCommunityEngine } from './communityRun';
import { placesMatrixCases } from './placesMatrix';
import { parseOptions, UsageError, type BenchOptions } from './options';
import { preparePglite, preparePostgres, type Engine } from './prepare';
import { removeBenchPlaces, writeCases } from './writes';
import { markdown, targetOf, writeResults, type BenchResults, type CaseResult, type EngineResult } from './report';

const PAGE = { items: 15, page: 1, order: 'idplace DESC' };

async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<number> {
  const before = db.stats.statements;
  await run();
  return db.stats.statements - before;
}

async function benchEngine(engine: Engine, options: BenchOptions): Promise<EngineResult> {
  console.log(
    `\n== ${engine === 'pg' ? `PostgreSQL (${options.targets.pg.toLocaleString('es-ES')} sitios)` : `PGlite (${options.targets.pglite.toLocaleString('es-ES')} sitios)`} ==`,
  );
  const prepared =
    engine === 'pg'
      ? await preparePostgres(options.pgUrl, options.targets.pg, options.content, path.join(options.pgliteDir, 'uploads-pg'))
      : await preparePglite(options.pgliteDir, options.targets.pglite, options.content);
  const { db } = prepared;
  const loadStart = os.loadavg();
  const client = await benchClient(db, path.join(options.pgliteDir, engine === 'pg' ? 'uploads-pg' : 'uploads'));
  try {
    const [{ version }] = await db.query<{ version: string }>('SELECT version()');
    const cases: CaseResult[] = [];
    const content: BenchCase[] = (['events', 'cms', 'chains'] as const).flatMap((t) => contentCases(t, prepared.content[t]));
    // The editor's saves come after the reads: the places they add never weigh on the list's numbers.
    const all = async function* () {
      if (options.only === 'places') return yield* placesMatrixCases();
      yield* [...(options.only === 'content' ? [] : benchCases(prepared.places)), ...content];
      if (options.only !== 'content') yield* await writeCases(db, client);
    };
    for await (const c of all()) {
      const result = await latency(async () => void (await client.post(c.query, c.variables)), options.runs, options.warmup);
      cases.push({ kind: c.kind, name: c.name, target: targetOf(engine, c.kind), ...result });
      console.log(`  ${c.name.padEnd(50)} p50 ${String(result.p50).padStart(8)} ms   p95 ${String(result.p95).padStart(8)} ms`);
    }
    const base = {
      engine,
      where: prepared.where,
      version: version.split(',')[0],
      places: prepared.places,
      content: prepared.content,
      cases,
      load: { start: loadStart, end: os.loadavg() },
    };
    if (options.only === 'content' || options.only === 'places') return base;
    const statements = {
      page1: await statementsOf(db, () => client.post(PLACES_LIST, { ...PAGE, items: 1 })),
      page15: await statementsOf(db, () => client.post(PLACES_LIST, PAGE)),
      dashboard: await statementsOf(db, () => client.post(DASHBOARD)),
    };
    console.log(
      `  sentencias por petición: lista de 1 → ${statements.page1}, de 15 → ${statements.page15}, panel → ${statements.dashboard}`,
    );
    const recorded = await recordStatements(db, () => client.post(PLACES_LIST, PAGE));
    const apiRound = (seconds: number) => throughput(async () => void (await client.post(PLACES_LIST, PAGE)), options.concurrency, seconds);
    const directRound = (seconds: number) =>
      directThroughput(db, engine === 'pg' ? options.pgUrl : null, recorded, options.concurrency, seconds);
    // Warm both, then alternate rounds so that other work on the machine weighs on both sides alike.
    await apiRound(2);
    await directRound(2);
    const apiRounds = [];
    const directRounds = [];
    for (let i = 0; i < options.rounds; i += 1) {
      apiRounds.push(await apiRound(options.seconds));
      directRounds.push(await directRound(options.seconds));
    }
    const api = combine(apiRounds);
    const direct = combine(directRounds);
    const ratio = Math.round((api.perSecond / direct.perSecond) * 100) / 100;
    console.log(`  rendimiento: API ${api.perSecond}/s, SQL directo ${direct.perSecond}/s, proporción ${ratio}`);
    return { ...base, statements, throughput: { api, direct, ratio }, load: { start: loadStart, end: os.loadavg() } };
  } finally {
    await removeBenchPlaces(db);
    await client.close();
    await db.close();
  }
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const cpus = os.cpus();
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model.trim() ?? '?',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    quick: options.quick,
    only: options.only,
    engines: [],
    ...(options.only ? {} : { bundle: measureBundle() }),
  };
  if (results.bundle) console.log(`\n${bundleMarkdown(results.bundle)}`);
  for (const engine of options.engines)
    results.engines.push(await (options.only === 'community' ? benchCommunityEngine : benchEngine)(engine, options));
  const files = writeResults(results);
  console.log(`\n${markdown(results)}`);
  console.log(`Resultados en ${path.relative(process.cwd(), files.md)} y ${path.relative(process.cwd(), files.json)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error en el benchmark: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
