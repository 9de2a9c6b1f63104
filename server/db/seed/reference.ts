/**
 * Puts the reference lists (categories, subcategories, services, equipment, allergies) in the
 * database, four languages each. Idempotent: an entry whose Spanish text already exists is reused, so
 * lists an administrator started by hand are completed, never duplicated.
 */
import type { Queryable } from '../connect';
import { LANGS } from '../schema/common';
import { DEFAULT_RATING_LABELS } from '../../../domain';
import { ALLERGENS, CATEGORIES, EQUIPMENT, SERVICES, SUBCATEGORIES, type CategoryKey, type T4 } from './reference-data';
import { insertRows } from './sql';

export interface ReferenceIds {
  categories: Map<CategoryKey, number>;
  subcategories: Map<string, number>;
  services: Map<string, number>;
  equipment: Map<string, number>;
  allergies: Map<string, number>;
  /** How many entries this call added (all lists together). */
  inserted: number;
}

interface ListTable {
  table: string;
  id: string;
  i18n: string;
  /** Column of the i18n table holding the Spanish label that identifies an entry. */
  label: string;
}

/** Ids for every def; missing ones are inserted (parent rows, then their i18n rows). */
async function ensureList<D extends { key: string }>(
  q: Queryable,
  list: ListTable,
  defs: readonly D[],
  spanish: (def: D) => string,
  i18nColumns: string[],
  i18nRows: (def: D, id: number) => unknown[][],
): Promise<{ ids: Map<string, number>; added: D[] }> {
  const existing = await q.query<{ id: number; label: string }>(
    `SELECT ${list.id} AS id, ${list.label} AS label FROM ${list.i18n} WHERE lang = 'es' ORDER BY ${list.id}`,
  );
  const byLabel = new Map<string, number>();
  for (const row of existing) if (!byLabel.has(row.label)) byLabel.set(row.label, Number(row.id));
  const ids = new Map<string, number>();
  const missing: D[] = [];
  for (const def of defs) {
    const id = byLabel.get(spanish(def));
    if (id === undefined) missing.push(def);
    else ids.set(def.key, id);
  }
  if (missing.length > 0) {
    const created = await q.query<{ id: number }>(
      `INSERT INTO ${list.table} (create_date) SELECT now() FROM generate_series(1, $1::int) RETURNING ${list.id} AS id`,
      [missing.length],
    );
    const newIds = created.map((r) => Number(r.id)).sort((a, b) => a - b);
    missing.forEach((def, i) => ids.set(def.key, newIds[i]));
    await insertRows(
      q,
      list.i18n,
      [list.id, 'lang', ...i18nColumns],
      missing.flatMap((def) => i18nRows(def, ids.get(def.key)!)),
    );
  }
  return { ids, added: missing };
}

const textRows = (text: T4, id: number) => LANGS.map((lang) => [id, lang, text[lang]]);

export async function ensureReference(q: Queryable): Promise<ReferenceIds> {
  const services = await ensureList(
    q,
    { table: 'services', id: 'idservice', i18n: 'service_i18n', label: 'question' },
    SERVICES,
    (d) => d.question.es,
    ['question', 'text', 'rating1', 'rating2', 'rating3', 'rating4', 'rating5'],
    (d, id) => LANGS.map((lang) => [id, lang, d.question[lang], d.text[lang], ...DEFAULT_RATING_LABELS[lang]]),
  );
  const filtered = services.added.filter((d) => d.filter).map((d) => services.ids.get(d.key)!);
  if (filtered.length > 0) await q.query('UPDATE services SET filter = true WHERE idservice = ANY($1::int[])', [filtered]);

  const categories = await ensureList(
    q,
    { table: 'categories', id: 'idcategory', i18n: 'category_i18n', label: 'text' },
    CATEGORIES,
    (d) => d.text.es,
    ['text'],
    (d, id) => textRows(d.text, id),
  );
  const links = categories.added.flatMap((d) => d.services.map((s) => [categories.ids.get(d.key)!, services.ids.get(s)!]));
  await insertRows(q, 'category_services', ['idcategory', 'idservice'], links, { conflict: 'ON CONFLICT DO NOTHING' });

  const subcategories = await ensureList(
    q,
    { table: 'subcategories', id: 'idsubcategory', i18n: 'subcategory_i18n', label: 'text' },
    SUBCATEGORIES,
    (d) => d.text.es,
    ['text'],
    (d, id) => textRows(d.text, id),
  );
  const equipment = await ensureList(
    q,
    { table: 'equipment', id: 'idequipment', i18n: 'equipment_i18n', label: 'text' },
    EQUIPMENT,
    (d) => d.text.es,
    ['text'],
    (d, id) => textRows(d.text, id),
  );
  const allergies = await ensureList(
    q,
    { table: 'allergies', id: 'idallergie', i18n: 'allergie_i18n', label: 'text' },
    ALLERGENS,
    (d) => d.text.es,
    ['text'],
    (d, id) => textRows(d.text, id),
  );
  return {
    categories: categories.ids as Map<CategoryKey, number>,
    subcategories: subcategories.ids,
    services: services.ids,
    equipment: equipment.ids,
    allergies: allergies.ids,
    inserted: [services, categories, subcategories, equipment, allergies].reduce((n, l) => n + l.added.length, 0),
  };
}

/** Services asked for a set of categories, from the database (so lists edited by hand are honoured). */
export async function servicesByCategory(q: Queryable): Promise<Map<number, number[]>> {
  const rows = await q.query<{ idcategory: number; idservice: number }>(
    'SELECT idcategory, idservice FROM category_services ORDER BY idcategory, idservice',
  );
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(Number(r.idcategory), [...(map.get(Number(r.idcategory)) ?? []), Number(r.idservice)]);
  return map;
}
