/** The results: bench/results/latest.json (everything) and latest.md (the tables). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Latency, Throughput } from './measure';
import type { Engine } from './prepare';
import type { ContentTable } from './content';
import type { CommunityRows } from './community';
import { bundleMarkdown, type BundleResult } from './bundle';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * p95 targets on PostgreSQL (issue 3; write: a whole place saved by addPlace/updPlace, and
 * duplicates: the editor's duplicate check, issue 9), in ms; PGlite is measured without targets,
 * except content: a page of events, CMS pages or chains, 100,000 of each on both engines, and community
 * (issue 17): a page of reviews, users or suggestions, and a user's activity view. A list's count is
 * timed apart from its page (kind count), as issue 18's matrix states them.
 */
export const TARGETS = {
  page: 25,
  count: 60,
  dashboard: 100,
  write: 150,
  duplicates: 50,
  content: 25,
  community: 25,
  activity: 50,
  ratio: 0.9,
  statements: 4,
} as const;

export interface CaseResult extends Latency {
  kind: 'page' | 'count' | 'dashboard' | 'write' | 'duplicates' | 'content' | 'community' | 'activity' | 'extra';
  name: string;
  target: number | null;
}

export interface EngineResult {
  engine: Engine;
  where: string;
  version: string;
  places: number;
  /** Events, CMS pages and chains in the database. */
  content?: Record<ContentTable, number>;
  /** Users, reviews and suggestions, and the heavy user and place (--only community). */
  community?: CommunityRows;
  cases: CaseResult[];
  /** Absent with --only content. */
  statements?: { page1: number; page15: number; dashboard: number };
  throughput?: { api: Throughput; direct: Throughput; ratio: number };
  /** os.loadavg() (1, 5, 15 min) when the engine's measurements started and ended: other work on the machine. */
  load: { start: number[]; end: number[] };
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string; platform: string };
  quick: boolean;
  /** --only content: only the lists of events, CMS pages and chains; community: reviews, users, suggestions. */
  only?: 'places' | 'content' | 'community' | null;
  engines: EngineResult[];
  /** The panel's first-load JavaScript (bench/bundle.ts). */
  bundle?: BundleResult;
}

const fmt = (n: number) => n.toLocaleString('es-ES');
const ms = (n: number) => n.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'sí' : '**no**');
const ENGINE_NAME: Record<Engine, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

export function targetOf(engine: Engine, kind: CaseResult['kind']): number | null {
  if (kind === 'extra') return null;
  return engine === 'pg' || kind === 'content' || kind === 'community' || kind === 'activity' ? TARGETS[kind] : null;
}

function engineMarkdown(r: EngineResult): string[] {
  const withTargets = r.cases.some((c) => c.target !== null);
  const content = r.content
    ? `; ${fmt(r.content.events)} eventos, ${fmt(r.content.cms)} páginas CMS, ${fmt(r.content.chains)} cadenas`
    : '';
  const community = r.community
    ? `; ${fmt(r.community.users)} usuarios, ${fmt(r.community.reviews)} reseñas, ${fmt(r.community.suggestions)} sugerencias`
    : '';
  const worst = worstCase(r.cases);
  const lines = [
    `### ${ENGINE_NAME[r.engine]} — ${fmt(r.places)} sitios${content}${community}`,
    '',
    `${r.version}. Carga de la máquina (loadavg 1/5/15 min) al empezar: ${r.load.start.map((l) => l.toFixed(2)).join(' / ')};` +
      ` al terminar: ${r.load.end.map((l) => l.toFixed(2)).join(' / ')}.`,
    '',
    ...(worst ? [worstMarkdown(r.cases, worst), ''] : []),
    `| caso | p50 (ms) | p95 (ms) | máx. (ms) |${withTargets ? ' objetivo p95 | cumple |' : ''}`,
    `|---|---:|---:|---:|${withTargets ? '---:|:---:|' : ''}`,
    ...r.cases.map((c) => {
      const target = c.target === null ? ' (sin objetivo) | |' : ` ≤ ${c.target} | ${verdict(c.p95 <= c.target)} |`;
      return `| ${c.name} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} |${withTargets ? target : ''}`;
    }),
    '',
  ];
  if (!r.throughput || !r.statements) return lines;
  return [
    ...lines,
    `| rendimiento de la página (concurrencia ${r.throughput.api.concurrency}, ${r.throughput.api.seconds} s por lado, en rondas alternas) | peticiones/s |`,
    '|---|---:|',
    `| API (GraphQL, sesión, cargadores) | ${fmt(r.throughput.api.perSecond)} |`,
    `| las mismas sentencias SQL directamente (${r.engine === 'pg' ? '`pg`' : 'PGlite'}) | ${fmt(r.throughput.direct.perSecond)} |`,
    `| **proporción API / SQL directo** | **${r.throughput.ratio.toFixed(2)}**${r.engine === 'pg' ? ` (objetivo ≥ ${TARGETS.ratio}: ${verdict(r.throughput.ratio >= TARGETS.ratio)})` : ''} |`,
    '',
    `Sentencias SQL por petición (sesión incluida): lista de 1 → ${r.statements.page1}, lista de 15 → ${r.statements.page15}` +
      ` (objetivo: constante y ≤ ${TARGETS.statements}: ${verdict(r.statements.page1 === r.statements.page15 && r.statements.page15 <= TARGETS.statements)}); panel de inicio → ${r.statements.dashboard}.`,
    '',
  ];
}

