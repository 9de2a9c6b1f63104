#!/usr/bin/env node
/**
 * Runs lanes of npm scripts at the same time and fails if any script fails. Each argument is a lane:
 * one script, or several separated by spaces, run one after the other (a lane stops at its first
 * failure): `node scripts/parallel.mjs "typecheck lint test:server" test:e2e test:admin`.
 * A lane written "nice: a b" runs at a lower CPU priority (nice 10): it gets what the other lanes
 * leave. `npm test` lowers the API and panel suites: they only need the CPU's total, while the
 * browser suite spends its time waiting on Chromium and the API, and each of those waits grows when
 * they are starved. The first lane's output is shown as it comes; the others' whole, each when its
 * lane ends, so the logs do not interleave.
 */
import { spawn } from 'node:child_process';

const NICE = 'nice:';
const lanes = process.argv.slice(2).map((lane) => {
  const low = lane.startsWith(NICE);
  return {
    low,
    scripts: lane
      .slice(low ? NICE.length : 0)
      .split(/\s+/)
      .filter(Boolean),
  };
});
if (lanes.length === 0 || lanes.some((lane) => lane.scripts.length === 0)) {
  console.error('Uso: node scripts/parallel.mjs "<script de npm> [<script de npm> ...]" ...');
  process.exit(2);
}

const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1).replace('.', ',')} min`;

/** Runs one script (through `nice` in a low lane); a buffered lane keeps its output in `output`. */
const run = (script, live, low, output) =>
  new Promise((resolve) => {
    const npm = ['npm', 'run', script];
    const [command, ...args] = low ? ['nice', '-n', '10', ...npm] : npm;
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results = await Promise.all(
  lanes.map(async ({ low, scripts }, i) => {
    const output = [];
    let failed = null;
    for (const script of scripts) {
      const code = await run(script, i === 0, low, output);
      if (code !== 0) {
        failed = { script, code };
        break;
      }
    }
    if (i > 0) {
      process.stdout.write(`\n== npm run ${scripts.join(' → ')} (terminó a los ${minutes()})\n`);
      process.stdout.write(Buffer.concat(output));
    } else {
      process.stdout.write(`\n== ${scripts.join(' → ')}: terminó a los ${minutes()}\n`);
    }
    return failed;
  }),
);

const failed = results.filter(Boolean);
for (const { script, code } of failed) console.error(`npm run ${script} falló (código ${code})`);
process.exit(failed.length ? 1 : 0);
