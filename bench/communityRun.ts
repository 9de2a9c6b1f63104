/**
 * `npm run bench -- --only community` for one engine: prepare the community database (bench/community.ts),
 * start the API in-process, time every cell of the matrix (bench/communityCases.ts), print each and the
 * worst. Never part of npm test.
 */
import os from 'node:os';
import path from 'node:path';
import { benchClient } from './client';
import { communityCases } from './communityCases';
import { latency } from './measure';
import type { BenchOptions } from './options';
import { prepareCommunity, type Engine } from './prepare';
import { targetOf, worstCase, type CaseResult, type EngineResult } from './report';

const fmt = (n: number) => n.toLocaleString('es-ES');

export async function benchCommunityEngine(engine: Engine, options: BenchOptions): Promise<EngineResult> {
  const size = options.community[engine];
  console.log(`\n== ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'} (${fmt(size)} usuarios y reseñas) ==`);
  const prepared = await prepareCommunity(engine, { url: options.pgUrl, dir: options.pgliteDir }, options.targets[engine], size);
  const { db, community } = prepared;
  const loadStart = os.loadavg();
  const client = await benchClient(db, path.join(options.pgliteDir, engine === 'pg' ? 'uploads-pg' : 'uploads'));
  try {
    const [{ version }] = await db.query<{ version: string }>('SELECT version()');
    const cases: CaseResult[] = [];
    for (const c of communityCases(community)) {
      const result = await latency(async () => void (await client.post(c.query, c.variables)), options.runs, options.warmup);
      const target = targetOf(engine, c.kind);
      cases.push({ kind: c.kind, name: c.name, target, ...result });
      const mark = target !== null && result.p95 > target ? '  ✗' : '';
      console.log(`  ${c.name.padEnd(70)} p50 ${String(result.p50).padStart(8)} ms   p95 ${String(result.p95).padStart(8)} ms${mark}`);
    }
    const worst = worstCase(cases);
    if (worst) console.log(`  peor celda: ${worst.name}, p95 ${worst.p95} ms`);
    return {
      engine,
      where: prepared.where,
      version: version.split(',')[0],
      places: prepared.places,
      community,
      cases,
      load: { start: loadStart, end: os.loadavg() },
    };
  } finally {
    await client.close();
    await db.close();
  }
}
