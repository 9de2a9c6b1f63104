/** Timing helpers: latency percentiles of a sequential loop, throughput of a concurrent one (bounded). */
import { performance } from 'node:perf_hooks';

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after another; milliseconds. */
export async function latency(fn: () => Promise<void>, runs: number, warmup: number): Promise<Latency> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { n: runs, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times[times.length - 1]) };
}

export interface Throughput {
  concurrency: number;
  seconds: number;
  requests: number;
  perSecond: number;
}

/**
 * `concurrency` workers call `worker(i)` in a loop until `seconds` have passed (each worker stops at
 * the deadline, so the loop is bounded by time and by maxRequests).
 */
export async function throughput(
  worker: (index: number) => Promise<void>,
  concurrency: number,
  seconds: number,
  maxRequests = 1_000_000,
): Promise<Throughput> {
  let requests = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      while (performance.now() < deadline && requests < maxRequests) {
        await worker(index);
        requests += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { concurrency, seconds: round(elapsed), requests, perSecond: round(requests / elapsed) };
}

/** Several measurements of the same loop as one: total requests over total time. */
export function combine(parts: Throughput[]): Throughput {
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  return { concurrency: parts[0].concurrency, seconds: round(seconds), requests, perSecond: round(requests / seconds) };
}
