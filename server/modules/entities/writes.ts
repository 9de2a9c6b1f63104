/**
 * add / upd / del of one entry of a declared entity, each in one transaction. upd replaces the
 * whole entry (its texts in every language, its flags, its links; its videos as listed, media in
 * remove_files deleted). del refuses an entry that places use (CONFLICT with their count) and
 * otherwise removes it with its texts, links and media (foreign keys cascade); the caller deletes
 * its image and media files after the commit.
 */
import type { Database, Queryable } from '../../db/connect';
import { LANGS } from '../../db/schema/common';
import { ApiError, badInput, notFound } from '../../graphql/errors';
import {
  linkedEntity,
  linkFields,
  mediaFields,
  memberFields,
  parentFields,
  textFields,
  writeIdOf,
  type EntityDeclaration,
} from '../../../domain/entities';
import type { EntryValues, LangTexts } from './writeArgs';
import { removeMedia, unusedKeys, writeVideos, type MediaOwner } from '../../media/ownedMedia';

/** The entry as the owner of media rows (media.idevent…). */
const mediaOwner = (entity: EntityDeclaration, id: number): MediaOwner => ({
  column: entity.id,
  id,
  words: `este ${entity.label.replace(/^(El|La) /, '').toLowerCase()}`,
});

/** What a write leaves for after its commit: the storage keys of media files no row uses any more. */
export interface Written {
  id: number;
  keys: string[];
}

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
  if (!entity.i18nTable) return;
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

/** Videos as listed (new ones added, listed ones updated), then the media in remove_files deleted. */
async function writeMedia(q: Queryable, entity: EntityDeclaration, id: number, iduser: number | null, values: EntryValues) {
  const owner = mediaOwner(entity, id);
  for (const [name, videos] of Object.entries(values.videos)) await writeVideos(q, owner, iduser, videos, name);
  return removeMedia(q, owner, values.removeFiles);
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

/** A new entry has no media to keep or remove: listed ids are refused. */
function refuseExistingMedia(values: EntryValues): void {
  if (values.removeFiles.length > 0) throw badInput('remove_files', 'Una entrada nueva no tiene archivos que eliminar (remove_files)');
  for (const [name, videos] of Object.entries(values.videos)) {
    if (videos.some((v) => v.id !== null))
      throw badInput(name, 'Una entrada nueva no tiene vídeos que actualizar: envíe solo vídeos nuevos (sin id)');
  }
}

/** The row's values on insert: its main-table columns that have no default must be there from the start (an event's type). */
async function insertRow(q: Queryable, entity: EntityDeclaration, values: EntryValues): Promise<number> {
  const columns = Object.entries(values.columns);
  const sql = columns.length
    ? `INSERT INTO ${entity.table} (${columns.map(([name]) => name).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`
    : `INSERT INTO ${entity.table} DEFAULT VALUES`;
  const [row] = await q.query<{ id: number }>(
    `${sql} RETURNING ${entity.id} AS id`,
    columns.map(([, value]) => value),
  );
  return Number(row.id);
}

export async function addEntry(
  db: Database,
  entity: EntityDeclaration,
  values: EntryValues,
  iduser: number | null = null,
): Promise<number> {
  refuseExistingMedia(values);
  return db.transaction(async (tx) => {
    // The parent is checked before the row exists (it cannot be the new entry itself).
    const id = await insertRow(tx, entity, { ...values, columns: withoutParents(entity, values.columns) });
    await writeOwn(tx, entity, id, values);
    await writeTexts(tx, entity, id, values.texts);
    await writeMedia(tx, entity, id, iduser, values);
    return id;
  });
}

/** The columns without the parent fields (written by writeOwn once the parent is checked). */
function withoutParents(entity: EntityDeclaration, columns: EntryValues['columns']): EntryValues['columns'] {
  const parents = new Set(parentFields(entity).map(([name]) => name));
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !parents.has(name)));
}

export async function updEntry(
  db: Database,
  entity: EntityDeclaration,
  id: number,
  values: EntryValues,
  iduser: number | null = null,
): Promise<Written> {
  return db.transaction(async (tx) => {
    await lockEntry(tx, entity, id);
    await writeOwn(tx, entity, id, values);
    await writeTexts(tx, entity, id, values.texts);
    return { id, keys: await writeMedia(tx, entity, id, iduser, values) };
  });
}

export const inUse = (places: number) =>
  new ApiError(places === 1 ? 'No se puede eliminar: lo usa 1 sitio' : `No se puede eliminar: lo usan ${places} sitios`, 'CONFLICT', {
    field: 'id',
    places,
  });

/**
 * Deletes an unused entry; answers its image URL (null if none) and the storage keys of its media
 * files no row uses any more, so the caller can remove the files.
 */
export async function delEntry(db: Database, entity: EntityDeclaration, id: number): Promise<{ image: string | null; keys: string[] }> {
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
    const media = mediaFields(entity).length
      ? await tx.query<{ storage_key: string | null }>(`SELECT storage_key FROM media WHERE ${entity.id} = $1`, [id])
      : [];
    await tx.query(`DELETE FROM ${entity.table} WHERE ${entity.id} = $1`, [id]);
    return { image: typeof row.image === 'string' ? row.image : null, keys: await unusedKeys(tx, media) };
  });
}
