/**
 * seedDemo: the deterministic demo data set. Does nothing when any place exists. Everything is written
 * in ONE transaction (each block in turn: reference lists, users, chains, events, CMS, places, media,
 * community, configuration), so a failed seed leaves nothing behind and the "any place exists" guard
 * can never be fooled by half a seed. An advisory lock keeps two seeders from racing.
 */
import type { Database, Queryable } from '../connect';
import { CHAINS } from './content-data';
import { insertChains, insertCms, insertConfig, insertEvents } from './content';
import { insertCommunity } from './community';
import { DemoClock } from './dates';
import { insertEventMedia, insertPlaceMedia, writeDemoFiles } from './images';
import { DEMO_PHOTOS } from './pictures';
import type { FileStore } from '../../storage';
import { diskStore } from '../../storage/diskStore';
import { insertPlaces } from './place-rows';
import { buildPlaces } from './places';
import { DEMO_SEED, Rng } from './random';
import { ensureReference, servicesByCategory } from './reference';
import { demoPasswordHash, insertUsers, staffUser } from './users';

export const DEFAULT_DEMO_PLACES = 320;
const SEED_LOCK = 72_616_001;

export interface SeedCounts {
  places: number;
  users: number;
  referenceEntries: number;
  chains: number;
  events: number;
  cms: number;
  media: number;
  reviews: number;
  suggestions: number;
  serviceVotes: number;
  ratings: number;
  /** Storage keys of the files written under demo/. */
  files: string[];
}
export type SeedSummary = { skipped: true } | ({ skipped: false } & SeedCounts);

async function hasPlaces(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM places) AS found');
  return Boolean(row.found);
}

/** Demo files go to `store` (the configured one: fileStoreOf), or to the disk under `uploadDir`. */
export async function seedDemo(db: Database, opts: { uploadDir: string; store?: FileStore; places?: number }): Promise<SeedSummary> {
  const total = opts.places ?? DEFAULT_DEMO_PLACES;
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`places debe ser un entero positivo (recibido ${total})`);
  if (await hasPlaces(db)) return { skipped: true };

  const passwordHash = await demoPasswordHash();
  const files = await writeDemoFiles(opts.store ?? diskStore(opts.uploadDir));
  const now = Date.now();
  const root = new Rng(DEMO_SEED);
  /** One stream per block, each with its own clock over the same stream. */
  const block = (label: string) => {
    const rng = root.fork(label);
    return { rng, clock: new DemoClock(rng, now) };
  };

  return db.transaction(async (tx): Promise<SeedSummary> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasPlaces(tx)) return { skipped: true };

    const refs = await ensureReference(tx);
    const staff = await staffUser(tx, passwordHash);
    const u = block('users');
    const users = await insertUsers(tx, u.rng, u.clock, passwordHash);

    const c = block('content');
    const chains = await insertChains(tx, c.rng, c.clock);
    const events = await insertEvents(tx, c.rng, c.clock);
    const cms = await insertCms(tx, c.rng, c.clock);

    const p = block('places');
    const drafts = buildPlaces(p.rng, p.clock, total, CHAINS, DEMO_PHOTOS);
    const places = await insertPlaces(tx, p.rng, drafts, { refs, staff, chains, servicesByCategory: await servicesByCategory(tx) });

    const m = block('media');
    const media = (await insertPlaceMedia(tx, m.rng, places, staff)) + (await insertEventMedia(tx, m.rng, events, staff));

    const k = block('community');
    const community = await insertCommunity(tx, k.rng, k.clock, places, users);

    await insertConfig(
      tx,
      places
        .filter((pl) => pl.published === 1)
        .slice(0, 4)
        .map((pl) => pl.idplace),
    );
    return {
      skipped: false,
      places: places.length,
      users: users.length,
      referenceEntries: refs.inserted,
      chains: chains.size,
      events: events.length,
      cms,
      media,
      ...community,
      files,
    };
  });
}
