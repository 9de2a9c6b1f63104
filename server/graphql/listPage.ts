/**
 * A page of a large list in its order (reviews, users, suggestions: a million rows, issue 17), in the
 * shape the places list uses (server/modules/places/repository.ts listPlaces / pageOf):
 * - a page past DEEP_OFFSET in the far half is read from the other end (the pager's «last page»
 *   skips 25 rows backwards instead of a million forwards);
 * - a search walks a bounded stretch of the sort index, and only if the page is not all there sorts
 *   every match (trigram indexes) instead — one statement either way.
 * Kept apart from server/modules/entities so it can later give way to the shared builder.
 */
import type { Queryable } from '../db/connect';
import type { OrderBy } from './args';
import type { Where } from './where';
import { pageFromNearerEnd } from './deepPage';
import { SEARCH_WALK_ROWS } from './searchedPage';
import { COVERED_WALK_ROWS, sampleMatches } from './coveredWalk';

export interface ListShape {
  /** The table with its alias, as the where-builder writes it: 'reviews r'. */
  table: string;
  alias: string;
  /** The id column, the order's tie-breaker: 'r.idreview'. */
  id: string;
  /** Sort expressions (the list's ORDER map values) → the same order written so no index matches it. */
  unindexed: Record<string, string>;
  /** Sort expressions that may be null: the list puts nulls last. */
  nullable?: readonly string[];
  /**
   * A «last N months» date filter whose rows are stored by 30-day window (`window`, a generated
   * column of the date, with an index (window, order, id) both ways for each of `orders`): a page in
   * one of those orders is merged from each window's index, a few rows each, instead of walking the
   * whole order to the recent rows (users: registered lately, by last connection). `date` is the
   * filtered date column (indexed): a window the months' edge cuts reads its part of the dates by it.
   */
  windows?: { window: string; date: string; orders: readonly string[] };
  /**
   * Orders whose index (order, id) also INCLUDEs the columns a walk checks (the search text and the
   * filters' columns, migration 0031): the walk reads the index alone (coveredWalk.ts).
   */
  covering?: readonly string[];
}

/** A window's length (the generated column divides the epoch by it), and the most a page merges. */
const DAY_MS = 86_400_000;
const WINDOW_MS = 30 * DAY_MS;
const MAX_WINDOWS = 30;

/** The windows a page merges (sourceOf), or null when the list, the order or the months do not ask for them. */
function windowsOf(shape: ListShape, req: PageRequest): { first: number; last: number; inside: (w: number) => boolean } | null {
  const months = req.months?.value;
  if (!shape.windows || !months || !shape.windows.orders.includes(req.order.sql)) return null;
  // From the window holding «now − months» (months counted as 31 days, one window more for the clocks)
  // to the one after today's. A window is wholly inside when it starts after «now − months» taken
  // in calendar months (JavaScript rolls 31 May − 3 months on to 3 March, PostgreSQL clamps it to
  // 28 February: never earlier) plus 3 days for the database's time zone and the clocks.
  const now = Date.now();
  const first = Math.floor((now - months * 31 * DAY_MS) / WINDOW_MS) - 1;
  const last = Math.floor(now / WINDOW_MS) + 1;
  if (last - first + 1 > MAX_WINDOWS) return null;
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return { first, last, inside: (w) => w * WINDOW_MS > since.getTime() + 3 * DAY_MS };
}

/**
 * The table as the page reads it: with windows, the first `limit` rows meeting `cond` in the page's
 * order from each window, and from any row after the last, each read along its window's index. A
 * window wholly inside the months checks only `rest`, the other filters (the months' own condition
 * would make the planner expect a few of its rows and sort them all). A branch with a WHERE cannot
 * join PostgreSQL's merge of ordered scans, so each branch is cut at the page's need instead.
 */
function sourceOf(
  shape: ListShape,
  windows: ReturnType<typeof windowsOf>,
  rest: string,
  ordered: string,
  cond: string,
  limit: string,
): string {
  if (!windows || !shape.windows) return shape.table;
  const { window: column, date } = shape.windows;
  const branch = (which: string, where: string) =>
    `(SELECT * FROM ${shape.table} WHERE ${column} ${which} AND ${where} ORDER BY ${ordered} LIMIT ${limit})`;
  // The window's own dates, written out: the planner then reads a window the edge cuts by its part
  // of the date index (a few thousand entries) instead of all the months' dates.
  const seconds = WINDOW_MS / 1000;
  const dates = (w: number) => `${date} >= to_timestamp(${w * seconds}) AND ${date} < to_timestamp(${(w + 1) * seconds})`;
  const branches: string[] = [];
  for (let w = windows.first; w <= windows.last; w += 1)
    branches.push(branch(`= ${w}`, windows.inside(w) ? rest : `${dates(w)} AND ${cond}`));
  branches.push(branch(`> ${windows.last}`, rest));
  return `(${branches.join(' UNION ALL ')}) ${shape.alias}`;
}

