/** The results: bench/results/latest.json (everything) and latest.md (the tables). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Latency, Throughput } from './measure';
import type { Engine } from './prepare';
import { bundleMarkdown, type BundleResult } from './bundle';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** p95 targets on PostgreSQL (issue 3; write: a whole place saved by addPlace/updPlace, and duplicates: the editor's duplicate check, issue 9), in ms; PGlite is measured without targets. */
export const TARGETS = { page: 25, count: 60, dashboard: 100, write: 150, duplicates: 50, ratio: 0.6, statements: 4 } as const;

export interface CaseResult extends Latency {
  kind: 'page' | 'count' | 'dashboard' | 'write' | 'duplicates' | 'extra';
  name: string;
  target: number | null;
}

export interface EngineResult {
  engine: Engine;
  where: string;
  version: string;
  places: number;
  cases: CaseResult[];
  statements: { page1: number; page15: number; dashboard: number };
  throughput: { api: Throughput; direct: Throughput; ratio: number };
  /** os.loadavg() (1, 5, 15 min) when the engine's measurements started and ended: other work on the machine. */
  load: { start: number[]; end: number[] };
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string; platform: string };
  quick: boolean;
  engines: EngineResult[];
  /** The panel's first-load JavaScript (bench/bundle.ts). */
  bundle?: BundleResult;
}

const fmt = (n: number) => n.toLocaleString('es-ES');
const ms = (n: number) => n.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'sí' : '**no**');
const ENGINE_NAME: Record<Engine, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

export function targetOf(engine: Engine, kind: CaseResult['kind']): number | null {
  return engine === 'pg' && kind !== 'extra' ? TARGETS[kind] : null;
}

function engineMarkdown(r: EngineResult): string[] {
  const withTargets = r.engine === 'pg';
  const lines = [
    `### ${ENGINE_NAME[r.engine]} — ${fmt(r.places)} sitios`,
    '',
    `${r.version}. Carga de la máquina (loadavg 1/5/15 min) al empezar: ${r.load.start.map((l) => l.toFixed(2)).join(' / ')};` +
      ` al terminar: ${r.load.end.map((l) => l.toFixed(2)).join(' / ')}.`,
    '',
    `| caso | p50 (ms) | p95 (ms) | máx. (ms) |${withTargets ? ' objetivo p95 | cumple |' : ''}`,
    `|---|---:|---:|---:|${withTargets ? '---:|:---:|' : ''}`,
    ...r.cases.map((c) => {
      const target = c.target === null ? ' (sin objetivo) | |' : ` ≤ ${c.target} | ${verdict(c.p95 <= c.target)} |`;
      return `| ${c.name} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} |${withTargets ? target : ''}`;
    }),
    '',
    `| rendimiento de la página (concurrencia ${r.throughput.api.concurrency}, ${r.throughput.api.seconds} s por lado, en rondas alternas) | peticiones/s |`,
    '|---|---:|',
    `| API (GraphQL, sesión, cargadores) | ${fmt(r.throughput.api.perSecond)} |`,
    `| las mismas sentencias SQL directamente (${r.engine === 'pg' ? '`pg`' : 'PGlite'}) | ${fmt(r.throughput.direct.perSecond)} |`,
    `| **proporción API / SQL directo** | **${r.throughput.ratio.toFixed(2)}**${withTargets ? ` (objetivo ≥ ${TARGETS.ratio}: ${verdict(r.throughput.ratio >= TARGETS.ratio)})` : ''} |`,
    '',
    `Sentencias SQL por petición (sesión incluida): lista de 1 → ${r.statements.page1}, lista de 15 → ${r.statements.page15}` +
      ` (objetivo: constante y ≤ ${TARGETS.statements}: ${verdict(r.statements.page1 === r.statements.page15 && r.statements.page15 <= TARGETS.statements)}); panel de inicio → ${r.statements.dashboard}.`,
    '',
  ];
  return lines;
}

export function markdown(results: BenchResults): string {
  const m = results.machine;
  return [
    '# Benchmark de la lista de sitios y el panel de inicio',
    '',
    `Fecha: ${results.date}. Máquina: ${m.cpus} núcleos (${m.model}), ${m.memoryGb} GB, Node ${m.node}, ${m.platform}.` +
      `${results.quick ? ' Ejecución rápida (--quick): cifras solo orientativas.' : ''}`,
    'Tiempo de servidor medido con `app.inject` (sin red), tras el calentamiento; lista = `data: allPlaces` + `total: countPlaces`',
    'con los campos de la lista del panel (15 por página).',
    '',
    ...(results.bundle ? [bundleMarkdown(results.bundle)] : []),
    ...results.engines.flatMap(engineMarkdown),
  ].join('\n');
}

/** latest.* for a full run (committed), quick.* for --quick (ignored by git). */
export function writeResults(results: BenchResults): { json: string; md: string } {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const base = results.quick ? 'quick' : 'latest';
  const json = path.join(RESULTS_DIR, `${base}.json`);
  const md = path.join(RESULTS_DIR, `${base}.md`);
  fs.writeFileSync(`${json}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  fs.renameSync(`${json}.tmp`, json);
  fs.writeFileSync(`${md}.tmp`, `${markdown(results)}\n`);
  fs.renameSync(`${md}.tmp`, md);
  return { json, md };
}
