/**
 * Stores a place's prepared files: each file (and an image's thumbnail) under
 * places/<idplace>/ in the file store with a random name, then one transaction that locks the place, adds a
 * `media` row per file (after the place's other media of that kind) and, for photos, makes the first
 * one the cover when the place has none (or when the request asks for it with `cover`: the place's
 * other photos stop being the cover). If anything fails, every file written by this request is
 * removed again and no row stays.
 */
import crypto from 'node:crypto';
import type { Database } from '../db/connect';
import type { FileStore } from '../storage';
import { thumbKeyOf, urlOfKey } from './keys';
import type { PreparedMedia } from './mediaFiles';
import type { MediaPolicy, UploadOwner } from './policy';
import type { StoredUpload } from './columnStore';
import { UploadError } from './errors';

export const missingOwner = (owner: UploadOwner, id: number) =>
  new UploadError(404, 'NOT_FOUND', `${owner.label} ${id} no existe`, owner.field);

export async function ownerExists(db: Database, owner: UploadOwner, id: number): Promise<void> {
  const rows = await db.query(`SELECT 1 FROM ${owner.table} WHERE ${owner.idColumn} = $1`, [id]);
  if (rows.length === 0) throw missingOwner(owner, id);
}

export async function storeMedia(opts: {
  db: Database;
  store: FileStore;
  policy: MediaPolicy;
  /** The place or event the files belong to (one of policy.owners) and its id. */
  owner: UploadOwner;
  id: number;
  iduser: number;
  files: PreparedMedia[];
  /** Make the first photo the cover, whatever the owner had. */
  cover?: boolean;
}): Promise<StoredUpload[]> {
  const { db, store, policy, owner, id, files } = opts;
  const column = owner.idColumn;
  const written: string[] = [];
  const stored: { key: string; thumb: string | null; file: PreparedMedia }[] = [];
  try {
    for (const file of files) {
      const ext = 'image' in file.content ? file.content.image.ext : 'pdf';
      const key = `${owner.folder}/${id}/${crypto.randomBytes(12).toString('hex')}.${ext}`;
      written.push(key);
      let thumb: string | null = null;
      if ('image' in file.content) {
        await store.put(key, file.content.image.full);
        thumb = thumbKeyOf(key);
        await store.put(thumb, file.content.image.thumb);
      } else {
        await store.put(key, file.content.pdf);
      }
      stored.push({ key, thumb, file });
    }
    return await db.transaction(async (tx) => {
      const row = await tx.query(`SELECT 1 FROM ${owner.table} WHERE ${owner.idColumn} = $1 FOR UPDATE`, [id]);
      if (row.length === 0) throw missingOwner(owner, id);
      const [{ next, covered }] = await tx.query<{ next: number; covered: boolean }>(
        `SELECT coalesce(max(position) FILTER (WHERE kind = $2), -1) + 1 AS next,
                coalesce(bool_or(cover AND kind = 'photo'), false) AS covered
         FROM media WHERE ${column} = $1`,
        [id, policy.kind],
      );
      if (opts.cover) await tx.query(`UPDATE media SET cover = false WHERE ${column} = $1 AND kind = 'photo' AND cover`, [id]);
      const answers: StoredUpload[] = [];
      for (const [index, { key, thumb, file }] of stored.entries()) {
        const cover = policy.kind === 'photo' && (opts.cover || !covered) && index === 0;
        const [{ idmedia }] = await tx.query<{ idmedia: number }>(
          `INSERT INTO media (${column}, kind, url, name, attrib, cover, storage_key, iduser, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING idmedia`,
          [id, policy.kind, urlOfKey(key), file.name, file.attrib, cover, key, opts.iduser, Number(next) + index],
        );
        answers.push({ idmedia, url: urlOfKey(key), thumb: thumb ? urlOfKey(thumb) : null, name: file.name });
      }
      return answers;
    });
  } catch (error) {
    await store.remove(written).catch(() => undefined);
    throw error;
  }
}
