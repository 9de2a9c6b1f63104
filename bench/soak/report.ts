/** The soak's results: bench/results/soak-<engine>[-faults].json (everything) and .md (a summary). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESULTS_DIR } from '../report';
import type { SoakOptions } from './options';
import type { StormResult } from './storms';
import type { Tally } from './traffic';
import type { Verification } from './verify';

export interface SoakResult {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string };
  options: Omit<SoakOptions, 'serverUrl'>;
  seconds: number;
  answers: Record<string, number>;
  latency: { read: { p50: number; p95: number; max: number; n: number }; write: { p50: number; p95: number; max: number; n: number } };
  /** GET /health sampled every 200 ms during the load (bench/soak/health.ts); failed: answers other than 200. */
  health: { p50: number; p95: number; max: number; n: number; failed: number };
  storms: StormResult[];
  /** PGlite --faults: each SIGKILL of the API, when, and how long it took to answer again. */
  kills?: { startedAt: number; restartSeconds: number }[];
  /** PostgreSQL --faults: the restart of the server after the storms (null when it could not be restarted). */
  restart?: { startedAt: number; seconds: number; aliveAfter: boolean } | null;
  aliveAtEnd: boolean;
  /** Answers that are neither 200 nor (under faults) the retryable 503. */
  errors: number;
  verification: Verification;
  passed: boolean;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

export function latencyOf(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { p50: r(quantile(sorted, 0.5)), p95: r(quantile(sorted, 0.95)), max: r(sorted.at(-1) ?? 0), n: sorted.length };
}

export function machine() {
  const cpus = os.cpus();
  return { cpus: cpus.length, model: cpus[0]?.model ?? '?', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
}

/** Answers that count as errors: anything but 200, and under faults anything but 200 or 503 SERVICE_UNAVAILABLE. */
/**
 * Answers that count as errors: anything but 200; under faults the retryable 503 is fine, and while
 * the process is being killed (`kills`) so is no answer at all (the write is then not acknowledged).
 */
export function errorsIn(tally: Tally, faults: boolean, kills = false): number {
  let errors = 0;
  for (const [key, n] of tally.answers) {
    const [, status, code] = key.split(' ');
    const fine =
      (status === '200' && code === 'ok') ||
      (faults && status === '503' && code === 'SERVICE_UNAVAILABLE') ||
      (kills && status === '0' && code === 'NO_ANSWER');
    if (!fine) errors += n;
  }
  return errors;
}

function markdown(r: SoakResult): string {
  const es = (n: number) => n.toLocaleString('es-ES');
  const lines = [
    `# npm run soak${r.options.faults ? ' -- --faults' : ''} (${r.options.engine === 'pg' ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `${r.date} · ${r.machine.cpus} núcleos (${r.machine.model}), ${r.machine.memoryGb} GB, Node ${r.machine.node}`,
    `${r.options.clients} clientes durante ${r.seconds} s (80 % lecturas, 20 % escrituras), HTTP por loopback.`,
    '',
    `**${r.passed ? 'SUPERADA' : 'NO SUPERADA'}**: ${es(r.errors)} errores; ${es(r.health.failed)} sondas /health fallidas; proceso vivo al final: ${r.aliveAtEnd ? 'sí' : 'no'}; ` +
      `${r.verification.problems.length} problemas en la comprobación.`,
    '',
    '| respuestas | n |',
    '| --- | ---: |',
    ...Object.entries(r.answers)
      .sort()
      .map(([k, n]) => `| ${k} | ${es(n)} |`),
    '',
    '| ms | p50 | p95 | máx. | n |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...(['read', 'write'] as const).map(
      (k) =>
        `| ${k === 'read' ? 'lecturas' : 'escrituras'} | ${r.latency[k].p50} | ${r.latency[k].p95} | ${r.latency[k].max} | ${es(r.latency[k].n)} |`,
    ),
    `| GET /health (sonda cada 200 ms) | ${r.health.p50} | ${r.health.p95} | ${r.health.max} | ${es(r.health.n)} |`,
    '',
  ];
  if (r.storms.length) {
    lines.push('| tormenta | empieza (s) | conexiones terminadas | API viva después |', '| --- | ---: | ---: | --- |');
    r.storms.forEach((s, i) => lines.push(`| ${i + 1} | ${s.startedAt} | ${es(s.terminated)} | ${s.aliveAfter ? 'sí' : '**no**'} |`));
    lines.push('');
  }
  if (r.restart !== undefined) {
    lines.push(
      r.restart
        ? `PostgreSQL reiniciado a los ${r.restart.startedAt} s (aceptaba conexiones de nuevo ${r.restart.seconds} s después); API viva después: ${r.restart.aliveAfter ? 'sí' : '**no**'}.`
        : 'Sin reinicio de PostgreSQL (servidor no local y sin `SOAK_PG_RESTART`).',
      '',
    );
  }
  if (r.kills?.length) {
    lines.push('| SIGKILL | a los (s) | vuelve a responder en (s) |', '| --- | ---: | ---: |');
    r.kills.forEach((k, i) => lines.push(`| ${i + 1} | ${k.startedAt} | ${k.restartSeconds} |`));
    lines.push('');
  }
  const v = r.verification;
  lines.push(
    `Comprobado después: ${es(v.placesChecked)} sitios, ${es(v.equipmentChecked)} equipamientos y ${es(v.uploadsChecked)} fotos subidas con respuesta 200.`,
  );
  for (const p of v.problems.slice(0, 20)) lines.push(`- ${p}`);
  return `${lines.join('\n')}\n`;
}

export function writeSoakResults(result: SoakResult): string {
  const name = `soak-${result.options.engine}${result.options.faults ? '-faults' : ''}`;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), markdown(result));
  return path.join(RESULTS_DIR, `${name}.md`);
}
