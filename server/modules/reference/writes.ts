/**
 * add / upd / del of one reference entry, each in one transaction. upd replaces the whole entry
 * (its four languages, its filter flag, a category's services). del refuses an entry that places use
 * and otherwise removes it with its texts and links (foreign keys cascade); the caller deletes the
 * image files after the commit.
 */
import type { Database, Queryable } from '../../db/connect';
import { LANGS } from '../../db/schema/common';
import { ApiError, badInput, notFound } from '../../graphql/errors';
import type { LangTexts } from './writeArgs';
import type { WriteList } from './writeSpecs';

export interface EntryValues {
  texts: LangTexts;
  /** services only. */
  filter?: boolean;
  /** categories only: linked service ids. */
  services?: number[];
}

async function checkServices(q: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await q.query<{ idservice: number }>('SELECT idservice FROM services WHERE idservice = ANY($1::int[])', [ids]);
  const known = new Set(found.map((r) => Number(r.idservice)));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badInput(
      'services',
      `${missing.length === 1 ? 'No existe el servicio' : 'No existen los servicios'} ${missing.slice(0, 20).join(', ')}`,
    );
  }
}

async function writeTexts(q: Queryable, spec: WriteList, id: number, texts: LangTexts): Promise<void> {
  const cols = spec.columns.map((c) => c.column);
  const params: unknown[] = [];
  const rows = LANGS.map((lang) => {
    params.push(id, lang, ...cols.map((c) => texts[lang][c]));
    const base = params.length - cols.length - 2;
    return `(${[...Array(cols.length + 2)].map((_, i) => `$${base + i + 1}`).join(', ')})`;
  });
  const { i18n, id: idCol } = spec.list;
  await q.query(
    `INSERT INTO ${i18n} (${idCol}, lang, ${cols.join(', ')}) VALUES ${rows.join(', ')}
     ON CONFLICT (${idCol}, lang) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    params,
  );
}

async function writeLinks(q: Queryable, spec: WriteList, id: number, values: EntryValues): Promise<void> {
  if (values.filter !== undefined) {
    await q.query(`UPDATE ${spec.list.table} SET filter = $2 WHERE ${spec.list.id} = $1`, [id, values.filter]);
  }
  if (values.services !== undefined) {
    await checkServices(q, values.services);
    await q.query('DELETE FROM category_services WHERE idcategory = $1', [id]);
    if (values.services.length > 0) {
      await q.query('INSERT INTO category_services (idcategory, idservice) SELECT $1, unnest($2::int[])', [id, values.services]);
    }
  }
}

/** Locks the entry's row for the rest of the transaction; NOT_FOUND (field id) when it is missing. */
async function lockEntry(q: Queryable, spec: WriteList, id: number): Promise<Record<string, unknown>> {
  const rows = await q.query(`SELECT * FROM ${spec.list.table} WHERE ${spec.list.id} = $1 FOR UPDATE`, [id]);
  if (rows.length === 0) throw notFound(`${spec.label} ${id}`, 'id');
  return rows[0];
}

export async function addEntry(db: Database, spec: WriteList, values: EntryValues): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(`INSERT INTO ${spec.list.table} DEFAULT VALUES RETURNING ${spec.list.id} AS id`);
    const id = Number(row.id);
    await writeLinks(tx, spec, id, values);
    await writeTexts(tx, spec, id, values.texts);
    return id;
  });
}

export async function updEntry(db: Database, spec: WriteList, id: number, values: EntryValues): Promise<number> {
  return db.transaction(async (tx) => {
    await lockEntry(tx, spec, id);
    await writeLinks(tx, spec, id, values);
    await writeTexts(tx, spec, id, values.texts);
    return id;
  });
}

export const inUse = (places: number) =>
  new ApiError(places === 1 ? 'No se puede eliminar: lo usa 1 sitio' : `No se puede eliminar: lo usan ${places} sitios`, 'CONFLICT', {
    field: 'id',
    places,
  });

/** Deletes an unused entry; answers its image URL (null if none) so the caller can remove the files. */
export async function delEntry(db: Database, spec: WriteList, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockEntry(tx, spec, id);
    const [{ n }] = await tx.query<{ n: number }>(spec.usedBy, [id]);
    if (Number(n) > 0) throw inUse(Number(n));
    await tx.query(`DELETE FROM ${spec.list.table} WHERE ${spec.list.id} = $1`, [id]);
    return typeof row.image === 'string' ? row.image : null;
  });
}
