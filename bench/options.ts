/**
 * npm run bench -- [--engine pg|pglite|both] [--quick] [--places N] [--content N] [--community N] [--only places|content|community] [--runs N]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_places) and BENCH_PGLITE_DIR
 * (default ./data-bench) say where; --quick uses smaller databases of their own (bench_places_quick,
 * ./data-bench/quick) unless those variables are set. --content: events, CMS pages and chains (each);
 * --only content measures only their lists (no bundle, places, saves or throughput). --only community:
 * users and reviews (--community N each, suggestions a tenth; bench/community.ts) in a database of
 * their own (bench_community, ./data-bench/community), only their lists and a user's activity.
 * --only places: only the places list's matrix of searches × orders × states (bench/placesMatrix.ts).
 */
import path from 'node:path';
import type { Engine } from './prepare';

export interface BenchOptions {
  engines: Engine[];
  quick: boolean;
  pgUrl: string;
  pgliteDir: string;
  targets: Record<Engine, number>;
  /** Events, CMS pages and chains, each (bench/content.ts), on both engines. */
  content: number;
  /** Users and reviews (each; suggestions a tenth) for --only community, per engine (bench/community.ts). */
  community: Record<Engine, number>;
  /** 'content': only the lists of events, CMS pages and chains (results in bench/results/content.*); 'community': users, reviews, suggestions (community.*). */
  only: 'places' | 'content' | 'community' | null;
  /** Measured runs per case after `warmup` unmeasured ones. */
  runs: number;
  warmup: number;
  /** Throughput: concurrent workers, seconds per round and side, alternating rounds (API, SQL, API...). */
  concurrency: number;
  seconds: number;
  rounds: number;
}

export const USAGE =
  'Uso: npm run bench -- [--engine pg|pglite|both] [--quick] [--places N] [--content N] [--community N] [--only places|content|community] [--runs N]';
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_places';
/** Places in the community database: the reviews' and suggestions' places (the lists join their names). */
export const COMMUNITY_PLACES = 20_000;
const MAX_PLACES = 10_000_000;
const MAX_CONTENT = 1_000_000;
const MAX_RUNS = 10_000;

export class UsageError extends Error {}

export function parseOptions(argv: string[], env: Record<string, string | undefined> = process.env, cwd = process.cwd()): BenchOptions {
  let engine = 'both';
  let quick = false;
  let places: number | null = null;
  let content: number | null = null;
  let runs: number | null = null;
  let only: string | null = null;
  let community: number | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    const integer = (max: number) => {
      const raw = value() ?? '';
      if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
        throw new UsageError(`${flag} debe ser un entero entre 1 y ${max} (recibido «${raw}»).\n${USAGE}`);
      return Number(raw);
    };
    if (flag === '--quick') quick = true;
    else if (flag === '--engine') engine = value() ?? '';
    else if (flag === '--places') places = integer(MAX_PLACES);
    else if (flag === '--content') content = integer(MAX_CONTENT);
    else if (flag === '--community') community = integer(MAX_PLACES);
    else if (flag === '--runs') runs = integer(MAX_RUNS);
    else if (flag === '--only') only = value() ?? '';
    else if (flag === '--help' || flag === '-h') throw new UsageError(USAGE);
    else throw new UsageError(`Argumento no reconocido: «${argv[i]}».\n${USAGE}`);
  }
  if (!['pg', 'pglite', 'both'].includes(engine))
    throw new UsageError(`--engine debe ser pg, pglite o both (recibido «${engine}»).\n${USAGE}`);
  if (only !== null && only !== 'places' && only !== 'content' && only !== 'community')
    throw new UsageError(`--only solo admite places, content o community (recibido «${only}»).\n${USAGE}`);
  const isCommunity = only === 'community';
  // The community bench lives in a database of its own: a million users beside a million places is not what it measures.
  const database = `bench_${isCommunity ? 'community' : 'places'}${quick ? '_quick' : ''}`;
  const url = new URL(DEFAULT_URL);
  url.pathname = `/${database}`;
  const dir = path.join('data-bench', ...(isCommunity ? ['community'] : []), ...(quick ? ['quick'] : []));
  return {
    engines: engine === 'both' ? ['pg', 'pglite'] : [engine as Engine],
    quick,
    pgUrl: env.BENCH_DATABASE_URL?.trim() || url.toString(),
    pgliteDir: path.resolve(cwd, env.BENCH_PGLITE_DIR?.trim() || dir),
    targets: isCommunity
      ? { pg: places ?? COMMUNITY_PLACES, pglite: places ?? COMMUNITY_PLACES }
      : places
        ? { pg: places, pglite: places }
        : quick
          ? { pg: 20_000, pglite: 20_000 }
          : { pg: 1_000_000, pglite: 100_000 },
    content: content ?? (quick ? 5_000 : 100_000),
    community: community
      ? { pg: community, pglite: community }
      : quick
        ? { pg: 20_000, pglite: 20_000 }
        : { pg: 1_000_000, pglite: 100_000 },
    only: only === 'places' || only === 'content' || only === 'community' ? only : null,
    // Hundreds of cells in the community matrix: fewer runs each (p95 of 30 is the second slowest).
    runs: runs ?? (quick ? 15 : isCommunity || only === 'places' ? 30 : 60),
    warmup: quick ? 2 : 5,
    concurrency: 8,
    seconds: quick ? 3 : 5,
    rounds: quick ? 1 : 3,
  };
}
