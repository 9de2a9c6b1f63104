/**
 * Where a filter's rows bunch along an order, as groups a page can read one by one (issue 18,
 * server/graphql/searchedPage.ts): a search sorted by name, the names' first words
 * (nameHeadSearch.ts); any other search, the localities holding every word (localitySearch.ts);
 * «Falta traducción» alone, the masks of languages described (the places without Spanish are nearly
 * all in Portugal, at one end of the plus codes). Each group kind has an index (group, column, idplace)
 * per sortable column (migrations 0024, 0025, 0026).
 */
import type { MatchingGroups } from '../../graphql/searchedPage';
import { missingMasks } from '../../graphql/missingTranslation';
import type { Where } from '../../graphql/where';
import { LOCALITY, localitySearch } from './localitySearch';
import { nameHeadGroups } from './nameHeadSearch';
import { placeWhere, type PlaceFilter } from './where';

/** Undefined when the filter has nothing that bunches; `where` is the page's whole condition. */
export function placePageGroups(filter: PlaceFilter, byName: boolean, where: Where): MatchingGroups | undefined {
  if (filter.search) return byName ? nameHeadGroups(filter.search, where) : localityGroups(filter, where.params);
  if (filter.missing !== null) {
    // Validated small integers, written as literals.
    return {
      keys: `SELECT unnest(ARRAY[${missingMasks(filter.missing).join(', ')}]::smallint[])`,
      column: 'p.described',
      within: where.sql,
      rest: 'FALSE',
    };
  }
  return undefined;
}

/** The localities whose city and province hold every word: their places need no other word. */
function localityGroups(filter: PlaceFilter, params: unknown[]): MatchingGroups | undefined {
  const within = placeWhere({ ...filter, search: null }, params).sql;
  const split = localitySearch(filter.search, params);
  if (split === null) return undefined;
  return {
    keys: `SELECT DISTINCT c.loc_norm FROM ${split.counters(filter.published)} AND c.n > 0`,
    column: LOCALITY,
    within,
    rest: `${within} AND ${split.rest}`,
  };
}
