/**
 * Samples GET /health while the soak's clients run: the liveness probe a load balancer would send,
 * one at a time every intervalMs. Its latency tells whether liveness waits behind the queries.
 */
export interface HealthSampler {
  /** Stops sampling and returns every answer's time in ms (a failed probe counts as its time too). */
  stop(): Promise<{ ms: number[]; failed: number }>;
}

export function sampleHealth(base: string | (() => string), intervalMs = 200): HealthSampler {
  const baseOf = typeof base === 'string' ? () => base : base;
  const ms: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseOf()}/health`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      ms.push(performance.now() - started);
      if (!ok) failed += 1;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ms, failed };
    },
  };
}
