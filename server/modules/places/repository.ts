/** Reads of the places table: a page, a count and one place. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import type { OrderBy } from '../../graphql/args';
import { placeWhere, type PlaceFilter } from './where';
import { countPlacesSql } from './count';

/**
 * Each sortable field (domain SORTABLE.places) → SQL. Name and city sort by their stored Spanish
 * keys (migration 0008: accents and case ignored, ñ after n), each with an index (key, idplace).
 */
export const PLACE_ORDER: Record<SortField<'places'>, string> = {
  name: 'p.sort_name',
  idplace: 'p.idplace',
  city: 'p.sort_city',
  published: 'p.published',
  create_date: 'p.create_date',
  update_date: 'p.update_date',
  plus_code: 'p.plus_code',
};

export const PLACE_COLUMNS = `p.idplace, p.name, p.slug, p.hours, p.address, p.city, p.province, p.country,
  p.zipcode, p.lat, p.lng, p.phone, p.website, p.facebook, p.twitter, p.instagram, p.youtube,
  p.gmaps_url, p.plus_code, p.timezone, p.buy_url, p.buy_price, p.buy_img, p.notes, p.published,
  p.points, p.create_date, p.update_date, p.version`;

export type PlaceRow = Record<string, unknown> & { idplace: number };

/**
 * Beyond this many skipped rows a page near the end is read from the other end: the pager's «last
 * page» of a million places skips 15 rows backwards instead of 999,985 forwards.
 */
export const DEEP_OFFSET = 5_000;

export async function listPlaces(db: Queryable, filter: PlaceFilter, order: OrderBy, items: number, page: number): Promise<PlaceRow[]> {
  const offset = (page - 1) * items;
  if (!order.random && offset > DEEP_OFFSET) {
    const total = await countPlaces(db, filter);
    if (offset >= total) return [];
    if (total - offset < offset) {
      // The same rows in reverse order (ties broken by idplace both ways), read from the end.
      const last = Math.min(items, total - offset);
      const rows = await pageOf(db, filter, { ...order, desc: !order.desc }, last, total - offset - last);
      return rows.reverse();
    }
  }
  return pageOf(db, filter, order, items, offset);
}

/** Each sort column as an expression no index matches: the same order, read after filtering. */
const UNINDEXED: Record<string, string> = {
  'p.sort_name': "(p.sort_name || '')",
  'p.sort_city': "(p.sort_city || '')",
  'p.plus_code': "(p.plus_code || '')",
  'p.idplace': '(p.idplace + 0)',
  'p.published': '(p.published + 0)',
  'p.create_date': "(p.create_date + interval '0 s')",
  'p.update_date': "(p.update_date + interval '0 s')",
};

/** Rows a searched page walks along its sort index before reading all matches instead. */
export const SEARCH_WALK_ROWS = 1_000;

async function pageOf(db: Queryable, filter: PlaceFilter, order: OrderBy, limit: number, offset: number): Promise<PlaceRow[]> {
  const where = placeWhere(filter);
  const dir = order.desc ? 'DESC' : 'ASC';
  const n = where.params.length;
  if (order.random) {
    return db.query<PlaceRow>(
      `SELECT ${PLACE_COLUMNS} FROM places p WHERE ${where.sql} ORDER BY random() LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, limit, offset],
    );
  }
  const ordered = `${order.sql} ${dir}, p.idplace ${dir}`;
  if (!filter.search) {
    return db.query<PlaceRow>(
      `SELECT ${PLACE_COLUMNS} FROM places p WHERE ${where.sql} ORDER BY ${ordered} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, limit, offset],
    );
  }
  // A search: walking the sort index finds the page at once when matches are spread along it, and
  // never ends when they are bunched at the far end («vigo» sorted by city). So walk a bounded
  // stretch; only if the page is not all there, sort all the matches (trigram indexes) instead.
  // One statement: the second branch is gated above its LIMIT, so it never starts when not needed.
  // Both branches carry their sort value as sort_key for the final order.
  const need = offset + limit;
  const keyed = `${PLACE_COLUMNS}, ${order.sql} AS sort_key`;
  const final = `x.sort_key ${dir}, x.idplace ${dir}`;
  return db.query<PlaceRow>(
    `WITH walk AS MATERIALIZED (
       SELECT ${keyed} FROM (SELECT * FROM places p ORDER BY ${ordered} LIMIT $${n + 1}) p
        WHERE ${where.sql} ORDER BY ${ordered} LIMIT $${n + 2})
     SELECT * FROM (
       (SELECT * FROM walk x WHERE (SELECT count(*) FROM walk) = $${n + 2} ORDER BY ${final} OFFSET $${n + 4})
       UNION ALL
       (SELECT * FROM (SELECT ${keyed} FROM places p WHERE ${where.sql}
          ORDER BY ${UNINDEXED[order.sql] ?? order.sql} ${dir}, (p.idplace + 0) ${dir} LIMIT $${n + 3} OFFSET $${n + 4}) f
         WHERE (SELECT count(*) FROM walk) < $${n + 2})
     ) x ORDER BY ${final}`,
    [...where.params, Math.max(SEARCH_WALK_ROWS, need * 40), need, limit, offset],
  );
}

export async function countPlaces(db: Queryable, filter: PlaceFilter): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ n: number }>(`SELECT ${countPlacesSql(filter, params)} AS n`, params);
  return Number(row.n);
}

export async function getPlace(db: Queryable, idplace: number): Promise<PlaceRow | null> {
  const [row] = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM places p WHERE p.idplace = $1`, [idplace]);
  return row ?? null;
}
