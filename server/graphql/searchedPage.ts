/**
 * A searched page of a list, in one statement (places, paged entities). Walking the sort index finds
 * the page at once when the matches are spread along it, and never ends when they are bunched at the
 * far end («vigo» sorted by city). So walk a bounded stretch; only if the page is not all there,
 * sort all the matches (trigram indexes) instead. The second branch is gated above its LIMIT, so it
 * never starts when not needed; its matches are a subquery planned on its own (OFFSET 0, no order to
 * walk an index for). Both carry their sort value as sort_key for the final order.
 */
import type { Where } from './where';

/** Rows a searched page walks along its sort index (at least) before reading all matches instead. */
export const SEARCH_WALK_ROWS = 1_000;

export interface SearchedPage {
  /** The walked table with its alias, and any join the sort value needs: `places p`, `cms m JOIN …`. */
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
}

/** The statement (its parameters are `page.where.params`): the page's rows in order, each with its sort_key. */
export function searchedPageSql(page: SearchedPage): string {
  const { from, alias, columns, id, idName, sort, where } = page;
  const dir = page.desc ? 'DESC' : 'ASC';
  const nulls = page.nulls ?? '';
  const need = page.offset + page.limit;
  const walkRows = where.param(Math.max(SEARCH_WALK_ROWS, need * 40));
  const needed = where.param(need);
  const limit = where.param(page.limit);
  const offset = where.param(page.offset);
  const final = `x.sort_key ${dir}${nulls}, x.${idName} ${dir}`;
  return `WITH walk AS MATERIALIZED (
       SELECT ${columns}, ${alias}.sort_key
         FROM (SELECT ${alias}.*, ${sort} AS sort_key FROM ${from} ORDER BY ${sort} ${dir}${nulls}, ${id} ${dir} LIMIT ${walkRows}) ${alias}
        WHERE ${where.sql} ORDER BY ${alias}.sort_key ${dir}${nulls}, ${id} ${dir} LIMIT ${needed})
     SELECT * FROM (
       (SELECT * FROM walk x WHERE (SELECT count(*) FROM walk) = ${needed} ORDER BY ${final} OFFSET ${offset})
       UNION ALL
       (SELECT * FROM (SELECT ${columns}, ${sort} AS sort_key FROM ${from} WHERE ${where.sql} OFFSET 0) x
         WHERE (SELECT count(*) FROM walk) < ${needed} ORDER BY ${final} LIMIT ${limit} OFFSET ${offset})
     ) x ORDER BY ${final}`;
}
