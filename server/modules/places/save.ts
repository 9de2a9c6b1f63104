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
import { ownMedia, removeMedia, writeVideos, type MediaOwner } from '../../media/ownedMedia';
import type { LinkList, PhotoData, PlaceData } from './input';

/** Each PlaceInput list: its link table, the reference list it points to (id column shared) and its Spanish name. */
const LINK_TABLES: Record<LinkList, { table: string; column: string; list: string; noun: string }> = {
  categories: { table: 'place_categories', column: 'idcategory', list: 'categories', noun: 'las categorías' },
  subcategories: { table: 'place_subcategories', column: 'idsubcategory', list: 'subcategories', noun: 'las subcategorías' },
  equipment: { table: 'place_equipment', column: 'idequipment', list: 'equipment', noun: 'los equipamientos' },
  allergies: { table: 'place_allergies', column: 'idallergie', list: 'allergies', noun: 'las alergias' },
};

/** Every list id and service id of the input that does not exist, in one statement; refused naming the first list at fault. */
async function checkReferences(tx: Queryable, data: PlaceData) {
  const lists = [
    ...(Object.entries(LINK_TABLES) as [LinkList, (typeof LINK_TABLES)[LinkList]][]).map(([field, spec]) => ({
      field,
      table: spec.list,
      id: spec.column,
      noun: spec.noun,
      ids: data.links[field] ?? [],
    })),
    { field: 'services', table: 'services', id: 'idservice', noun: 'los servicios', ids: (data.services ?? []).map((s) => s.id) },
  ].filter((list) => list.ids.length > 0);
  if (lists.length === 0) return;
  const missing = await tx.query<{ field: string; id: number }>(
    lists
      .map(
        (list, i) =>
          `(SELECT '${list.field}' AS field, x.id FROM unnest($${i + 1}::int[]) AS x(id)
             WHERE NOT EXISTS (SELECT 1 FROM ${list.table} t WHERE t.${list.id} = x.id) ORDER BY x.id LIMIT 10)`,
      )
      .join(' UNION ALL '),
    lists.map((list) => list.ids),
  );
  const first = lists.find((list) => missing.some((m) => m.field === list.field));
  if (!first) return;
  const ids = missing.filter((m) => m.field === first.field).map((m) => m.id);
  throw badInput(first.field, `No existen ${first.noun} ${ids.join(', ')} (${first.field})`);
}

/** The place as the owner of media rows. */
const placeOwner = (idplace: number): MediaOwner => ({ column: 'idplace', id: idplace, words: 'este sitio' });

async function writeTexts(tx: Queryable, idplace: number, data: PlaceData) {
  const langs = LANGS.filter((lang) => data.texts[lang]);
  if (langs.length === 0) return;
  // A text not given (null) keeps the stored one (the place row is locked: nothing changes it meanwhile).
  await tx.query(
    `INSERT INTO place_i18n (idplace, lang, description, menu)
     SELECT $1, t.lang, coalesce(t.description, cur.description, ''), coalesce(t.menu, cur.menu, '')
       FROM unnest($2::text[], $3::text[], $4::text[]) AS t(lang, description, menu)
       LEFT JOIN place_i18n cur ON cur.idplace = $1 AND cur.lang = t.lang
     ON CONFLICT (idplace, lang) DO UPDATE SET description = EXCLUDED.description, menu = EXCLUDED.menu`,
    [idplace, langs, langs.map((l) => data.texts[l]!.description ?? null), langs.map((l) => data.texts[l]!.menu ?? null)],
  );
  // One row per language that has any text.
  await tx.query(`DELETE FROM place_i18n WHERE idplace = $1 AND description = '' AND menu = ''`, [idplace]);
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
      'DELETE FROM service_votes v USING users u WHERE v.idplace = $1 AND u.iduser = v.iduser AND (u.staff_role IS NOT NULL OR u.iduser = $2)',
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
  await ownMedia(tx, placeOwner(idplace), existing, 'photos', 'photo');
  const covers = photos.filter((p) => p.cover === true);
  // Exactly one cover: an entry that says cover clears the others first (one-cover index).
  if (covers.length) await tx.query(`UPDATE media SET cover = false WHERE idplace = $1 AND kind = 'photo' AND cover`, [idplace]);
  const fresh = photos.filter((p) => p.id === null);
  const known = photos.filter((p) => p.id !== null);
  if (known.length) {
    // With a cover among the entries, only the first such entry is cover (the others were cleared
    // above); otherwise an existing photo keeps its flag unless told false (never two covers at once).
    await tx.query(
      `UPDATE media m SET attrib = coalesce(t.attrib, m.attrib), cover = coalesce(t.cover, m.cover)
         FROM unnest($1::int[], $2::text[], $3::boolean[]) AS t(id, attrib, cover) WHERE m.idmedia = t.id`,
      [
        known.map((p) => p.id),
        known.map((p) => p.attrib ?? null),
        known.map((p) => (covers.length ? p === covers[0] : p.cover === false ? false : null)),
      ],
    );
  }
  if (fresh.length === 0) return;
  // New URL photos in one statement, after the existing ones, in the order sent.
  await tx.query(
    `INSERT INTO media (idplace, kind, url, attrib, cover, iduser, position)
     SELECT $1, 'photo', t.url, t.attrib, t.cover, $2, last.position + t.n
       FROM unnest($3::text[], $4::text[], $5::boolean[]) WITH ORDINALITY AS t(url, attrib, cover, n),
            (SELECT coalesce(max(position), -1) AS position FROM media WHERE idplace = $1 AND kind = 'photo') last`,
    [idplace, iduser, fresh.map((p) => p.url), fresh.map((p) => p.attrib ?? ''), fresh.map((p) => p === covers[0])],
  );
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

async function writeChildren(tx: Queryable, idplace: number, iduser: number, data: PlaceData, isNew: boolean) {
  await writeTexts(tx, idplace, data);
  await writeLinks(tx, idplace, data, isNew);
  await writeServices(tx, idplace, iduser, data, isNew);
  if (data.photos) await writePhotos(tx, idplace, iduser, data.photos);
  if (data.videos) await writeVideos(tx, placeOwner(idplace), iduser, data.videos);
  await ensureCover(tx, idplace);
}

/** places columns → "$n" placeholders (hours is JSON). Names come from input.ts's fixed lists, never from the caller. */
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
    const keys = await removeMedia(tx, placeOwner(idplace), removeFiles);
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