/** The case with the highest p95 relative to its target (the highest p95 when none has one). */
export function worstCase(cases: CaseResult[]): CaseResult | null {
  const ratio = (c: CaseResult) => c.p95 / (c.target ?? 1);
  const measured = cases.filter((c) => c.target !== null);
  return (measured.length ? measured : cases).reduce<CaseResult | null>((w, c) => (w === null || ratio(c) > ratio(w) ? c : w), null);
}

function worstMarkdown(cases: CaseResult[], worst: CaseResult): string {
  const failing = cases.filter((c) => c.target !== null && c.p95 > c.target).length;
  const withTarget = cases.filter((c) => c.target !== null).length;
  return (
    `Peor celda: **${worst.name}**, p95 ${ms(worst.p95)} ms${worst.target === null ? '' : ` (objetivo ≤ ${worst.target})`}. ` +
    `Cumplen el objetivo ${fmt(withTarget - failing)} de ${fmt(withTarget)} celdas.`
  );
}

const TITLES = {
  places: '# Benchmark de la lista de sitios: cada búsqueda × orden × estado',
  content: '# Benchmark de las listas de eventos, páginas CMS y cadenas',
  community: '# Benchmark de las listas de reseñas, usuarios y sugerencias y de la actividad de un usuario',
  all: '# Benchmark de la lista de sitios, el panel de inicio y las listas de contenido',
};

const COMMUNITY_INTRO = [
  'Tiempo de servidor medido con `app.inject` (sin red), tras el calentamiento; reseñas, usuarios y sugerencias como las pide el',
  'panel (25 por página), la página (`data: allX`; objetivo ≤ 25 ms) y su recuento (`total: countX` con `upto`; objetivo ≤ 60 ms)',
  'por separado, para cada búsqueda (ninguna, una palabra frecuente, una rara y una que no está) × cada columna ordenable en los',
  'dos sentidos × cada filtro; la última página, página y recuento juntos; actividad = `user(iduser)` como la pide la ficha del',
  'usuario (recuentos y primera página de cada lista) y páginas posteriores de sus reseñas (issues 17 y 18).',
];

const PLACES_INTRO = [
  'Tiempo de servidor medido con `app.inject` (sin red), tras el calentamiento (issue 18): seis búsquedas × seis órdenes × dos',
  'filtros de estado (ninguno, published = 1); la página de 15 (`allPlaces`, campos de la lista del panel; objetivo ≤ 25 ms) y',
  'su recuento (`countPlaces` con `upto: 10001`, como lo pide el panel; objetivo ≤ 60 ms) medidos por separado (bench/placesMatrix.ts).',
];

const LISTS_INTRO = [
  'Tiempo de servidor medido con `app.inject` (sin red), tras el calentamiento; lista = `data: allPlaces` + `total: countPlaces`',
  'con los campos de la lista del panel (15 por página); eventos, páginas CMS y cadenas como las pide el panel (25 por página;',
  'páginas CMS y cadenas con `lang: "all"`, las cuatro filas de idioma), la página (`data: allX`) y su recuento (`total:',
  'countX` con `upto`; objetivo ≤ 60 ms) por separado, como la matriz de la issue 18.',
];

export function markdown(results: BenchResults): string {
  const m = results.machine;
  return [
    TITLES[results.only ?? 'all'],
    '',
    `Fecha: ${results.date}. Máquina: ${m.cpus} núcleos (${m.model}), ${m.memoryGb} GB, Node ${m.node}, ${m.platform}.` +
      `${results.quick ? ' Ejecución rápida (--quick): cifras solo orientativas.' : ''}`,
    ...(results.only === 'community' ? COMMUNITY_INTRO : results.only === 'places' ? PLACES_INTRO : LISTS_INTRO),
    '',
    ...(results.bundle ? [bundleMarkdown(results.bundle)] : []),
    ...results.engines.flatMap(engineMarkdown),
  ].join('\n');
}

/** latest.* for a full run, content.* / community.* for --only (committed), quick.* for --quick (ignored by git). */
export function writeResults(results: BenchResults): { json: string; md: string } {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const base = results.quick ? 'quick' : (results.only ?? 'latest');
  const json = path.join(RESULTS_DIR, `${base}.json`);
  const md = path.join(RESULTS_DIR, `${base}.md`);
  fs.writeFileSync(`${json}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  fs.renameSync(`${json}.tmp`, json);
  fs.writeFileSync(`${md}.tmp`, `${markdown(results)}\n`);
  fs.renameSync(`${md}.tmp`, md);
  return { json, md };
}
