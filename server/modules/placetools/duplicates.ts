/**
 * duplicatePlaces: the places whose name looks like the one being typed (docs/api.md «Sitios
 * parecidos»). Names are compared on dup_norm (migration 0011: no case, accents, punctuation or
 * short words) by trigram similarity. Names repeat a lot, so the search runs over the distinct keys
 * (place_name_keys, GIN trigram index): the SIMILAR_KEYS most similar keys, then for each key its
 * first places by id and, when the new place's position is known, its places within NEARBY_KM
 * (index on key, lat, lng). The rank is the similarity plus a bonus of up to NEARBY_BONUS that
 * shrinks linearly to 0 at NEARBY_KM, so among similar names the nearby ones come first. One statement.
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

/** Minimum trigram similarity of two name keys for a place to be proposed (pg_trgm's own default). */
export const SIMILAR = 0.3;
/** Distinct name keys considered, the most similar first. */
export const SIMILAR_KEYS = 20;
/** Radius, in km, of the nearby search and of the distance bonus. */
export const NEARBY_KM = 1;
export const NEARBY_BONUS = 0.3;
/** Nearby places of one key read at most. */
const NEARBY_ROWS = 20;

const KM_PER_DEGREE = 111.2;

export async function duplicatePlaces(db: Queryable, q: DuplicateQuery): Promise<DuplicateCandidate[]> {
  if (q.name === null) return [];
  const params: unknown[] = [q.name, q.exclude ?? 0, SIMILAR, SIMILAR_KEYS, DUPLICATES.max];
  let nearby = '';
  let distance = 'NULL::float8';
  let bonus = '0';
  if (q.at) {
    const dLat = NEARBY_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(Math.cos((q.at.lat * Math.PI) / 180), 0.01);
    params.push(q.at.lat, q.at.lng, dLat, dLng, NEARBY_ROWS, NEARBY_KM, NEARBY_BONUS);
    nearby = `
        UNION
        (SELECT idplace FROM places
          WHERE dup_norm(name) = k.key AND lat IS NOT NULL AND lng IS NOT NULL
            AND lat BETWEEN $6::float8 - $8::float8 AND $6::float8 + $8::float8
            AND lng BETWEEN $7::float8 - $9::float8 AND $7::float8 + $9::float8 AND idplace <> $2::int
          LIMIT $10::int)`;
    // Equirectangular distance in km: exact enough within a few km.
    distance = `sqrt(power((p.lat - $6::float8) * ${KM_PER_DEGREE}, 2) + power((p.lng - $7::float8) * ${KM_PER_DEGREE} * cos(radians($6::float8)), 2))`;
    bonus = `coalesce(greatest(0, 1 - d.km / $11::float8), 0) * $12::float8`;
  }
  return db.query<DuplicateCandidate>(
    `WITH keys AS (
       SELECT key, similarity(key, dup_norm($1::text)) AS sim FROM place_name_keys
       WHERE key % dup_norm($1::text) AND similarity(key, dup_norm($1::text)) >= $3::float4
       ORDER BY sim DESC, key LIMIT $4::int
     )
     SELECT p.idplace, p.name, p.address, p.city
     FROM keys k
     CROSS JOIN LATERAL (
       (SELECT idplace FROM places WHERE dup_norm(name) = k.key AND idplace <> $2::int ORDER BY idplace LIMIT $5::int)${nearby}
     ) c
     JOIN places p ON p.idplace = c.idplace
     CROSS JOIN LATERAL (SELECT ${distance} AS km) d
     ORDER BY k.sim + ${bonus} DESC, k.sim DESC, p.idplace
     LIMIT $5::int`,
    params,
  );
}
