/**
 * add / upd / del of one entry of a declared entity, each in one transaction. upd replaces the
 * whole entry (its texts in every language, its flags, its links). del refuses an entry that places
 * use (CONFLICT with their count) and otherwise removes it with its texts and links (foreign keys
 * cascade); the caller deletes its image files after the commit.
 */
import type { Database, Queryable } from '../../db/connect';
import { LANGS } from '../../db/schema/common';
import { ApiError, badInput, notFound } from '../../graphql/errors';
import {
  linkedEntity,
  linkFields,
  memberFields,
  parentFields,
  textFields,
  writeIdOf,
  type EntityDeclaration,
} from '../../../domain/entities';
import type { EntryValues, LangTexts } from './writeArgs';

async function checkLinked(q: Queryable, entity: EntityDeclaration, values: EntryValues): Promise<void> {
  for (const [name, link] of linkFields(entity)) {
    const ids = values.links[name];
    if (ids.length === 0) continue;
    const other = linkedEntity(link.entity);
    const found = await q.query<{ id: number }>(`SELECT ${other.id} AS id FROM ${other.table} WHERE ${other.id} = ANY($1::int[])`, [ids]);
    const known = new Set(found.map((r) => Number(r.id)));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw badInput(name, `${missing.length === 1 ? link.words.missingOne : link.words.missingMany} ${missing.slice(0, 20).join(', ')}`);
    }
  }
}

