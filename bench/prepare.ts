/**
 * The benchmark's databases: created when missing, migrated, demo data loaded, then generated places
 * up to the target and events, CMS pages and chains up to theirs (bench/content.ts; reused as they
 * are when already there), vacuumed and analysed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../server/db/connect';
import { connectClient } from '../server/db/postgresClient';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { generatePlaces } from '../server/db/seed/generate';
import { fillContent, type ContentTable } from './content';
import { fillCommunity, type CommunityRows } from './community';

export type Engine = 'pg' | 'pglite';

const fmt = (n: number) => n.toLocaleString('es-ES');
const log = (text: string) => console.log(`  ${text}`);

async function countPlaces(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM places');
  return Number(row.n);
}

/** CREATE DATABASE when the URL's database does not exist (connecting to "postgres" on the same server). */
async function ensurePgDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base de datos no admitido: «${name}» (use minúsculas, dígitos y _)`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = await connectClient(admin.toString());
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      log(`Creando la base de datos ${name}…`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Migrated, demo data, generated places up to `target`. */
async function fillPlaces(db: Database, target: number, uploadDir: string): Promise<void> {
  await migrate(db);
  const demo = await seedDemo(db, { uploadDir });
  if (!demo.skipped) log(`Datos de demostración: ${fmt(demo.places)} sitios, ${fmt(demo.users)} usuarios, ${fmt(demo.reviews)} reseñas.`);
  const have = await countPlaces(db);
  if (have < target) {
    const missing = target - have;
    const start = Date.now();
    log(`Generando ${fmt(missing)} sitios (hay ${fmt(have)}; objetivo ${fmt(target)})…`);
    let shown = 0;
    await generatePlaces(db, missing, (done) => {
      const tenth = Math.floor((done * 10) / missing);
      if (tenth > shown) {
        shown = tenth;
        log(`  ${tenth * 10} % (${((Date.now() - start) / 1000).toFixed(0)} s)`);
      }
    });
    log(`Generados en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
  } else {
    log(`Se reutilizan ${fmt(have)} sitios${have > target ? ` (más que el objetivo, ${fmt(target)})` : ''}.`);
  }
}

async function fill(db: Database, target: number, content: number, uploadDir: string): Promise<Omit<Prepared, 'db' | 'where'>> {
  await fillPlaces(db, target, uploadDir);
  // After the places: the chains take some of them.
  const contentRows = await fillContent(db, content);
  // Up-to-date visibility map and statistics, as autovacuum leaves them on a running server.
  const start = Date.now();
  await db.query(
    'VACUUM (ANALYZE) places, place_i18n, place_categories, media, users, reviews, place_counts, events, cms, cms_i18n, chains, chain_i18n',
  );
  log(`VACUUM ANALYZE en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
  return { places: await countPlaces(db), content: contentRows };
}

export interface Prepared {
  db: Database;
  places: number;
  /** Events, CMS pages and chains. */
  content: Record<ContentTable, number>;
  /** Where it lives, for the report (no credentials). */
  where: string;
}

/** Up-to-date visibility map and statistics of the community tables, as autovacuum leaves them on a running server. */
async function fillCommunityDb(db: Database, places: number, community: number, uploadDir: string) {
  await fillPlaces(db, places, uploadDir);
  const rows = await fillCommunity(db, community);
  const start = Date.now();
  await db.query('VACUUM (ANALYZE) places, users, reviews, suggestions, service_votes, media, entity_counts');
  log(`VACUUM ANALYZE en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
  return { places: await countPlaces(db), community: rows };
}

export interface PreparedCommunity {
  db: Database;
  places: number;
  community: CommunityRows;
  where: string;
}

/** The community bench's database (bench/community.ts): places up to `places`, users and reviews up to `community`. */
export async function prepareCommunity(
  engine: Engine,
  where: { url: string; dir: string },
  places: number,
  community: number,
): Promise<PreparedCommunity> {
  if (engine === 'pg') {
    await ensurePgDatabase(where.url);
    const db = await openPostgres(where.url, { max: 10 });
    const { host, pathname } = new URL(where.url);
    return {
      db,
      ...(await fillCommunityDb(db, places, community, path.join(where.dir, 'uploads-pg'))),
      where: `PostgreSQL ${host}${pathname}`,
    };
  }
  fs.mkdirSync(where.dir, { recursive: true });
  const db = await openPglite(where.dir);
  return { db, ...(await fillCommunityDb(db, places, community, path.join(where.dir, 'uploads'))), where: `PGlite ${where.dir}` };
}

export async function preparePostgres(url: string, target: number, content: number, uploadDir: string): Promise<Prepared> {
  await ensurePgDatabase(url);
  const db = await openPostgres(url, { max: 10 });
  const { host, pathname } = new URL(url);
  return { db, ...(await fill(db, target, content, uploadDir)), where: `PostgreSQL ${host}${pathname}` };
}

export async function preparePglite(dir: string, target: number, content: number): Promise<Prepared> {
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir);
  return { db, ...(await fill(db, target, content, path.join(dir, 'uploads'))), where: `PGlite ${dir}` };
}
