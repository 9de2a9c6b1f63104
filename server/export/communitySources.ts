/**
 * The exports of the community's lists — reviews, users, suggestions — with their lists' own
 * filters (where-builders) and orders, and the columns their screens show. A user's last
 * connection may be null: its key reads a null as the earliest time, so the chunks can follow it.
 */
import { DEFAULT_ORDER, type SortableResource } from '../../domain';
import { parseOrder } from '../graphql/args';
import type { Where } from '../graphql/where';
import { countReviewsSql, parseReviewFilter, REVIEW_ORDER, reviewWhere } from '../modules/reviews/repository';
import { countSuggestionsSql, parseSuggestionFilter, SUGGESTION_ORDER, suggestionWhere } from '../modules/suggestions/repository';
import { countUsersSql, parseUserFilter, USER_ORDER, userWhere } from '../modules/users/repository';
import type { ExportColumn, ExportSource } from './source';

const fallback = (resource: SortableResource) => {
  const order = DEFAULT_ORDER[resource];
  return `${order.field}${order.order === 'DESC' ? ' DESC' : ''}`;
};

/** A list whose filter, where-builder, order map and count its repository already defines. */
function listExport<F>(spec: {
  resource: SortableResource;
  from: string;
  id: string;
  columns: Record<string, ExportColumn>;
  parse: (args: Record<string, unknown>) => F;
  where: (filter: F, params: unknown[]) => Where;
  order: Record<string, string>;
  count: (filter: F, params: unknown[], upto: number | null) => string;
  nullable?: string[];
}): ExportSource {
  return {
    columns: spec.columns,
    plan(args) {
      const filter = spec.parse(args);
      const order = parseOrder(args.order, spec.order, fallback(spec.resource));
      const sort = spec.nullable?.includes(order.sql) ? `coalesce(${order.sql}, '-infinity'::timestamptz)` : order.sql;
      return {
        from: spec.from,
        where: (params) => spec.where(filter, params),
        sort,
        id: spec.id,
        desc: order.desc,
        count: (params) => spec.count(filter, params, null),
      };
    },
  };
}

export const reviewsExport = listExport({
  resource: 'reviews',
  from: 'reviews r',
  id: 'r.idreview',
  columns: {
    idreview: { sql: 'r.idreview' },
    place: { sql: '(SELECT p.name FROM places p WHERE p.idplace = r.idplace)' },
    user: { sql: '(SELECT u.name FROM users u WHERE u.iduser = r.iduser)' },
    text: { sql: 'r.text' },
    date: { sql: 'r.date', date: true },
    published: { sql: 'r.published' },
  },
  parse: parseReviewFilter,
  where: reviewWhere,
  order: REVIEW_ORDER,
  count: countReviewsSql,
});

export const usersExport = listExport({
  resource: 'users',
  from: 'users u',
  id: 'u.iduser',
  columns: {
    iduser: { sql: 'u.iduser' },
    name: { sql: 'u.name' },
    email: { sql: 'u.email' },
    registration_date: { sql: 'u.registration_date', date: true },
    last_connection: { sql: 'u.last_connection', date: true },
    newsletter: { sql: 'u.newsletter' },
  },
  parse: parseUserFilter,
  where: userWhere,
  order: USER_ORDER,
  count: countUsersSql,
  nullable: ['u.last_connection'],
});

export const suggestionsExport = listExport({
  resource: 'suggestions',
  from: 'suggestions s JOIN places p ON p.idplace = s.idplace JOIN users u ON u.iduser = s.iduser',
  id: 's.idsuggestion',
  columns: {
    idsuggestion: { sql: 's.idsuggestion' },
    place: { sql: 'p.name' },
    user: { sql: 'u.name' },
    email: { sql: 'u.email' },
    reason: { sql: 's.reason' },
    status: { sql: 's.status' },
    create_date: { sql: 's.create_date', date: true },
  },
  parse: parseSuggestionFilter,
  where: suggestionWhere,
  order: SUGGESTION_ORDER,
  count: countSuggestionsSql,
});
