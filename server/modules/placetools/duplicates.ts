/**
 * duplicatePlaces: the places whose name looks like the one being typed (docs/api.md «Sitios
 * parecidos»). Names are compared on dup_norm (migration 0011: no case, accents, punctuation or
 * short words) by trigram similarity. Candidates: the NEAREST_NAMES most similar names, walked in the
 * GiST index (never a million comparisons), plus, when the new place's position is known, the
 * similar names within NEARBY_KM of it. A candidate needs SIMILAR similarity; the rank is the
 * similarity plus a bonus of up to NEARBY_BONUS that shrinks linearly to 0 at NEARBY_KM, so among
 * similar names the nearby ones come first. One statement.
 */
import { DUPLICATES } from '../../../domain';
import type { Queryable } from '../../db/connect';
import type { DuplicateQuery } from './duplicateArgs';

export interface DuplicateCandidate {
  idplace: number;
  name: string;
  address: string;
  city: string;
}

/** Minimum trigram similarity of two names for a place to be proposed. */
export const SIMILAR = 0.3;
/** Names read from the index in similarity order. */
export const NEAREST_NAMES = 50;
/** Radius, in km, of the nearby search and of the distance bonus. */
export const NEARBY_KM = 1;
export const NEARBY_BONUS = 0.3;
/** Nearby places read at most (a dense city centre). */
const NEARBY_ROWS = 2000;

const KM_PER_DEGREE = 111.2;

export async function duplicatePlaces(db: Queryable, q: DuplicateQuery): Promise<DuplicateCandidate[]> {
  if (q.name === null) return [];
  const params: unknown[] = [q.name, q.exclude ?? 0, SIMILAR, NEAREST_NAMES, DUPLICATES.max];
  let nearby = '';
  let distance = 'NULL::float8';
  if (q.at) {
    const dLat = NEARBY_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(Math.cos((q.at.lat * Math.PI) / 180), 0.01);
    params.push(q.at.lat, q.at.lng, dLat, dLng, NEARBY_ROWS, NEARBY_KM, NEARBY_BONUS);
    // Places in the box around the position, read from places_lat_lng_idx (0004).
    nearby = `
      UNION
      SELECT idplace FROM (
        SELECT idplace, name FROM places
        WHERE lat BETWEEN $6::float8 - $8::float8 AND $6::float8 + $8::float8
          AND lng BETWEEN $7::float8 - $9::float8 AND $7::float8 + $9::float8 AND idplace <> $2::int
        LIMIT $10::int
      ) box WHERE similarity(dup_norm(box.name), dup_norm($1::text)) >= $3::float4`;
    // Equirectangular distance in km: exact enough within a few km.
    distance = `sqrt(power((p.lat - $6::float8) * ${KM_PER_DEGREE}, 2) + power((p.lng - $7::float8) * ${KM_PER_DEGREE} * cos(radians($6::float8)), 2))`;
  }
  const bonus = q.at ? `coalesce(greatest(0, 1 - d.km / $11::float8), 0) * $12::float8` : '0';
  return db.query<DuplicateCandidate>(
    `WITH ids AS (
       SELECT idplace FROM (
         SELECT idplace FROM places WHERE idplace <> $2::int ORDER BY dup_norm(name) <-> dup_norm($1::text) LIMIT $4::int
       ) by_name${nearby}
     )
     SELECT p.idplace, p.name, p.address, p.city
     FROM ids JOIN places p USING (idplace)
     CROSS JOIN LATERAL (SELECT similarity(dup_norm(p.name), dup_norm($1::text)) AS sim, ${distance} AS km) d
     WHERE d.sim >= $3::float4
     ORDER BY d.sim + ${bonus} DESC, d.sim DESC, p.idplace
     LIMIT $5::int`,
    params,
  );
}
