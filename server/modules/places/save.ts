/**
 * addPlace / updPlace writes: the whole payload in ONE transaction (the place row, its texts per
 * language, reference links, staff service answers, photos and videos, removed media). Ids are
 * checked against their lists and media against the place before the first write; any error rolls
 * everything back. Answers the storage keys of removed media for the caller to delete after commit.
 */
import { LANGS } from '../../../domain';
import type { Database, Queryable } from '../../db/connect';
import { slugify } from '../../db/seed/slug';
import { ApiError, badInput, notFound } from '../../graphql/errors';
import type { LinkList, PhotoData, PlaceData, VideoData } from './input';

const LINK_TABLES: Record<LinkList, { table: string; column: string; list: string; idColumn: string; noun: string }> = {
  categories: { table: 'place_categories', column: 'idcategory', list: 'categories', idColumn: 'idcategory', noun: 'las categorías' },
  subcategories: {
    table: 'place_subcategories',
    column: 'idsubcategory',
    list: 'subcategories',
    idColumn: 'idsubcategory',
    noun: 'las subcategorías',
  },
  equipment: { table: 'place_equipment', column: 'idequipment', list: 'equipment', idColumn: 'idequipment', noun: 'los equipamientos' },
  allergies: { table: 'place_allergies', column: 'idallergie', list: 'allergies', idColumn: 'idallergie', noun: 'las alergias' },
};

/** Refuses ids that are not in `table`, naming them ("No existen las alergias 999"). */
async function checkExist(tx: Queryable, field: string, table: string, idColumn: string, noun: string, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx.query<{ id: number }>(`SELECT ${idColumn} AS id FROM ${table} WHERE ${idColumn} = ANY($1::int[])`, [ids]);
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw badInput(field, `No existen ${noun} ${missing.slice(0, 10).join(', ')} (${field})`);
}

async function checkReferences(tx: Queryable, data: PlaceData) {
  for (const [field, spec] of Object.entries(LINK_TABLES) as [LinkList, (typeof LINK_TABLES)[LinkList]][]) {
    const ids = data.links[field];
    if (ids) await checkExist(tx, field, spec.list, spec.idColumn, spec.noun, ids);
  }
  if (data.services) {
    await checkExist(
      tx,
      'services',
      'services',
      'idservice',
      'los servicios',
      data.services.map((s) => s.id),
    );
  }
}

/** Media of this place among `ids` with their kind; refuses ids of other places (or none) naming `field`. */
async function ownMedia(tx: Queryable, idplace: number, ids: number[], field: string, kind?: string) {
  if (ids.length === 0) return new Map<number, { kind: string; storage_key: string | null }>();
  const rows = await tx.query<{ idmedia: number; kind: string; storage_key: string | null }>(
    'SELECT idmedia, kind, storage_key FROM media WHERE idplace = $1 AND idmedia = ANY($2::int[])',
    [idplace, ids],
  );
  const own = new Map(rows.filter((r) => !kind || r.kind === kind).map((r) => [r.idmedia, r]));
  const foreign = ids.filter((id) => !own.has(id));
  if (foreign.length) {
    const what = kind === 'photo' ? 'fotos' : kind === 'video' ? 'vídeos' : 'archivos';
    throw badInput(field, `Los ${what} ${foreign.slice(0, 10).join(', ')} no son de este sitio (${field})`);
  }
  return own;
}

async function writeTexts(tx: Queryable, idplace: number, data: PlaceData) {
  const langs = LANGS.filter((lang) => data.texts[lang]);
  for (const lang of langs) {
    const { description, menu } = data.texts[lang]!;
    await tx.query(
      `INSERT INTO place_i18n (idplace, lang, description, menu) VALUES ($1, $2, coalesce($3, ''), coalesce($4, ''))
       ON CONFLICT (idplace, lang) DO UPDATE
         SET description = coalesce($3, place_i18n.description), menu = coalesce($4, place_i18n.menu)`,
      [idplace, lang, description ?? null, menu ?? null],
    );
  }
  // One row per language that has any text.
  if (langs.length) await tx.query(`DELETE FROM place_i18n WHERE idplace = $1 AND description = '' AND menu = ''`, [idplace]);
}

