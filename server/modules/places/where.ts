/**
 * The one where-builder of the places list: allPlaces and countPlaces both use it, so a page and
 * its count can never disagree.
 */
import type { MissingTranslation } from '../../../domain';
import { parseIds, parseLastMonths, parseMissingTranslation, parseSearch } from '../../graphql/args';
import { missingMasks } from '../../graphql/missingTranslation';
import { parsePlaceState } from './state';
import { Where } from '../../graphql/where';

export interface PlaceFilter {
  search: string | null;
  published: number | null;
  lastmonths: number | null;
  ids: number[] | null;
  /** «Falta traducción»: places without a description in any language, or in this one. */
  missing: MissingTranslation | null;
}

export function parsePlaceFilter(args: Record<string, unknown>): PlaceFilter {
  return {
    search: parseSearch(args.search),
    published: parsePlaceState(args.published, 'published'),
    lastmonths: parseLastMonths(args.lastmonths),
    ids: parseIds(args.ids),
    missing: parseMissingTranslation(args.missing_translation),
  };
}

/**
 * What a search is matched against: the stored normalised columns of 0006, each with a trigram index
 * (0007). A word has no spaces, so it lies inside one field: matching "name, city, province or
 * address" is matching the locality (city + province) or the name + address.
 */
export const PLACE_SEARCH_COLUMNS = ['p.search_locality', 'p.search_name_address'];

/** SQL condition over alias p; its parameters are numbered after `params` (from $1 when empty). */
export function placeWhere(filter: PlaceFilter, params: unknown[] = []): Where {
  const where = new Where(params).searchWords(PLACE_SEARCH_COLUMNS, filter.search);
  // A validated 0..3, written as a literal.
  if (filter.published !== null) where.add(`p.published = ${Number(filter.published)}`);
  // The masks (0020) that lack what is asked: validated small integers, written as literals.
  if (filter.missing !== null) where.add(`p.described IN (${missingMasks(filter.missing).join(', ')})`);
  return where.lastMonths('p.create_date', filter.lastmonths).ids('p.idplace', filter.ids);
}
