/**
 * Media rows (photos, PDFs, videos, 360º views) of one owner — a place (media.idplace) or an
 * event (media.idevent) — inside the caller's transaction: which listed ids are the owner's (ids of
 * another owner are refused naming the field), videos written as a list, media removed with the
 * storage keys no row uses any more (the caller deletes those files after the commit).
 */
import type { Queryable } from '../db/connect';
import { badInput } from '../graphql/errors';

/** The owner of media rows: its column in `media`, its id and "este sitio" / "este evento". */
export interface MediaOwner {
  column: string;
  id: number;
  words: string;
}

export interface VideoData {
  id: number | null;
  url: string;
  name: string;
}

type OwnedRow = { kind: string; storage_key: string | null };

/** The owner's media among `ids` (of `kind` when given); refuses the others naming `field`. */
export async function ownMedia(tx: Queryable, owner: MediaOwner, ids: number[], field: string, kind?: string) {
  if (ids.length === 0) return new Map<number, OwnedRow>();
  const rows = await tx.query<{ idmedia: number } & OwnedRow>(
    `SELECT idmedia, kind, storage_key FROM media WHERE ${owner.column} = $1 AND idmedia = ANY($2::int[])`,
    [owner.id, ids],
  );
  const own = new Map(rows.filter((r) => !kind || r.kind === kind).map((r) => [r.idmedia, r]));
  const foreign = ids.filter((id) => !own.has(id));
  if (foreign.length) {
    const what = kind === 'photo' ? 'Las fotos' : kind === 'video' ? 'Los vídeos' : 'Los archivos';
    throw badInput(field, `${what} ${foreign.slice(0, 10).join(', ')} no son de ${owner.words} (${field})`);
  }
  return own;
}

/** Videos with an id are the owner's and get their url and name; the others are added at the end. */
export async function writeVideos(tx: Queryable, owner: MediaOwner, iduser: number | null, videos: VideoData[], field = 'videos') {
  await ownMedia(
    tx,
    owner,
    videos.filter((v) => v.id !== null).map((v) => v.id!),
    field,
    'video',
  );
  for (const video of videos) {
    if (video.id !== null) {
      await tx.query('UPDATE media SET url = $2, name = $3 WHERE idmedia = $1', [video.id, video.url, video.name]);
    } else {
      await tx.query(
        `INSERT INTO media (${owner.column}, kind, url, name, iduser, position)
         SELECT $1, 'video', $2, $3, $4, coalesce(max(position), -1) + 1 FROM media WHERE ${owner.column} = $1 AND kind = 'video'`,
        [owner.id, video.url, video.name, iduser],
      );
    }
  }
}

/** Deletes the listed media of the owner; answers the storage keys no other media row still uses. */
export async function removeMedia(tx: Queryable, owner: MediaOwner, ids: number[], field = 'remove_files'): Promise<string[]> {
  const own = await ownMedia(tx, owner, ids, field);
  if (own.size === 0) return [];
  await tx.query(`DELETE FROM media WHERE ${owner.column} = $1 AND idmedia = ANY($2::int[])`, [owner.id, ids]);
  return unusedKeys(tx, [...own.values()]);
}

/** The storage keys of `rows` that no media row uses any more (the files to delete after commit). */
export async function unusedKeys(tx: Queryable, rows: { storage_key: string | null }[]): Promise<string[]> {
  const keys = [...new Set(rows.map((m) => m.storage_key).filter((k): k is string => Boolean(k)))];
  if (keys.length === 0) return [];
  const still = await tx.query<{ storage_key: string }>('SELECT DISTINCT storage_key FROM media WHERE storage_key = ANY($1::text[])', [
    keys,
  ]);
  const used = new Set(still.map((r) => r.storage_key));
  return keys.filter((key) => !used.has(key));
}
