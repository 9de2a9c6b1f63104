/** Reads of the places table: a page, a count and one place. */
import type { Queryable } from '../../db/connect';
import type { OrderBy } from '../../graphql/args';
import { placeWhere, type PlaceFilter } from './where';

/** Public sort names → SQL (allow-list for `order`). */
export const PLACE_ORDER: Record<string, string> = {
  name: 'p.name',
  idplace: 'p.idplace',
  city: 'p.city',
  published: 'p.published',
  create_date: 'p.create_date',
  update_date: 'p.update_date',
  plus_code: 'p.plus_code',
};

export const PLACE_COLUMNS = `p.idplace, p.name, p.slug, p.hours, p.address, p.city, p.province, p.country,
  p.zipcode, p.lat, p.lng, p.phone, p.website, p.facebook, p.twitter, p.instagram, p.youtube,
  p.gmaps_url, p.plus_code, p.timezone, p.buy_url, p.buy_price, p.buy_img, p.notes, p.published,
  p.points, p.create_date, p.update_date`;

export type PlaceRow = Record<string, unknown> & { idplace: number };

export async function listPlaces(
  db: Queryable,
  filter: PlaceFilter,
  order: OrderBy,
  items: number,
  page: number,
): Promise<PlaceRow[]> {
  const where = placeWhere(filter);
  const direction = order.desc ? 'DESC' : 'ASC';
  const orderSql = order.random ? 'random()' : `${order.sql} ${direction}, p.idplace ${direction}`;
  const n = where.params.length;
  return db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM places p WHERE ${where.sql}
      ORDER BY ${orderSql} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, items, (page - 1) * items],
  );
}

export async function countPlaces(db: Queryable, filter: PlaceFilter): Promise<number> {
  const where = placeWhere(filter);
  const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM places p WHERE ${where.sql}`, where.params);
  return row.n;
}

export async function getPlace(db: Queryable, idplace: number): Promise<PlaceRow | null> {
  const [row] = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM places p WHERE p.idplace = $1`, [idplace]);
  return row ?? null;
}
