/**
 * A places search sorted by name, split where the name order bunches its matches (issue 18): the
 * places whose name starts with a word holding the search's longest word («Restaurante …» for
 * «restaurante») are whole first-word groups, listed from place_heads and each read in name order
 * along (search_head, sort_name, idplace); every other match has that word after the first one
 * (search_tail) or in the locality, both with a trigram index (migration 0025).
 */
import type { MatchingGroups } from '../../graphql/searchedPage';
import { likePattern, searchWords, type Where } from '../../graphql/where';
import { LOCALITY } from './localitySearch';

/** Undefined without words; `where` is the page's whole condition (its parameters gain the word). */
export function nameHeadGroups(search: string | null, where: Where): MatchingGroups | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const pattern = likePattern(where.param(longest));
  return {
    keys: `SELECT h.head FROM place_heads h WHERE h.head LIKE ${pattern}`,
    column: 'p.search_head',
    within: where.sql,
    rest: `(p.search_tail LIKE ${pattern} OR ${LOCALITY} LIKE ${pattern}) AND NOT (p.search_head LIKE ${pattern}) AND ${where.sql}`,
  };
}
