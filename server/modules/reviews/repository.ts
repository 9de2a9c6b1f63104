/** Reads of the reviews table: a page (with place and user names) and a count, one where-builder. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { parseId, parseIds, parseLastMonths, parseSearch, type OrderBy } from '../../graphql/args';
import { Where } from '../../graphql/where';

export interface ReviewFilter {
  search: string | null;
  idplace: number | null;
  iduser: number | null;
  lastmonths: number | null;
  ids: number[] | null;
}

const optionalId = (value: unknown, field: string) => (value === undefined || value === null ? null : parseId(value, field));

export function parseReviewFilter(args: Record<string, unknown>): ReviewFilter {
  return {
    search: parseSearch(args.search),
    idplace: optionalId(args.idplace, 'idplace'),
    iduser: optionalId(args.iduser, 'iduser'),
    lastmonths: parseLastMonths(args.lastmonths),
    ids: parseIds(args.ids),
  };
}

/** Each sortable field (domain SORTABLE.reviews) → SQL. */
export const REVIEW_ORDER: Record<SortField<'reviews'>, string> = {
  idreview: 'r.idreview',
  date: 'r.date',
  published: 'r.published',
  idplace: 'r.idplace',
  iduser: 'r.iduser',
};

function reviewWhere(filter: ReviewFilter, params: unknown[] = []): Where {
  const where = new Where(params).searchWords('search_norm(r.text)', filter.search);
  if (filter.idplace !== null) where.add(`r.idplace = ${where.param(filter.idplace)}`);
  if (filter.iduser !== null) where.add(`r.iduser = ${where.param(filter.iduser)}`);
  return where.lastMonths('r.date', filter.lastmonths).ids('r.idreview', filter.ids);
}

export async function listReviews(db: Queryable, filter: ReviewFilter, order: OrderBy, items: number, page: number) {
  const where = reviewWhere(filter);
  const dir = order.desc ? 'DESC' : 'ASC';
  const n = where.params.length;
  return db.query(
    `SELECT r.idreview, r.idplace, p.name AS place, r.iduser, u.name AS user, r.text, r.published, r.date
       FROM reviews r JOIN places p ON p.idplace = r.idplace JOIN users u ON u.iduser = r.iduser
      WHERE ${where.sql}
      ORDER BY ${order.sql} ${dir}, r.idreview ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, items, (page - 1) * items],
  );
}

/** The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement). */
export function countReviewsSql(filter: ReviewFilter, params: unknown[]): string {
  return `(SELECT count(*) FROM reviews r WHERE ${reviewWhere(filter, params).sql})`;
}
