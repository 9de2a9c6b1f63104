/**
 * Data hanging off places (texts, links, media, votes), fetched for a whole page at once:
 * one statement per requested field, whatever the page size (mercurius loaders batch them).
 * Cover, photo count, description lengths and categories come from summary.ts (one statement).
 */
import type { Queryable } from '../../db/connect';
import { langOrderSql, type Lang } from '../../db/schema/common';

type Rows = Record<string, unknown>[];

/** Groups rows by idplace, in the order of `ids`, mapping each row with `pick`. */
function byPlace<T>(ids: number[], rows: Rows, pick: (row: Record<string, unknown>) => T): T[][] {
  const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(row.idplace as number)?.push(pick(row));
  return ids.map((id) => groups.get(id) ?? []);
}

const LANG_ORDER = langOrderSql('lang');

export async function texts(db: Queryable, ids: number[], column: 'description' | 'menu') {
  const rows = await db.query(
    `SELECT idplace, lang, ${column} AS text FROM place_i18n
      WHERE idplace = ANY($1::int[]) AND ${column} <> '' ORDER BY idplace, ${LANG_ORDER}`,
    [ids],
  );
  return byPlace(ids, rows, (r) => ({ lang: r.lang, text: r.text }));
}

const LINKS = {
  category: { table: 'place_categories', i18n: 'category_i18n', id: 'idcategory' },
  subcategory: { table: 'place_subcategories', i18n: 'subcategory_i18n', id: 'idsubcategory' },
  equipment: { table: 'place_equipment', i18n: 'equipment_i18n', id: 'idequipment' },
  allergies: { table: 'place_allergies', i18n: 'allergie_i18n', id: 'idallergie' },
} as const;

export type LinkField = keyof typeof LINKS;

/** Linked reference entries with their text in `lang` (Spanish when that language is missing). */
export async function links(db: Queryable, ids: number[], field: LinkField, lang: Lang) {
  const { table, i18n, id } = LINKS[field];
  const rows = await db.query(
    `SELECT l.idplace, l.${id} AS id, coalesce(t.text, es.text, '') AS text
       FROM ${table} l
       LEFT JOIN ${i18n} t ON t.${id} = l.${id} AND t.lang = $2
       LEFT JOIN ${i18n} es ON es.${id} = l.${id} AND es.lang = 'es'
      WHERE l.idplace = ANY($1::int[]) ORDER BY l.idplace, l.${id}`,
    [ids, lang],
  );
  return byPlace(ids, rows, (r) => ({ [id]: r.id, text: r.text }));
}

export async function mediaOf(db: Queryable, ids: number[], kind: 'photo' | 'pdf' | 'video' | 'view360') {
  const rows = await db.query(
    `SELECT idplace, idmedia, url, name, attrib, cover FROM media
      WHERE idplace = ANY($1::int[]) AND kind = $2 ORDER BY idplace, cover DESC, position, idmedia`,
    [ids, kind],
  );
  return byPlace(ids, rows, (r) => r);
}

/** Staff answers to the service questions (votes by staff accounts). */
export async function serviceVotes(db: Queryable, ids: number[]) {
  const rows = await db.query(
    `SELECT DISTINCT ON (v.idplace, v.idservice) v.idplace, v.idservice, v.points
       FROM service_votes v JOIN users u ON u.iduser = v.iduser AND u.staff_role IS NOT NULL
      WHERE v.idplace = ANY($1::int[]) ORDER BY v.idplace, v.idservice, v.create_date DESC`,
    [ids],
  );
  return byPlace(ids, rows, (r) => ({ idservice: r.idservice, exists: (r.points as number) > 0, points: r.points }));
}

export async function userRatings(db: Queryable, ids: number[], iduser: number) {
  const rows = await db.query('SELECT idplace, points FROM ratings WHERE idplace = ANY($1::int[]) AND iduser = $2', [ids, iduser]);
  const map = new Map(rows.map((r) => [r.idplace as number, r.points as number]));
  return ids.map((id) => map.get(id) ?? null);
}