export interface PageRequest {
  where: Where;
  order: OrderBy;
  /** Walk the sort index (a search with no filter that an index of its own serves better). */
  walk: boolean;
  /**
   * The conditions other than the search (built on the same parameters as `where`, only when walking:
   * PostgreSQL refuses a parameter the statement never uses): the walk reads
   * the first rows in order among these (a filter on the sort column itself starts it at its value).
   */
  scope?: string;
  /**
   * The search as checked on each walked row, when `where` finds its matches through other tables'
   * indexes (a set the walk would build whole); built on `where`'s parameters, after them.
   */
  walkWhere?: string;
  limit: number;
  offset: number;
  /** Sort the filtered rows without the sort index (a filter's own index holds few rows, not in this order). */
  sortFiltered?: boolean;
  /** Read backwards: the same rows, the order reversed (nulls first where the list puts them last). */
  reversed?: boolean;
  /**
   * The «last N months» filter on the shape's windowed column, when asked (`where` and `scope` hold
   * it too), and a builder of the conditions other than the search and the months on `where`'s
   * parameters, called only when the page reads by window (a parameter no clause uses is refused).
   */
  months?: { value: number; rest: () => string } | null;
  /** A filter reads a column the shape's covering indexes lack (see `covering`): the walk reads rows. */
  uncovered?: boolean;
}

/**
 * The base table's rows (alias.*) of the page plus their sort value as sort_key, and the ORDER BY
 * that reads them in the page's order from an outer query that calls them `as`.
 */
export function pageSql(shape: ListShape, req: PageRequest): { sql: string; params: unknown[]; order: (as: string) => string } {
  const desc = req.order.desc !== Boolean(req.reversed);
  const dir = desc ? 'DESC' : 'ASC';
  const nulls = shape.nullable?.includes(req.order.sql) ? (req.reversed ? ' NULLS FIRST' : ' NULLS LAST') : '';
  const ordered = `${req.order.sql} ${dir}${nulls}, ${shape.id} ${dir}`;
  const idColumn = shape.id.slice(shape.id.indexOf('.') + 1);
  const orderOf = (as: string) => `${as}.sort_key ${dir}${nulls}, ${as}.${idColumn} ${dir}`;
  const keyed = `${shape.alias}.*, ${req.order.sql} AS sort_key`;
  const windows = windowsOf(shape, req);
  const rest = windows && req.months ? req.months.rest() : 'TRUE';
  const params = req.where.params;
  const n = params.length;
  const unindexed = `${shape.unindexed[req.order.sql] ?? req.order.sql} ${dir}${nulls}, (${shape.id} + 0) ${dir}`;
  if (!req.walk) {
    const source = req.sortFiltered
      ? shape.table
      : sourceOf(shape, windows, rest, ordered, req.where.sql, `($${n + 1}::int + $${n + 2}::int)`);
    return {
      sql: `SELECT ${keyed} FROM ${source} WHERE ${req.where.sql} ORDER BY ${req.sortFiltered ? unindexed : ordered} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...params, req.limit, req.offset],
      order: orderOf,
    };
  }
  // As places' pageOf: the second branch is gated above its LIMIT, so it never starts when the walk
  // found the page. The walk keeps only ids and sort values (the page's rows are read by id after):
  // the columns it reads are then those its conditions name, which a covering index may hold whole.
  const need = req.offset + req.limit;
  const covered = Boolean(!req.uncovered && !windows && shape.covering?.includes(req.order.sql));
  const walkRows = Math.max(covered ? COVERED_WALK_ROWS : SEARCH_WALK_ROWS, need * 40);
  // Along a covering index the walk bounds the entries it reads, every filter checked on them
  // (`scope` there too: its parameters must be used), and starts only for a common search; else it
  // reads the rows within `scope` (which may start it at a value of the sort column).
  const check = covered && req.scope ? `${req.scope} AND ${req.walkWhere ?? req.where.sql}` : (req.walkWhere ?? req.where.sql);
  const scope = covered ? sampleMatches(shape.table, check) : (req.scope ?? 'TRUE');
  const walked = `(SELECT count(*) FROM walk) = $${n + 2}`;
  return {
    sql: `WITH walk AS MATERIALIZED (
       SELECT ${shape.id} AS walk_id, ${req.order.sql} AS sort_key
         FROM (SELECT * FROM ${sourceOf(shape, windows, rest, ordered, scope, `$${n + 1}`)} WHERE ${scope} ORDER BY ${ordered} LIMIT $${n + 1}) ${shape.alias}
        WHERE ${check} ORDER BY ${ordered} LIMIT $${n + 2})
     SELECT * FROM (
       (SELECT ${keyed} FROM walk w JOIN ${shape.table} ON ${shape.id} = w.walk_id
         WHERE ${walked} ORDER BY w.sort_key ${dir}${nulls}, w.walk_id ${dir} OFFSET $${n + 4})
       UNION ALL
       (SELECT * FROM (SELECT ${keyed} FROM ${shape.table} WHERE ${req.where.sql}
          ORDER BY ${unindexed} LIMIT $${n + 3} OFFSET $${n + 4}) f
         WHERE NOT ${walked})
     ) x`,
    params: [...params, walkRows, need, req.limit, req.offset],
    order: orderOf,
  };
}

/**
 * The page `offset`, `items` long: `read(limit, offset, reversed)` answers rows in the list's order
 * (reversed: the opposite one); `count()` is asked only for a deep page (deepPage.ts, shared with
 * places and the declared entities).
 */
export function readPage<T>(
  offset: number,
  items: number,
  count: () => Promise<number>,
  read: (limit: number, offset: number, reversed: boolean) => Promise<T[]>,
): Promise<T[]> {
  // In the list's own direction (false), the nearer end's reading is `reversed` when it flips.
  return pageFromNearerEnd(false, items, offset, count, (desc, limit, skip) => read(limit, skip, desc));
}

/** Runs a list's count subquery (its countSql) on its own: the total a deep page needs. */
export async function countOf(db: Queryable, countSql: (params: unknown[]) => string): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ n: number }>(`SELECT ${countSql(params)} AS n`, params);
  return Number(row.n);
}
