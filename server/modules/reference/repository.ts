/**
 * Reads of the five reference lists, one row per (id, language), grouped by id with languages in
 * the order EN, ES, GL, PT (part 2 §3).
 */
import type { Queryable } from '../../db/connect';
import type { Lang } from '../../db/schema/common';

export interface RefList {
  table: string;
  i18n: string;
  id: string;
  /** i18n columns besides lang. */
  columns: string[];
  /** Columns of the main table besides the id. */
  own: string[];
  /** Link table to places, for the idplace filter. */
  placeLink?: string;
}

export const REF_LISTS = {
  categories: { table: 'categories', i18n: 'category_i18n', id: 'idcategory', columns: ['text'], own: ['image'] },
  subcategories: { table: 'subcategories', i18n: 'subcategory_i18n', id: 'idsubcategory', columns: ['text'], own: ['image'] },
  services: {
    table: 'services',
    i18n: 'service_i18n',
    id: 'idservice',
    columns: ['question', 'text', 'rating1', 'rating2', 'rating3', 'rating4', 'rating5'],
    own: ['filter'],
  },
  equipment: {
    table: 'equipment',
    i18n: 'equipment_i18n',
    id: 'idequipment',
    columns: ['text'],
    own: ['image'],
    placeLink: 'place_equipment',
  },
  allergies: {
    table: 'allergies',
    i18n: 'allergie_i18n',
    id: 'idallergie',
    columns: ['text'],
    own: ['image'],
    placeLink: 'place_allergies',
  },
} satisfies Record<string, RefList>;

export async function listReference(
  db: Queryable,
  list: RefList,
  lang: Lang | 'all',
  idplace: number | null = null,
): Promise<Record<string, unknown>[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (lang !== 'all') {
    params.push(lang);
    where.push(`t.lang = $${params.length}`);
  }
  if (idplace !== null && list.placeLink) {
    params.push(idplace);
    where.push(`m.${list.id} IN (SELECT ${list.id} FROM ${list.placeLink} WHERE idplace = $${params.length})`);
  }
  const cols = [...list.own.map((c) => `m.${c}`), ...list.columns.map((c) => `t.${c}`)].join(', ');
  return db.query(
    `SELECT m.${list.id}, t.lang, ${cols} FROM ${list.table} m JOIN ${list.i18n} t ON t.${list.id} = m.${list.id}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY m.${list.id}, CASE t.lang WHEN 'en' THEN 1 WHEN 'es' THEN 2 WHEN 'gl' THEN 3 ELSE 4 END`,
    params,
  );
}

/** Services linked to each category, in one statement. */
export async function categoryServices(db: Queryable, ids: number[]): Promise<{ idservice: number }[][]> {
  const rows = await db.query<{ idcategory: number; idservice: number }>(
    'SELECT idcategory, idservice FROM category_services WHERE idcategory = ANY($1::int[]) ORDER BY idservice',
    [ids],
  );
  const byCategory = new Map<number, { idservice: number }[]>(ids.map((id) => [id, []]));
  for (const row of rows) byCategory.get(row.idcategory)?.push({ idservice: row.idservice });
  return ids.map((id) => byCategory.get(id) ?? []);
}
