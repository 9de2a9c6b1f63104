/**
 * The SQL of the places map: places inside a rectangle, one by one or grouped on a grid, and the
 * totals. The rectangle condition is a range on lat and one (or, across the antimeridian, two) on
 * lng, which the (lat, lng) index of migration 0004 answers without reading the table.
 */
import type { PlacesMapExtent } from '../../../domain';
import type { Queryable } from '../../db/connect';
import type { MapQuery } from './args';
import { countPlacesSql } from '../places/count';
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
export async function gridInView(db: Queryable, q: MapQuery, cell: number): Promise<Bucket[]> {
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

/** The located places' box and the totals (the panel reads the same shape). */
export type MapExtentRow = PlacesMapExtent;

/**
 * Every place (with the published filter), those of them with coordinates, and their box: one
 * statement of index lookups, whatever the number of places (migration 0009): the total from the
 * place_counts counters (as countPlaces), the unlocated from their partial index, each edge of the
 * box from the end of an index. The box is plain min/max: located places on both sides of the
 * antimeridian give a box as wide as the world, which still shows them all.
 */
export async function mapExtent(db: Queryable, published: number | null): Promise<MapExtentRow> {
  const params: unknown[] = [];
  const total = countPlacesSql({ search: null, published, lastmonths: null, ids: null, missing: null }, params);
  // A validated 0..3, written as a literal (as placeWhere does).
  const state = published === null ? '' : ` AND published = ${Number(published)}`;
  const located = `lat IS NOT NULL AND lng IS NOT NULL${state}`;
  const edge = (fn: 'min' | 'max', column: 'lat' | 'lng') => `(SELECT ${fn}(${column}) FROM places WHERE ${located})`;
  const [row] = await db.query<MapExtentRow & { unlocated: number }>(
    `SELECT ${total}::int AS total,
            (SELECT count(*) FROM places WHERE (lat IS NULL OR lng IS NULL)${state})::int AS unlocated,
            ${edge('min', 'lat')} AS south, ${edge('max', 'lat')} AS north, ${edge('min', 'lng')} AS west, ${edge('max', 'lng')} AS east`,
    params,
  );
  const { unlocated, ...box } = row;
  return { ...box, located: row.total - unlocated };
}
