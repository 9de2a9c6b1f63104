/**
 * A places search as two disjoint sets, shared by the count and the searched page so they cannot
 * disagree (issue 18):
 * - the places whose locality (city + province) holds every word: whole localities, listed from the
 *   place_counts counters without reading a place;
 * - the rest: at least one word in the name or address, each word in one of the two, and not every
 *   word in the locality (the trigram index of search_name_address finds them).
 * placeWhere asks each word in the locality OR the name + address, so the two together are its rows.
 */
import { likePattern, searchWords } from '../../graphql/where';

/** The stored normalised columns a search reads (migration 0006), each with a trigram index (0007). */
export const LOCALITY = 'p.search_locality';
const NAME_ADDRESS = 'p.search_name_address';

const and = (parts: string[]) => parts.join(' AND ');
const or = (parts: string[]) => `(${parts.join(' OR ')})`;

export interface LocalitySearch {
  /** Every word in `locality` (p.search_locality, or place_counts.loc_norm). */
  allIn(locality: string): string;
  /** The place_counts rows (alias c) of the localities holding every word, in a state when given. */
  counters(published: number | null): string;
  /** The rest's search condition over alias p. */
  rest: string;
}

/** Null without words; else the split, its word parameters pushed on `params`. */
export function localitySearch(search: string | null, params: unknown[]): LocalitySearch | null {
  const patterns = searchWords(search).map((word) => {
    params.push(word);
    return likePattern(`$${params.length}`);
  });
  if (patterns.length === 0) return null;
  const allIn = (locality: string) => and(patterns.map((p) => `${locality} LIKE ${p}`));
  const inNameAddress = patterns.map((p) => `${NAME_ADDRESS} LIKE ${p}`);
  const rest = and([
    or(inNameAddress),
    ...patterns.map((p, i) => or([inNameAddress[i], `${LOCALITY} LIKE ${p}`])),
    `NOT (${allIn(LOCALITY)})`,
  ]);
  // A validated 0..3, written as a literal.
  const counters = (published: number | null) =>
    `place_counts c WHERE ${and([...(published === null ? [] : [`c.published = ${Number(published)}`]), allIn('c.loc_norm')])}`;
  return { allIn, counters, rest };
}
