/**
 * duplicatePlaces: the places that may be the one being typed (docs/api.md «Sitios parecidos»). Names
 * are compared on their distinctive words: the name key (dup_norm, migration 0011: no case, accents,
 * punctuation or short words) without the generic words of what a place is (its core: dup_core,
 * 0012: «restaurante», «bar», «hotel»...), so sharing «Restaurante» alone proposes nothing.
 * - keys read: those whose core holds at least MIN_CONTAINED of the typed core as whole words
 *   (strict_word_similarity, GIN trigram index on place_name_keys.core), the SIMILAR_KEYS most
 *   similar. A name of generic words only («Restaurante») reads its own key only.
 * - name similarity: CORE_WEIGHT × the mean of the cores' trigram similarity and that share, plus
 *   the rest × the whole keys' similarity (the same kind of place ranks first: «Mesón O Sol» puts
 *   «Meson do Sol» before «Bar O Sol»). Equal names give 1; «pepe» against «martinez» nothing.
 * - score: the name similarity plus, with the new place's position, up to NEARBY_BONUS for a place at
 *   the same point, shrinking linearly to 0 at NEARBY_KM. Shown when it reaches MIN_SCORE.
 * - with a position, a place more than FAR_KM away is shown only under the same name key (perhaps
 *   the same place, placed wrongly), after those of the area: «O Sol» in Lugo is no duplicate of
 *   «Mesón O Sol» in A Coruña. Order: the area first, the score, the nearest, the name, the id.
 * Names repeat a lot, so the search runs over the distinct keys (place_name_keys), then for each key
 * its first places by id and, with a position, its places within NEARBY_KM (index on key, lat, lng).
 * One statement.
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

/** A candidate is shown when its score (name similarity plus nearness) reaches this. */
export const MIN_SCORE = 0.5;
/** Weight of the distinctive words in the name similarity; the whole name (kind included) weighs the rest. */
export const CORE_WEIGHT = 0.8;
/** Share of the typed core a key's core must hold (strict word similarity; pg_trgm's own default) to be read. */
export const MIN_CONTAINED = 0.5;
/** Distinct name keys considered, the most similar first. */
export const SIMILAR_KEYS = 20;
/** Radius, in km, of the nearby search and of the distance bonus. */
export const NEARBY_KM = 1;
export const NEARBY_BONUS = 0.3;
/** Beyond this distance, in km, only the same name key is proposed. */
export const FAR_KM = 20;
/** Nearby places of one key read at most. */
const NEARBY_ROWS = 20;

const KM_PER_DEGREE = 111.2;

export async function duplicatePlaces(db: Queryable, q: DuplicateQuery): Promise<DuplicateCandidate[]> {
  if (q.name === null) return [];
  const params: unknown[] = [q.name, q.exclude ?? 0, MIN_SCORE, SIMILAR_KEYS, DUPLICATES.max, MIN_CONTAINED, CORE_WEIGHT];
  let nearby = '';
  let distance = 'NULL::float8';
  let bonus = '0';
  let far = '';
  let elsewhere = '';
  if (q.at) {
    const dLat = NEARBY_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(Math.cos((q.at.lat * Math.PI) / 180), 0.01);
    params.push(q.at.lat, q.at.lng, dLat, dLng, NEARBY_ROWS, NEARBY_KM, NEARBY_BONUS, FAR_KM);
    nearby = `
        UNION
        (SELECT idplace FROM places
          WHERE dup_norm(name) = k.key AND lat IS NOT NULL AND lng IS NOT NULL
            AND lat BETWEEN $8::float8 - $10::float8 AND $8::float8 + $10::float8
            AND lng BETWEEN $9::float8 - $11::float8 AND $9::float8 + $11::float8 AND idplace <> $2::int
          LIMIT $12::int)`;
    // Equirectangular distance in km: exact enough within a few km.
    distance = `sqrt(power((p.lat - $8::float8) * ${KM_PER_DEGREE}, 2) + power((p.lng - $9::float8) * ${KM_PER_DEGREE} * cos(radians($8::float8)), 2))`;
    bonus = `coalesce(greatest(0, 1 - d.km / $13::float8), 0) * $14::float8`;
    far = `AND (d.km IS NULL OR d.km <= $15::float8 OR k.key = k.typed)`;
    elsewhere = `coalesce(d.km > $15::float8, false), `;
  }
  // typed: the name's key and core (dup_norm, dup_core), worked out once; keys: the most similar.
  return db.query<DuplicateCandidate>(
    `WITH typed AS (SELECT dup_norm($1::text) AS key, dup_core(dup_norm($1::text)) AS core),
     keys AS (
       (SELECT k.key, t.key AS typed, 1::float8 AS sim
          FROM typed t JOIN place_name_keys k ON k.key = t.key WHERE t.core = '')
       UNION ALL
       (SELECT k.key, t.key, $7::float8 * (similarity(k.core, t.core) + strict_word_similarity(t.core, k.core)) / 2
                             + (1 - $7::float8) * similarity(k.key, t.key) AS sim
          FROM typed t JOIN place_name_keys k ON k.core %>> (SELECT core FROM typed)
         WHERE t.core <> '' AND strict_word_similarity(t.core, k.core) >= $6::float4
         ORDER BY sim DESC, k.key LIMIT $4::int)
     )
     SELECT p.idplace, p.name, p.address, p.city
     FROM keys k
     CROSS JOIN LATERAL (
       (SELECT idplace FROM places WHERE dup_norm(name) = k.key AND idplace <> $2::int ORDER BY idplace LIMIT $5::int)${nearby}
     ) c
     JOIN places p ON p.idplace = c.idplace
     CROSS JOIN LATERAL (SELECT ${distance} AS km) d
     WHERE k.sim + ${bonus} >= $3::float8 ${far}
     ORDER BY ${elsewhere}k.sim + ${bonus} DESC, d.km NULLS LAST, k.sim DESC, p.idplace
     LIMIT $5::int`,
    params,
  );
}
