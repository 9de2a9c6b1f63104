/**
 * The resolvers of a paged list and its count (allX / countX, API.md conventions): parse the
 * filter once, then page (items, page, order from the allow-list) or count with the same filter.
 * A module describes its list in one object; users and reviews use it, and so does every later
 * list (events, CMS, chains, suggestions).
 */
import { SORTABLE, type SortableResource, type SortField } from '../../domain';
import type { Queryable } from '../db/connect';
import type { RequestContext } from './context';
import { defaultOrderArg, parseItems, parseOrder, parsePage, parseUpto, type OrderBy } from './args';
import { batchedScalar } from './batch';
import type { Resolver } from './module';

export interface PagedListSpec<R extends SortableResource, F> {
  /** The sortable fields (domain SORTABLE[resource]) and the list's default order. */
  resource: R;
  /** Every sortable field → the SQL expression it orders by. */
  order: Record<SortField<R>, string>;
  /** Items per page when the caller sends none. */
  pageSize: number;
  /** Arguments → filter; throws BAD_USER_INPUT naming the argument. Shared by list and count. */
  parseFilter: (args: Record<string, unknown>) => F;
  list: (db: Queryable, filter: F, order: OrderBy, items: number, page: number) => Promise<unknown[]>;
  /**
   * The count as a scalar subquery over the same filter (counts of one request share a statement);
   * with `upto`, it may stop reading at that many rows and answer `upto` (graphql/countRows.ts).
   */
  countSql: (filter: F, params: unknown[], upto: number | null) => string;
}

/** `{ [listName]: resolver, [countName]: resolver }` for Query. */
export function pagedListResolvers<R extends SortableResource, F>(
  names: { list: string; count: string },
  spec: PagedListSpec<R, F>,
): Record<string, Resolver> {
  const defaultOrder = defaultOrderArg(spec.resource);
  const allowList: Record<string, string> = Object.fromEntries(
    SORTABLE[spec.resource].map((field) => [field, spec.order[field as SortField<R>]]),
  );
  return {
    [names.list]: async (_parent, args: Record<string, unknown>, ctx: RequestContext) => {
      const filter = spec.parseFilter(args);
      const order = parseOrder(args.order, allowList, defaultOrder);
      return spec.list(ctx.db, filter, order, parseItems(args.items, spec.pageSize), parsePage(args.page));
    },
    [names.count]: async (_parent, args: Record<string, unknown>, ctx: RequestContext) => {
      const filter = spec.parseFilter(args);
      const upto = parseUpto(args.upto);
      return Number(await batchedScalar(ctx, (params) => spec.countSql(filter, params, upto)));
    },
  };
}
