/** The reviews table: a page (with place and user names) and a count over one where-builder; update (text, published) and delete. */
import { REVIEW_TEXT_MAX, type SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { parseId, parseIds, parseLastMonths, parseSearch, type OrderBy } from '../../graphql/args';
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { Where } from '../../graphql/where';
import { countOf, pageSql, readPage, type ListShape } from '../../graphql/listPage';
import { countRowsSql } from '../../graphql/countRows';

export interface ReviewFilter {
  search: string | null;
  idplace: number | null;
  iduser: number | null;
  published: boolean | null;
  lastmonths: number | null;
  ids: number[] | null;
}

const optionalId = (value: unknown, field: string) => (value === undefined || value === null ? null : parseId(value, field));

function optionalBoolean(value: unknown, field: string): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw badInput(field, `Valor no válido en ${field}: debe ser true o false`);
  return value;
}

export function parseReviewFilter(args: Record<string, unknown>): ReviewFilter {
  return {
    search: parseSearch(args.search),
    idplace: optionalId(args.idplace, 'idplace'),
    iduser: optionalId(args.iduser, 'iduser'),
    published: optionalBoolean(args.published, 'published'),
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

/**
 * search_text: search_norm(text), stored with its trigram index (migration 0018). Within one place's or
 * one user's reviews (thousands at most) the words are checked on those rows, never through the
 * trigram index: a common word's hundred thousand matches elsewhere would cost far more.
 */
export function reviewWhere(filter: ReviewFilter, params: unknown[] = []): Where {
  const few = filter.idplace !== null || filter.iduser !== null;
  const where = new Where(params).searchWords(few ? "(r.search_text || '')" : 'r.search_text', filter.search);
  if (filter.idplace !== null) where.add(`r.idplace = ${where.param(filter.idplace)}`);
  if (filter.iduser !== null) where.add(`r.iduser = ${where.param(filter.iduser)}`);
  if (filter.published !== null) where.add(`r.published = ${where.param(filter.published)}`);
  return where.lastMonths('r.date', filter.lastmonths).ids('r.idreview', filter.ids);
}

/** The reviews table for graphql/listPage.ts: each sort column written so no index matches it. */
const REVIEW_SHAPE: ListShape = {
  table: 'reviews r',
  alias: 'r',
  id: 'r.idreview',
  unindexed: {
    'r.idreview': '(r.idreview + 0)',
    'r.date': "(r.date + interval '0 s')",
    'r.published': '(r.published::int)',
    'r.idplace': '(r.idplace + 0)',
    'r.iduser': '(r.iduser + 0)',
  },
  // (idplace, idreview) INCLUDE (search_text, published, date) (0031): every filter a walk checks.
  covering: ['r.idplace'],
};

/**
 * A page with the place's and the user's names (joined on the page's rows only). A search walks the
 * sort index unless a place or a user is asked: their indexes (idplace / iduser, date, idreview,
 * migration 0018) already hold the few rows in order.
 */
export async function listReviews(db: Queryable, filter: ReviewFilter, order: OrderBy, items: number, page: number) {
  const walk = filter.search !== null && filter.idplace === null && filter.iduser === null;
  // The orders the indexes (idplace | iduser, idreview) and (idplace | iduser, date, idreview) hold (0018).
  const held = ['r.idreview', 'r.date', ...(filter.idplace !== null ? ['r.idplace'] : []), ...(filter.iduser !== null ? ['r.iduser'] : [])];
  const sortFiltered = !walk && (filter.idplace !== null || filter.iduser !== null) && !held.includes(order.sql);
  return readPage(
    (page - 1) * items,
    items,
    () => countOf(db, (params) => countReviewsSql(filter, params, null)),
    (limit, offset, reversed) => {
      const where = reviewWhere(filter);
      const scope = walk ? reviewWhere({ ...filter, search: null }, where.params).sql : undefined;
      const q = pageSql(REVIEW_SHAPE, { where, scope, order, walk, sortFiltered, limit, offset, reversed });
      return db.query(
        `SELECT r.idreview, r.idplace, p.name AS place, r.iduser, u.name AS user, r.text, r.published, r.date
           FROM (${q.sql}) r JOIN places p ON p.idplace = r.idplace JOIN users u ON u.iduser = r.iduser
          ORDER BY ${q.order('r')}`,
        q.params,
      );
    },
  );
}

/**
 * The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement). With no
 * filter but published it reads the counters of migration 0018 (entity_counts) instead of a million rows.
 */
export function countReviewsSql(filter: ReviewFilter, params: unknown[], upto: number | null): string {
  const { published, ...rest } = filter;
  if (Object.values(rest).every((v) => v === null)) {
    if (published === null) return `(SELECT coalesce(sum(n), 0) FROM entity_counts WHERE tbl = 'reviews')`;
    const ofPublished = `(SELECT coalesce(sum(n), 0) FROM entity_counts WHERE tbl = 'reviews.published')`;
    return published ? ofPublished : `((SELECT coalesce(sum(n), 0) FROM entity_counts WHERE tbl = 'reviews') - ${ofPublished})`;
  }
  return countRowsSql(`reviews r WHERE ${reviewWhere(filter, params).sql}`, upto, params);
}

/** updReview's `review`: at least one of text (trimmed, 1 to REVIEW_TEXT_MAX characters) and published. */
export interface ReviewChange {
  text?: string;
  published?: boolean;
}

export function parseReviewChange(value: unknown): ReviewChange {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badInput('review', 'Falta la reseña en review');
  const input = value as Record<string, unknown>;
  const change: ReviewChange = {};
  if (input.text !== undefined && input.text !== null) {
    const text = parseText(input.text, 'text', REVIEW_TEXT_MAX);
    if (text === '') throw badInput('text', 'El campo text no puede estar vacío');
    change.text = text;
  }
  const published = optionalBoolean(input.published, 'published');
  if (published !== null) change.published = published;
  if (change.text === undefined && change.published === undefined) {
    throw badInput('review', 'Nada que cambiar en review: envíe text o published');
  }
  return change;
}

/** true when the review exists (it then holds `change`). */
export async function updateReview(db: Queryable, idreview: number, change: ReviewChange): Promise<boolean> {
  const rows = await db.query(
    `UPDATE reviews SET text = COALESCE($2, text), published = COALESCE($3, published) WHERE idreview = $1 RETURNING idreview`,
    [idreview, change.text ?? null, change.published ?? null],
  );
  return rows.length > 0;
}

export async function deleteReview(db: Queryable, idreview: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM reviews WHERE idreview = $1 RETURNING idreview`, [idreview]);
  return rows.length > 0;
}