async function writeLinks(tx: Queryable, idplace: number, data: PlaceData, isNew: boolean) {
  for (const [field, spec] of Object.entries(LINK_TABLES) as [LinkList, (typeof LINK_TABLES)[LinkList]][]) {
    const ids = data.links[field];
    if (!ids) continue;
    if (!isNew) await tx.query(`DELETE FROM ${spec.table} WHERE idplace = $1`, [idplace]);
    if (ids.length) {
      await tx.query(`INSERT INTO ${spec.table} (idplace, ${spec.column}) SELECT $1, unnest($2::int[])`, [idplace, ids]);
    }
  }
}

/** Staff answers replace the place's staff answers; directory users' votes stay. */
async function writeServices(tx: Queryable, idplace: number, iduser: number, data: PlaceData, isNew: boolean) {
  if (!data.services) return;
  if (!isNew) {
    await tx.query(
      'DELETE FROM service_votes v USING users u WHERE v.idplace = $1 AND u.iduser = v.iduser AND (u.is_admin OR u.iduser = $2)',
      [idplace, iduser],
    );
  }
  if (data.services.length === 0) return;
  await tx.query(
    'INSERT INTO service_votes (idplace, idservice, iduser, points) SELECT $1, s, $2, p FROM unnest($3::int[], $4::int[]) AS t(s, p)',
    [idplace, iduser, data.services.map((s) => s.id), data.services.map((s) => s.points)],
  );
}

async function writePhotos(tx: Queryable, idplace: number, iduser: number, photos: PhotoData[]) {
  const existing = photos.filter((p) => p.id !== null).map((p) => p.id!);
  await ownMedia(tx, idplace, existing, 'photos', 'photo');
  const covers = photos.filter((p) => p.cover === true);
  // Exactly one cover: an entry that says cover clears the others first (one-cover index).
  if (covers.length) await tx.query(`UPDATE media SET cover = false WHERE idplace = $1 AND kind = 'photo' AND cover`, [idplace]);
  const [{ next }] = await tx.query<{ next: number }>(
    `SELECT coalesce(max(position), -1) + 1 AS next FROM media WHERE idplace = $1 AND kind = 'photo'`,
    [idplace],
  );
  let position = next;
  for (const photo of photos) {
    // With a cover among the entries, only the first such entry is cover; otherwise an existing photo keeps its flag unless told false.
    const cover = covers.length ? photo === covers[0] : photo.cover === false ? false : null;
    if (photo.id !== null) {
      await tx.query(`UPDATE media SET attrib = coalesce($2, attrib), cover = coalesce($3::boolean, cover) WHERE idmedia = $1`, [
        photo.id,
        photo.attrib ?? null,
        cover,
      ]);
    } else {
      await tx.query(`INSERT INTO media (idplace, kind, url, attrib, cover, iduser, position) VALUES ($1, 'photo', $2, $3, $4, $5, $6)`, [
        idplace,
        photo.url,
        photo.attrib ?? '',
        cover === true,
        iduser,
        position,
      ]);
      position += 1;
    }
  }
}

/** The place ends with one cover if it has photos: the first (by position) when none is marked. */
async function ensureCover(tx: Queryable, idplace: number) {
  await tx.query(
    `UPDATE media SET cover = true WHERE idmedia = (
       SELECT idmedia FROM media WHERE idplace = $1 AND kind = 'photo' ORDER BY position, idmedia LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM media WHERE idplace = $1 AND kind = 'photo' AND cover)`,
    [idplace],
  );
}

async function writeVideos(tx: Queryable, idplace: number, iduser: number, videos: VideoData[]) {
  await ownMedia(
    tx,
    idplace,
    videos.filter((v) => v.id !== null).map((v) => v.id!),
    'videos',
    'video',
  );
  for (const video of videos) {
    if (video.id !== null) {
      await tx.query('UPDATE media SET url = $2, name = $3 WHERE idmedia = $1', [video.id, video.url, video.name]);
    } else {
      await tx.query(
        `INSERT INTO media (idplace, kind, url, name, iduser, position)
         SELECT $1, 'video', $2, $3, $4, coalesce(max(position), -1) + 1 FROM media WHERE idplace = $1 AND kind = 'video'`,
        [idplace, video.url, video.name, iduser],
      );
    }
  }
}

