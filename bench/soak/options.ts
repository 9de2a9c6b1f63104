/**
 * npm run soak -- [--engine pg|pglite] [--clients N] [--seconds N] [--faults]
 * The API as `npm run serve` starts it, on a fresh database with the demo data (PostgreSQL: a new
 * database on SOAK_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/, dropped at
 * the end; PGlite: a temporary data directory), loaded by N clients over loopback HTTP.
 * --faults on PostgreSQL: three 10-second storms in which every backend of the API is terminated
 * every 0.5 s. On PGlite: the API process (and its embedded database) killed with SIGKILL three times
 * mid-write and started again on the same data directory.
 */
export interface SoakOptions {
  engine: 'pg' | 'pglite';
  clients: number;
  seconds: number;
  faults: boolean;
  serverUrl: string;
  storms: { count: number; seconds: number; everyMs: number };
}

export const SOAK_USAGE = 'Uso: npm run soak -- [--engine pg|pglite] [--clients N] [--seconds N] [--faults]';

export class SoakUsageError extends Error {}

function bounded(flag: string, raw: string | undefined, min: number, max: number): number {
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new SoakUsageError(`${flag} debe ser un entero entre ${min} y ${max} (recibido «${raw ?? ''}»).\n${SOAK_USAGE}`);
  return Number(raw);
}

export function parseSoakOptions(argv: string[], env: Record<string, string | undefined> = process.env): SoakOptions {
  let engine = 'pg';
  let clients = 50;
  let seconds = 60;
  let faults = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--faults') faults = true;
    else if (flag === '--engine') engine = value() ?? '';
    else if (flag === '--clients') clients = bounded('--clients', value(), 1, 500);
    else if (flag === '--seconds') seconds = bounded('--seconds', value(), 5, 3600);
    else
      throw new SoakUsageError(flag === '--help' || flag === '-h' ? SOAK_USAGE : `Argumento no reconocido: «${argv[i]}».\n${SOAK_USAGE}`);
  }
  if (engine !== 'pg' && engine !== 'pglite')
    throw new SoakUsageError(`--engine debe ser pg o pglite (recibido «${engine}»).\n${SOAK_USAGE}`);
  const storms = { count: 3, seconds: 10, everyMs: 500 };
  // Storms need room: each one, plus a pause after it to see the API recover.
  if (faults && seconds < storms.count * (storms.seconds + 5))
    throw new SoakUsageError(`Con --faults, --seconds debe ser al menos ${storms.count * (storms.seconds + 5)}.\n${SOAK_USAGE}`);
  return { engine, clients, seconds, faults, serverUrl: env.SOAK_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/', storms };
}
