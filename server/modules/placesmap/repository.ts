/**
 * The SQL of the places map: places inside a rectangle, one by one or grouped on a grid, and the
 * totals. The rectangle condition is a range on lat and one (or, across the antimeridian, two) on
 * lng, which the (lat, lng) index of migration 0004 answers without reading the table.
 */
import type { Queryable } from '../../db/connect';
import type { MapQuery } from './args';
import { crossesAntimeridian, MAX_BUCKETS, type Bucket } from './grid';

export interface MapPointRow {
  idplace: number;
  name: string;
  lat: number;
  lng: number;
  published: number;
}

export interface MapClusterRow {
  lat: number;
  lng: number;
  count: number;
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The rectangle (and published filter) as a condition over places, parameters from $1. */
function inView(q: MapQuery): { sql: string; params: unknown[] } {
  const { south, west, north, east } = q.bounds;
  const params: unknown[] = [south, north, west, east];
  const lng = crossesAntimeridian(q.bounds) ? '(lng >= $3 OR lng <= $4)' : 'lng BETWEEN $3 AND $4';
  let sql = `lat BETWEEN $1 AND $2 AND ${lng}`;
  if (q.published !== null) {
    params.push(q.published);
    sql += ` AND published = $${params.length}`;
  }
  return { sql, params };
}

/** At most `limit` places of the rectangle (in index order, so the scan stops at the limit). */
export async function pointsInView(db: Queryable, q: MapQuery, limit: number): Promise<MapPointRow[]> {
  const where = inView(q);
  return db.query<MapPointRow>(
    `SELECT idplace, name, lat, lng, published FROM places WHERE ${where.sql}
      ORDER BY lat, lng LIMIT $${where.params.length + 1}`,
    [...where.params, limit],
  );
}

/**
 * The rectangle's places grouped by grid cell (side `cell` degrees), in one statement: each cell's
 * count, centroid and extent; a cell holding a single place also brings that place.
 */
export async function gridInView(
  db: Queryable,
  q: MapQuery,
  cell: number,
): Promise<Bucket[]> {
  const where = inView(q);
  const k = `$${where.params.length + 1}`;
  // LIMIT: the grid holds at most MAX_BUCKETS cells (grid.ts), and saying so keeps the planner's
  // estimate of the buckets small. OFFSET 0 keeps the single-place lookup a per-bucket index probe.
  return db.query(
    `WITH buckets AS (
       SELECT count(*)::int AS count, avg(lat) AS lat, avg(lng) AS lng, min(lat) AS south, max(lat) AS north,
              min(lng) AS west, max(lng) AS east, min(idplace) AS idplace
         FROM places WHERE ${where.sql}
        GROUP BY floor(lat / ${k}), floor(lng / ${k})
        LIMIT ${MAX_BUCKETS})
     SELECT b.*, one.name, one.published
       FROM buckets b
       LEFT JOIN LATERAL (SELECT name, published FROM places p WHERE b.count = 1 AND p.idplace = b.idplace OFFSET 0) one ON true
      ORDER BY b.idplace`,
    [...where.params, cell],
  );
}

export interface MapExtentRow {
  total: number;
  located: number;
  /** The box of the located places; null when none has coordinates. */
  south: number | null;
  west: number | null;
  north: number | null;
  east: number | null;
}

/**
 * Every place (with the published filter), those of them with coordinates, and their box: one
 * statement. The box is plain min/max: located places on both sides of the antimeridian give a
 * box as wide as the world, which still shows them all.
 */
export async function mapExtent(db: Queryable, published: number | null): Promise<MapExtentRow> {
  const [row] = await db.query<MapExtentRow>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE lat IS NOT NULL AND lng IS NOT NULL))::int AS located,
            min(lat) FILTER (WHERE lng IS NOT NULL) AS south, max(lat) FILTER (WHERE lng IS NOT NULL) AS north,
            min(lng) FILTER (WHERE lat IS NOT NULL) AS west, max(lng) FILTER (WHERE lat IS NOT NULL) AS east
       FROM places ${published === null ? '' : 'WHERE published = $1'}`,
    published === null ? [] : [published],
  );
  return row;
}
