/** Writes of the places list: change a place's state, delete a place with everything hanging off it. */
import type { Database } from '../../db/connect';

/** Sets published (0..3) and update_date; false when the place does not exist. */
export async function setPlaceStatus(db: Database, idplace: number, published: number): Promise<boolean> {
  const rows = await db.query('UPDATE places SET published = $2, update_date = now() WHERE idplace = $1 RETURNING idplace', [
    idplace,
    published,
  ]);
  return rows.length > 0;
}

/**
 * Deletes a place in one transaction; the foreign keys cascade to its texts, reference links, media,
 * service votes, ratings, reviews and suggestions. Answers null when it did not exist, else the
 * storage keys of its uploaded files that no other media row still uses (demo media have none).
 */
export async function deletePlace(db: Database, idplace: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const keys = await tx.query<{ storage_key: string }>(
      'SELECT DISTINCT storage_key FROM media WHERE idplace = $1 AND storage_key IS NOT NULL',
      [idplace],
    );
    const deleted = await tx.query('DELETE FROM places WHERE idplace = $1 RETURNING idplace', [idplace]);
    if (deleted.length === 0) return null;
    if (keys.length === 0) return [];
    const stillUsed = await tx.query<{ storage_key: string }>(
      'SELECT DISTINCT storage_key FROM media WHERE storage_key = ANY($1::text[])',
      [keys.map((k) => k.storage_key)],
    );
    const used = new Set(stillUsed.map((k) => k.storage_key));
    return keys.map((k) => k.storage_key).filter((key) => !used.has(key));
  });
}
