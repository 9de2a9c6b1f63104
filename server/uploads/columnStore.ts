/**
 * Stores an interface image: the re-encoded file and its thumbnail under <folder>/ in the file store, then
 * the owner row's `image` column in one transaction. The previous image's files are deleted once
 * the new one is committed; if anything fails, the files just written are removed again.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/connect';
import { UploadError } from './errors';
import type { FileStore } from '../storage';
import { keyOfUrl, thumbKeyOf, urlOfKey } from './keys';
import type { EncodedImage } from './images';
import type { ColumnPolicy } from './policy';

/** One stored upload as /api/upload answers it. Interface images have no media row: idmedia null. */
export interface StoredUpload {
  idmedia: number | null;
  url: string;
  thumb: string | null;
  name: string;
}

export const missingOwner = (policy: ColumnPolicy, id: number) =>
  new UploadError(404, 'NOT_FOUND', `${policy.owner.label} ${id} no existe`, policy.owner.field);

/** The owner's current image, or a 404 refusal. With `lock`, the row stays locked until commit. */
export async function ownerImage(q: Queryable, policy: ColumnPolicy, id: number, lock = false): Promise<string | null> {
  const { table, idColumn } = policy.owner;
  const rows = await q.query<{ image: string | null }>(`SELECT image FROM ${table} WHERE ${idColumn} = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  if (rows.length === 0) throw missingOwner(policy, id);
  return rows[0].image;
}

/** Deletes the files behind an image URL if this policy's folder holds them (never demo or external files). */
export async function removeOwnedImage(store: FileStore, folder: string, url: string | null, log?: FastifyBaseLogger): Promise<void> {
  const key = keyOfUrl(url);
  if (!key || !key.startsWith(`${folder}/`)) return;
  await store.remove([key]).catch((error) => log?.warn({ err: error, key }, 'could not delete an old upload'));
}

export async function storeColumnImage(opts: {
  db: Database;
  store: FileStore;
  policy: ColumnPolicy;
  id: number;
  image: EncodedImage;
  name: string;
  log?: FastifyBaseLogger;
}): Promise<StoredUpload> {
  const { db, store, policy, id, image } = opts;
  const key = `${policy.owner.folder}/${id}-${crypto.randomBytes(12).toString('hex')}.${image.ext}`;
  const thumbKey = thumbKeyOf(key);
  let previous: string | null;
  try {
    await store.put(key, image.full);
    await store.put(thumbKey, image.thumb);
    previous = await db.transaction(async (tx) => {
      const old = await ownerImage(tx, policy, id, true);
      await tx.query(`UPDATE ${policy.owner.table} SET image = $2 WHERE ${policy.owner.idColumn} = $1`, [id, urlOfKey(key)]);
      return old;
    });
  } catch (error) {
    await store.remove([key]).catch(() => undefined);
    throw error;
  }
  await removeOwnedImage(store, policy.owner.folder, previous, opts.log);
  return { idmedia: null, url: urlOfKey(key), thumb: urlOfKey(thumbKey), name: opts.name };
}
