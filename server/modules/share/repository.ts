/**
 * The share screen's place (part 2 §2 «Share screen»): a random published place, found without
 * reading the table. The ids of published places span [min, max] on the index (published, idplace)
 * (two index probes); a number drawn in that span leads, along the same index, to the first
 * published place at or after it. No sort and no scan, whatever the number of places; a place
 * that follows a long run of missing or unpublished ids is drawn more often than one in a dense run.
 */
import { PLACE_STATE } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { PLACE_COLUMNS, type PlaceRow } from '../places/repository';

/** Exported for the test that reads its plan (EXPLAIN): index probes only. */
export const RANDOM_PLACE_SQL = `SELECT ${PLACE_COLUMNS} FROM places p
  WHERE p.published = $1
    AND p.idplace >= (SELECT b.lo + floor(random() * (b.hi - b.lo + 1))::int
                        FROM (SELECT min(idplace) AS lo, max(idplace) AS hi FROM places WHERE published = $1) b)
  ORDER BY p.idplace LIMIT 1`;

/** A random published place, or null when none is published. */
export async function randomPublishedPlace(db: Queryable): Promise<PlaceRow | null> {
  const [row] = await db.query<PlaceRow>(RANDOM_PLACE_SQL, [PLACE_STATE.published]);
  return row ?? null;
}
