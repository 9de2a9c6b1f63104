/**
 * The count of a places filter as one scalar subquery (run with the request's other counts, see
 * graphql/batch.ts). Exactly the rows placeWhere selects, counted the cheap way when it can:
 * - no search, no dates, no ids: the sum of the place_counts counters (state × locality);
 * - a search (and maybe a state): the places whose city and province already hold every word, summed
 *   from the counters, plus those matching the rest in name or address, through the trigram index
 *   of search_name_address (0007). placeWhere asks each word in the locality OR the name + address,
 *   so its rows are exactly: every word in the locality (counters), or else at least one word in
 *   the name + address and each word in one of the two (the trigram index finds those).
 * - anything else: count(*) over placeWhere.
 */
import { likePattern, searchWords } from '../../graphql/where';
import { placeWhere, type PlaceFilter } from './where';

const NAME_ADDRESS = 'p.search_name_address';
const LOCALITY = 'p.search_locality';

const and = (parts: string[]) => parts.join(' AND ');
const or = (parts: string[]) => `(${parts.join(' OR ')})`;

export function countPlacesSql(filter: PlaceFilter, params: unknown[]): string {
  const words = searchWords(filter.search);
  const simple = filter.lastmonths === null && filter.ids === null;
  if (!simple) return `(SELECT count(*) FROM places p WHERE ${placeWhere(filter, params).sql})`;
  const state = filter.published === null ? [] : [`published = ${Number(filter.published)}`];
  if (words.length === 0) {
    return `(SELECT coalesce(sum(c.n), 0) FROM place_counts c WHERE ${and(['TRUE', ...state.map((s) => `c.${s}`)])})`;
  }
  const patterns = words.map((word) => {
    params.push(word);
    return likePattern(`$${params.length}`);
  });
  const inLocality = (expr: string) => patterns.map((p) => `${expr} LIKE ${p}`);
  const fromCounters = `(SELECT coalesce(sum(c.n), 0) FROM place_counts c WHERE ${and([...state.map((s) => `c.${s}`), ...inLocality('c.loc_norm')])})`;
  const inNameAddress = patterns.map((p) => `${NAME_ADDRESS} LIKE ${p}`);
  const elsewhere = `(SELECT count(*) FROM places p WHERE ${and([
    ...state.map((s) => `p.${s}`),
    or(inNameAddress),
    ...patterns.map((_p, i) => or([inNameAddress[i], inLocality(LOCALITY)[i]])),
    `NOT (${and(inLocality(LOCALITY))})`,
  ])})`;
  return `(${fromCounters} + ${elsewhere})`;
}
