/**
 * How many browser test files run at once: E2E_WORKERS (1 to 4), or by default one for every two
 * cores (1 on a two-core machine, at most 4). Each of vitest's workers gets an API and a database
 * of its own (globalSetup.ts), so files running side by side never see each other's writes. On two
 * cores a second file only takes CPU from the other suites of `npm test` (measured: no faster).
 */
import os from 'node:os';

export function e2eWorkers(env: Record<string, string | undefined> = process.env, cores = os.availableParallelism()): number {
  const raw = env.E2E_WORKERS;
  if (raw === undefined) return Math.min(4, Math.max(1, Math.floor(cores / 2)));
  if (!/^[1-4]$/.test(raw)) throw new Error(`E2E_WORKERS debe ser un entero entre 1 y 4 (recibido «${raw}»)`);
  return Number(raw);
}
