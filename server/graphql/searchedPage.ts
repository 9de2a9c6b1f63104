/**
 * A searched page of a list, in one statement (places, paged entities). Walking the sort index finds
 * the page at once when the matches are spread along it, and never ends when they are bunched at the
 * far end («vigo» sorted by city). So walk a bounded stretch; only if the page is not all there,
 * sort all the matches (trigram indexes) instead. The second branch is gated above its LIMIT, so it
 * never starts when not needed; its matches are a subquery planned on its own (OFFSET 0, no order to
 * walk an index for). Both carry their sort value as sort_key for the final order.
 *
 * Matches bunched far along the order usually share a group (the places of «coruña» are those of a
 * few localities, those of «restaurante» by name start with that word). With `groups`, a failed walk
 * reads each group along an index (group, sort value, id), a page's worth of matches per group, and
 * sorts only the matches outside those groups; past MAX_GROUPS groups it sorts every match as above.
 * Sorted by a text, the matches that start with a searched word are one stretch of the sort index
 * (`prefix`): a failed walk reads it in order and sorts only the matches outside it.
 */
import type { Where } from './where';
import { sampleMatches } from './coveredWalk';

/** Rows a searched page walks along its sort index (at least) before reading all matches instead. */
export const SEARCH_WALK_ROWS = 1_000;

/** Groups read one by one before sorting every match instead (each a short index read). */
export const MAX_GROUPS = 100;

/** Groups that hold most of the matches, and the matches outside them (see the top of the file). */
export interface MatchingGroups {
  /** A query of the groups' keys (run only when the walk fails). */
  keys: string;
  /** The walked table's group column; an index (column, sort value, id) reads a group in order. */
  column: string;
  /** What a group's row must also meet to match (what its group does not already ensure). */
  within: string;
  /** The matches outside the listed groups (search and other conditions). */
  rest: string;
  /**
   * The keys as SQL literals, when few and known beforehand (a mask's values): each group is then
   * read by its own branch with its key written out, so the planner sees that key's statistics (a
   * key shared by no row reads nothing from its index) instead of an average over the column.
   */
  literals?: string[];
}

export interface SearchedPage {
  /** The walked table with its alias: `places p`. */
  from: string;
  /** The walked table's alias: `where` and `columns` name only its columns. */
  alias: string;
  /** The select list (it holds the id as `idName`). */
  columns: string;
  /** The id column, which breaks ties, and its name among `columns`. */
  id: string;
  idName: string;
  /** The sort value, with an index (value, id) to walk; `nulls`: ' NULLS LAST' when it may be null. */
  sort: string;
  desc: boolean;
  nulls?: string;
  where: Where;
  limit: number;
  offset: number;
  groups?: MatchingGroups;
  /**
   * Sorted by a text's Spanish key (sort_es), the key of a searched word: the matches that start
   * with it lie in one stretch of the sort index («festival» by name). A failed walk reads that
   * stretch in order and sorts only the other matches (without `groups` only).
   */
  prefix?: string;
  /**
   * A condition every match outside the `prefix` stretch also meets, which an index of its own
   * answers with few rows (the word past the text's first character): the other matches are then
   * found without reading every match in the table to drop those of the stretch.
   */
  outsidePrefix?: string;
  /**
   * The sort's index (sort value, id) INCLUDEs every column `where` reads: the walk reads the index
   * alone, this many entries deep, once a sample finds the search common (coveredWalk.ts).
   */
  covering?: number;
}

/** Above every character: a key that starts with `p` sorts before p || this (COLLATE "C"). */
const LAST_CHARACTER = 'chr(1114111)';

