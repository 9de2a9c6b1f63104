/**
 * The count of a places filter as one scalar subquery (run with the request's other counts, see
 * graphql/batch.ts). Exactly the rows placeWhere selects, counted the cheap way when it can:
 * - no search, no dates, no ids: the sum of the place_counts counters (state × locality);
 * - a search (and maybe a state): the places whose city and province already hold every word, summed
 *   from the counters, plus those matching the rest in name or address, through the trigram index
 *   of search_name_address (0007). placeWhere asks each word in the locality OR the name + address,
 *   so its rows are exactly: every word in the locality (counters), or else at least one word in
 *   the name + address and each word in one of the two (the trigram index finds those).
 * - a search with «Falta traducción» (and maybe a state): the same split, the localities' places
 *   counted from the index (locality, described, published) of 0029 instead of the counters;
 * - anything else (dates, ids, a missing translation alone: the index of 0020): count(*) over placeWhere.
 * With `upto` (graphql/countRows.ts) the rows read one by one (the trigram part, or everything) stop at
 * that many: when they reach it the answer is `upto`, "at least upto"; the counters stay exact.
 */
import { countRowsSql } from '../../graphql/countRows';
import { placeWhere, type PlaceFilter } from './where';
import { localitySearch } from './localitySearch';

const and = (parts: string[]) => parts.join(' AND ');

/**
 * The trigram matches of a state, read the way that state's size wants, in one statement: a common
 * state (more than a quarter of the places, from the counters) filters the matches row by row — as an
 * index of its own PostgreSQL would first read three quarters of a million entries to intersect them —
 * and a rare one intersects its index with the trigram one. The branch whose one-time condition is
 * false is never run.
 */
function byStateShare(state: number, rest: (stateSql: string[]) => string): string {
  const common = `(SELECT coalesce(sum(n) FILTER (WHERE published = ${state}), 0) * 4 > coalesce(sum(n), 0) FROM place_counts)`;
  return `(SELECT 1 FROM places p WHERE ${common} AND ${rest([`p.published + 0 = ${state}`])}
           UNION ALL SELECT 1 FROM places p WHERE NOT ${common} AND ${rest([`p.published = ${state}`])}) AS matches`;
}

export function countPlacesSql(filter: PlaceFilter, params: unknown[], upto: number | null = null): string {
  const splittable = filter.lastmonths === null && filter.ids === null && (filter.missing === null || filter.search !== null);
  if (!splittable) return countRowsSql(`places p WHERE ${placeWhere(filter, params).sql}`, upto, params);
  const state = filter.published === null ? [] : [`published = ${Number(filter.published)}`];
  const split = localitySearch(filter.search, params);
  if (split === null) {
    return `(SELECT coalesce(sum(c.n), 0) FROM place_counts c WHERE ${and(['TRUE', ...state.map((s) => `c.${s}`)])})`;
  }
  // «Falta traducción» as placeWhere writes it (no date nor ids here).
  const described = filter.missing === null ? [] : [placeWhere({ ...filter, search: null, published: null }, params).sql];
  const fromCounters =
    filter.missing === null
      ? `(SELECT coalesce(sum(c.n), 0) FROM ${split.counters(filter.published)})`
      : `(SELECT count(*) FROM places p WHERE p.search_locality IN (SELECT DISTINCT c.loc_norm FROM ${split.counters(null)})
           AND ${and([...described, ...state.map((s) => `p.${s}`)])})`;
  const rest = (stateSql: string[]) => and([...stateSql, ...described, split.rest]);
  const matches = filter.published === null ? `places p WHERE ${rest([])}` : byStateShare(Number(filter.published), rest);
  const elsewhere = countRowsSql(matches, upto, params);
  if (upto === null) return `(${fromCounters} + ${elsewhere})`;
  // Bounded: when the localities alone reach upto, the rest is never read; else it is read up to
  // upto. OFFSET 0 keeps each count computed once (PostgreSQL would otherwise repeat it per mention).
  const bound = `$${params.length}`;
  return `(SELECT CASE WHEN c >= ${bound} THEN ${bound}
                       ELSE (SELECT CASE WHEN e >= ${bound} THEN ${bound} ELSE c + e END FROM (SELECT ${elsewhere} AS e OFFSET 0) AS rest)
                  END
             FROM (SELECT ${fromCounters} AS c OFFSET 0) AS localities)`;
}