async function writeTexts(q: Queryable, entity: EntityDeclaration, id: number, texts: LangTexts): Promise<void> {
  const cols = textFields(entity).map(([name]) => name);
  const params: unknown[] = [];
  const rows = LANGS.map((lang) => {
    params.push(id, lang, ...cols.map((c) => texts[lang][c]));
    const base = params.length - cols.length - 2;
    return `(${[...Array(cols.length + 2)].map((_, i) => `$${base + i + 1}`).join(', ')})`;
  });
  await q.query(
    `INSERT INTO ${entity.i18nTable} (${entity.id}, lang, ${cols.join(', ')}) VALUES ${rows.join(', ')}
     ON CONFLICT (${entity.id}, lang) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    params,
  );
}

/**
 * A parent must be another existing entry that is not below this one (no page is its own
 * ancestor); refused as BAD_USER_INPUT naming the field.
 */
async function checkParents(q: Queryable, entity: EntityDeclaration, id: number, values: EntryValues): Promise<void> {
  for (const [name] of parentFields(entity)) {
    const parent = values.columns[name];
    if (parent === null) continue;
    if (parent === id) throw badInput(name, 'Una página no puede ser su propia página superior');
    const [row] = await q.query<{ found: boolean; below: boolean }>(
      `WITH RECURSIVE up(id, depth) AS (
         SELECT $1::int, 0 UNION ALL
         SELECT m.${name}, up.depth + 1 FROM ${entity.table} m JOIN up ON m.${entity.id} = up.id WHERE m.${name} IS NOT NULL AND up.depth < 1000
       )
       SELECT EXISTS (SELECT 1 FROM ${entity.table} WHERE ${entity.id} = $1) AS found, EXISTS (SELECT 1 FROM up WHERE id = $2) AS below`,
      [parent, id],
    );
    if (!row.found) throw badInput(name, `No existe la página ${parent}`);
    if (row.below) throw badInput(name, `La página ${parent} está dentro de esta: no puede ser su página superior`);
  }
}

/** The main table's own columns: flags, urls, choices, parent, and update_date on dated entities. */
async function writeColumns(q: Queryable, entity: EntityDeclaration, id: number, values: EntryValues): Promise<void> {
  const columns = [...Object.entries(values.flags), ...Object.entries(values.columns)];
  const sets = columns.map(([name], i) => `${name} = $${i + 2}`);
  if (entity.dated) sets.push('update_date = now()');
  if (sets.length === 0) return;
  await q.query(`UPDATE ${entity.table} SET ${sets.join(', ')} WHERE ${entity.id} = $1`, [id, ...columns.map(([, value]) => value)]);
}

/**
 * A members field: the listed rows point here (unknown ids refused, naming them), the rows that
 * pointed here and are no longer listed stop pointing anywhere.
 */
async function writeMembers(q: Queryable, entity: EntityDeclaration, id: number, values: EntryValues): Promise<void> {
  for (const [name, field] of memberFields(entity)) {
    const ids = values.members[name];
    const found = await q.query<{ id: number }>(`SELECT ${field.id} AS id FROM ${field.table} WHERE ${field.id} = ANY($1::int[])`, [ids]);
    const known = new Set(found.map((r) => Number(r.id)));
    const missing = ids.filter((member) => !known.has(member));
    if (missing.length > 0) {
      throw badInput(name, `${missing.length === 1 ? field.words.missingOne : field.words.missingMany} ${missing.slice(0, 20).join(', ')}`);
    }
    await q.query(`UPDATE ${field.table} SET ${field.column} = NULL WHERE ${field.column} = $1 AND ${field.id} <> ALL($2::int[])`, [
      id,
      ids,
    ]);
    if (ids.length > 0) {
      await q.query(
        `UPDATE ${field.table} SET ${field.column} = $1 WHERE ${field.id} = ANY($2::int[]) AND ${field.column} IS DISTINCT FROM $1`,
        [id, ids],
      );
    }
  }
}

async function writeOwn(q: Queryable, entity: EntityDeclaration, id: number, values: EntryValues): Promise<void> {
  await checkParents(q, entity, id, values);
  await writeColumns(q, entity, id, values);
  await writeMembers(q, entity, id, values);
  await checkLinked(q, entity, values);
  for (const [name, link] of linkFields(entity)) {
    const target = linkedEntity(link.entity).id;
    await q.query(`DELETE FROM ${link.table} WHERE ${entity.id} = $1`, [id]);
    if (values.links[name].length > 0) {
      await q.query(`INSERT INTO ${link.table} (${entity.id}, ${target}) SELECT $1, unnest($2::int[])`, [id, values.links[name]]);
    }
  }
}

/** Locks the entry's row for the rest of the transaction; NOT_FOUND (field id) when it is missing. */
async function lockEntry(q: Queryable, entity: EntityDeclaration, id: number): Promise<Record<string, unknown>> {
  const rows = await q.query(`SELECT * FROM ${entity.table} WHERE ${entity.id} = $1 FOR UPDATE`, [id]);
  if (rows.length === 0) throw notFound(`${entity.label} ${id}`, writeIdOf(entity));
  return rows[0];
}

export async function addEntry(db: Database, entity: EntityDeclaration, values: EntryValues): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(`INSERT INTO ${entity.table} DEFAULT VALUES RETURNING ${entity.id} AS id`);
    const id = Number(row.id);
    await writeOwn(tx, entity, id, values);
    await writeTexts(tx, entity, id, values.texts);
    return id;
  });
}

export async function updEntry(db: Database, entity: EntityDeclaration, id: number, values: EntryValues): Promise<number> {
  return db.transaction(async (tx) => {
    await lockEntry(tx, entity, id);
    await writeOwn(tx, entity, id, values);
    await writeTexts(tx, entity, id, values.texts);
    return id;
  });
}

export const inUse = (places: number) =>
  new ApiError(places === 1 ? 'No se puede eliminar: lo usa 1 sitio' : `No se puede eliminar: lo usan ${places} sitios`, 'CONFLICT', {
    field: 'id',
    places,
  });

/** Deletes an unused entry; answers its image URL (null if none) so the caller can remove the files. */
export async function delEntry(db: Database, entity: EntityDeclaration, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockEntry(tx, entity, id);
    if (entity.usedBy) {
      const { table, countDistinct } = entity.usedBy;
      const [{ n }] = await tx.query<{ n: number }>(
        `SELECT count(${countDistinct ? `DISTINCT ${countDistinct}` : '*'}) AS n FROM ${table} WHERE ${entity.id} = $1`,
        [id],
      );
      if (Number(n) > 0) throw inUse(Number(n));
    }
    await tx.query(`DELETE FROM ${entity.table} WHERE ${entity.id} = $1`, [id]);
    return typeof row.image === 'string' ? row.image : null;
  });
}
