/**
 * The one where-builder of the places list: allPlaces and countPlaces both use it, so a page and
 * its count can never disagree.
 */
import { parseIds, parseIntRange, parseSearch } from '../../graphql/args';

export interface PlaceFilter {
  search: string | null;
  published: number | null;
  lastmonths: number | null;
  ids: number[] | null;
}

export function parsePlaceFilter(args: Record<string, unknown>): PlaceFilter {
  return {
    search: parseSearch(args.search),
    published: parseIntRange(args.published, 'published', 0, 3),
    lastmonths: parseIntRange(args.lastmonths, 'lastmonths', 1, 1200),
    ids: parseIds(args.ids),
  };
}

/** The text a search is matched against; the same expression as the trigram index of 0002. */
export const PLACE_SEARCH_EXPR = `search_norm(p.name || ' ' || p.city || ' ' || p.province || ' ' || p.address)`;

/** Escapes LIKE wildcards so a user's % or _ match themselves. */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL condition over alias p, and its parameters numbered from 1. */
export function placeWhere(filter: PlaceFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.search) {
    // Every word must appear somewhere (accent- and case-insensitive): "cafe coruna" finds "Café A Coruña".
    for (const word of filter.search.split(/\s+/).slice(0, 8)) {
      parts.push(`${PLACE_SEARCH_EXPR} LIKE '%' || search_norm(${param(likeEscape(word))}) || '%'`);
    }
  }
  if (filter.published !== null) parts.push(`p.published = ${param(filter.published)}`);
  if (filter.lastmonths !== null) parts.push(`p.create_date > now() - make_interval(months => ${param(filter.lastmonths)})`);
  if (filter.ids) parts.push(`p.idplace = ANY(${param(filter.ids)}::int[])`);
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', params };
}
