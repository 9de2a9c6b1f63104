/**
 * The panel's weight as a browser first loads it: the production build's entry script and the
 * chunks index.html preloads with it (gzip level 9, kB of 1000 bytes, as Vite reports), against the
 * issue-7 budget; and the chunks each screen fetches on demand. Builds the panel first (vite build).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** First-load JavaScript budget, kB gz (issue 7: no larger than the 329 kB of the one-chunk panel). */
export const FIRST_LOAD_BUDGET_KB = 329;

export interface BundleResult {
  /** Scripts of the first load: entry + modulepreload, with their gz kB. */
  firstLoad: { file: string; kb: number }[];
  firstLoadKb: number;
  budgetKb: number;
  /** Every other script (loaded on demand), gz kB. */
  onDemand: { file: string; kb: number }[];
}

const gzKb = (file: string) => Math.round(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 10) / 100;

/** Measures `dist` (built now unless `build` is false). */
export function measureBundle(root = process.cwd(), build = true): BundleResult {
  if (build)
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
    });
  const dist = path.join(root, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const all = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const sized = (files: string[]) => files.map((file) => ({ file, kb: gzKb(path.join(dist, file)) })).sort((a, b) => b.kb - a.kb);
  const firstLoad = sized(first);
  const firstLoadKb = Math.round(firstLoad.reduce((sum, f) => sum + f.kb, 0) * 100) / 100;
  return { firstLoad, firstLoadKb, budgetKb: FIRST_LOAD_BUDGET_KB, onDemand: sized(all.filter((f) => !first.includes(f))) };
}

export function bundleMarkdown(bundle: BundleResult): string {
  const ok = bundle.firstLoadKb <= bundle.budgetKb;
  return [
    '## Peso del panel (JavaScript, gzip)',
    '',
    `Primera carga: **${bundle.firstLoadKb.toLocaleString('es-ES')} kB** (objetivo ≤ ${bundle.budgetKb} kB: ${ok ? 'sí' : '**no**'}), ` +
      `en ${bundle.firstLoad.length} archivos. Cada pantalla y la capa GraphQL se cargan después, bajo demanda.`,
    '',
    '| archivo (bajo demanda) | kB gz |',
    '|---|---:|',
    ...bundle.onDemand.slice(0, 12).map((f) => `| ${f.file.replace(/-[\w-]{8}\.js$/, '.js')} | ${f.kb.toLocaleString('es-ES')} |`),
    '',
  ].join('\n');
}