/** Deletes the listed media of this place; answers the storage keys no other media row still uses. */
async function removeMedia(tx: Queryable, idplace: number, ids: number[]): Promise<string[]> {
  const own = await ownMedia(tx, idplace, ids, 'remove_files');
  if (own.size === 0) return [];
  await tx.query('DELETE FROM media WHERE idplace = $1 AND idmedia = ANY($2::int[])', [idplace, ids]);
  const keys = [...new Set([...own.values()].map((m) => m.storage_key).filter((k): k is string => Boolean(k)))];
  if (keys.length === 0) return [];
  const still = await tx.query<{ storage_key: string }>('SELECT DISTINCT storage_key FROM media WHERE storage_key = ANY($1::text[])', [
    keys,
  ]);
  const used = new Set(still.map((r) => r.storage_key));
  return keys.filter((key) => !used.has(key));
}

async function writeChildren(tx: Queryable, idplace: number, iduser: number, data: PlaceData, isNew: boolean) {
  await writeTexts(tx, idplace, data);
  await writeLinks(tx, idplace, data, isNew);
  await writeServices(tx, idplace, iduser, data, isNew);
  if (data.photos) await writePhotos(tx, idplace, iduser, data.photos);
  if (data.videos) await writeVideos(tx, idplace, iduser, data.videos);
  await ensureCover(tx, idplace);
}

/** places columns → "$n" placeholders (hours is JSON). */
function columnList(columns: PlaceData['columns'], first: number) {
  const names = Object.keys(columns);
  const values = names.map((name) => columns[name]);
  const placeholders = names.map((name, i) => (name === 'hours' ? `$${first + i}::jsonb` : `$${first + i}`));
  return { names, values, placeholders };
}

export async function createPlace(db: Database, iduser: number, data: PlaceData): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, data);
    if (data.photos?.some((p) => p.id !== null))
      throw badInput('photos', 'Un sitio nuevo no tiene fotos que actualizar: envíe solo fotos nuevas (sin id)');
    if (data.videos?.some((v) => v.id !== null))
      throw badInput('videos', 'Un sitio nuevo no tiene vídeos que actualizar: envíe solo vídeos nuevos (sin id)');
    const slug = slugify(String(data.columns.name)) || 'sitio';
    const { names, values, placeholders } = columnList({ ...data.columns, slug, iduser }, 1);
    const [{ idplace }] = await tx.query<{ idplace: number }>(
      `INSERT INTO places (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING idplace`,
      values,
    );
    await writeChildren(tx, idplace, iduser, data, true);
    return idplace;
  });
}

export const conflict = (version: number) =>
  new ApiError('El sitio ha cambiado desde que lo abrió', 'CONFLICT', { field: 'version', version });

/** Updates a place; answers the storage keys of removed media (to delete after commit). */
export async function updatePlace(
  db: Database,
  idplace: number,
  iduser: number,
  data: PlaceData,
  removeFiles: number[],
  version: number | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>('SELECT version FROM places WHERE idplace = $1 FOR UPDATE', [idplace]);
    if (!row) throw notFound('El sitio', 'idplace');
    if (version !== null && version !== row.version) throw conflict(row.version);
    await checkReferences(tx, data);
    const keys = await removeMedia(tx, idplace, removeFiles);
    const { names, values, placeholders } = columnList(data.columns, 2);
    const sets = names.map((name, i) => `${name} = ${placeholders[i]}`);
    await tx.query(`UPDATE places SET ${[...sets, 'version = version + 1', 'update_date = now()'].join(', ')} WHERE idplace = $1`, [
      idplace,
      ...values,
    ]);
    await writeChildren(tx, idplace, iduser, data, false);
    return keys;
  });
}