/** The statement (its parameters are `page.where.params`): the page's rows in order, each with its sort_key. */
export function searchedPageSql(page: SearchedPage): string {
  const { from, alias, columns, id, idName, sort, where } = page;
  const dir = page.desc ? 'DESC' : 'ASC';
  const nulls = page.nulls ?? '';
  const need = page.offset + page.limit;
  const walkRows = where.param(Math.max(page.covering ?? SEARCH_WALK_ROWS, need * 40));
  const needed = where.param(need);
  const limit = where.param(page.limit);
  const offset = where.param(page.offset);
  const final = `x.sort_key ${dir}${nulls}, x.${idName} ${dir}`;
  // The walk keeps ids and sort values only (its page's rows are read by id after): the columns it
  // reads are those `where` names, which a covering index holds whole.
  const gate = page.covering ? `WHERE ${sampleMatches(from, where.sql)}` : '';
  const walk = `walk AS MATERIALIZED (
       SELECT ${id} AS walk_id, ${alias}.sort_key
         FROM (SELECT ${alias}.*, ${sort} AS sort_key FROM ${from} ${gate} ORDER BY ${sort} ${dir}${nulls}, ${id} ${dir} LIMIT ${walkRows}) ${alias}
        WHERE ${where.sql} ORDER BY ${alias}.sort_key ${dir}${nulls}, ${id} ${dir} LIMIT ${needed})`;
  const walked = `(SELECT count(*) FROM walk) = ${needed}`;
  const walkedPage = `(SELECT ${columns}, w.sort_key FROM walk w JOIN ${from} ON ${id} = w.walk_id
         WHERE ${walked} ORDER BY w.sort_key ${dir}${nulls}, w.walk_id ${dir} OFFSET ${offset})`;
  const sortAll = (condition: string) =>
    `SELECT * FROM (SELECT ${columns}, ${sort} AS sort_key FROM ${from} WHERE ${condition} OFFSET 0) matched`;
  const branch = (when: string, rows: string) =>
    `(SELECT * FROM (${rows}) x WHERE ${when} ORDER BY ${final} LIMIT ${limit} OFFSET ${offset})`;
  if (!page.groups) {
    // The matches when the walk missed: all of them sorted or, with a prefix, its stretch read in
    // order along the sort index (IS TRUE keeps the search off the trigram index) and the others sorted.
    const stretch = `(${sort} >= ${page.prefix} AND ${sort} < ${page.prefix} || ${LAST_CHARACTER})`;
    const missed = page.prefix
      ? `SELECT * FROM (SELECT ${columns}, ${sort} AS sort_key FROM ${from} WHERE ${stretch} AND (${where.sql}) IS TRUE
          ORDER BY ${sort} ${dir}${nulls}, ${id} ${dir} LIMIT ${needed}) s UNION ALL ${sortAll(
            `${where.sql}${page.outsidePrefix ? ` AND ${page.outsidePrefix}` : ''} AND ${stretch} IS NOT TRUE`,
          )}`
      : sortAll(where.sql);
    return `WITH ${walk}
     SELECT * FROM (
       ${walkedPage}
       UNION ALL
       ${branch(`NOT ${walked}`, missed)}
     ) x ORDER BY ${final}`;
  }
  const g = page.groups;
  // The group keys are listed only when the walk failed, and at most one past MAX_GROUPS.
  const fewGroups = `(SELECT count(*) FROM grp) <= ${MAX_GROUPS}`;
  // A group is read along its own index only: its other conditions are checked row by row (IS TRUE
  // keeps them off other indexes, whose estimates miss that a group's rows mostly match them).
  const readGroup = (
    key: string,
  ) => `SELECT ${columns}, ${sort} AS sort_key FROM ${from} WHERE ${g.column} = ${key} AND (${g.within}) IS TRUE
          ORDER BY ${sort} ${dir}${nulls}, ${id} ${dir} LIMIT ${needed}`;
  const byGroup = g.literals
    ? g.literals.map((key) => `SELECT * FROM (${readGroup(key)}) x`).join(' UNION ALL ')
    : `SELECT x.* FROM grp CROSS JOIN LATERAL (${readGroup('grp.key')}) x`;
  return `WITH ${walk},
     grp AS MATERIALIZED (SELECT k.key FROM (${g.keys}) k(key) WHERE NOT ${walked} LIMIT ${MAX_GROUPS + 1})
     SELECT * FROM (
       ${walkedPage}
       UNION ALL
       ${branch(`NOT ${walked} AND ${fewGroups}`, `${byGroup} UNION ALL ${sortAll(g.rest)}`)}
       UNION ALL
       ${branch(`NOT ${walked} AND NOT ${fewGroups}`, sortAll(where.sql))}
     ) x ORDER BY ${final}`;
}
