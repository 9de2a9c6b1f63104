/** Reads of the places table: a page, a count and one place. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import type { OrderBy } from '../../graphql/args';
import { placeWhere, type PlaceFilter } from './where';
import { countPlacesSql } from './count';
import { pageFromNearerEnd } from '../../graphql/deepPage';
import { searchedPageSql } from '../../graphql/searchedPage';
import { placePageGroups } from './pageGroups';

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

export async function listPlaces(db: Queryable, filter: PlaceFilter, order: OrderBy, items: number, page: number): Promise<PlaceRow[]> {
  const offset = (page - 1) * items;
  if (order.random) {
    const where = placeWhere(filter);
    const n = where.params.length;
    return db.query<PlaceRow>(
      `SELECT ${PLACE_COLUMNS} FROM places p WHERE ${where.sql} ORDER BY random() LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, items, offset],
    );
  }
  return pageFromNearerEnd(
    order.desc,
    items,
    offset,
    () => countPlaces(db, filter),
    (desc, limit, skip) => pageOf(db, filter, order.sql, desc, limit, skip),
  );
}

/**
 * The orders whose index INCLUDEs the search's and the filters' columns (migration 0032), and how far
 * a searched page walks one: its entries are wide (~130 bytes), and a walk that fails (the places of
 * «santiago» lie with their cities) is time lost; 5,000 still reach the «bar» of the last cities.
 */
const COVERED_ORDERS = [PLACE_ORDER.city, PLACE_ORDER.plus_code];
const COVERED_WALK_ENTRIES = 5_000;

async function pageOf(db: Queryable, filter: PlaceFilter, sort: string, desc: boolean, limit: number, offset: number): Promise<PlaceRow[]> {
  const where = placeWhere(filter);
  const groups = placePageGroups(filter, sort === PLACE_ORDER.name, where);
  if (groups) {
    const sql = searchedPageSql({
      from: 'places p',
      alias: 'p',
      columns: PLACE_COLUMNS,
      id: 'p.idplace',
      idName: 'idplace',
      sort,
      desc,
      where,
      limit,
      offset,
      groups,
      covering: COVERED_ORDERS.includes(sort) ? COVERED_WALK_ENTRIES : undefined,
    });
    return db.query<PlaceRow>(sql, where.params);
  }
  const dir = desc ? 'DESC' : 'ASC';
  const n = where.params.length;
  return db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM places p WHERE ${where.sql} ORDER BY ${sort} ${dir}, p.idplace ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, limit, offset],
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
