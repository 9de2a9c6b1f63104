#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs test:admin
 * test:e2e`. The browser suite waits on Chromium and the API most of its time, one file at a time,
 * while the panel suite keeps the CPU busy: together they take about the longer of the two. The
 * first script's output is shown as it comes; the others' whole, each when it ends, so the logs do
 * not interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Uso: node scripts/parallel.mjs <script de npm> [<script de npm> ...]');
  process.exit(2);
}

const runs = scripts.map(
  (script, i) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', script], { stdio: i === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        if (i > 0) {
          process.stdout.write(`\n== npm run ${script}\n`);
          process.stdout.write(Buffer.concat(output));
        }
        resolve({ script, code: code ?? (signal ? 1 : 0) });
      });
    }),
);

const results = await Promise.all(runs);
const failed = results.filter((r) => r.code !== 0);
for (const { script, code } of failed) console.error(`npm run ${script} falló (código ${code})`);
process.exit(failed.length ? 1 : 0);
