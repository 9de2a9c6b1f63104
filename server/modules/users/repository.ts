/** Reads of the users table: a page and a count sharing one where-builder. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { parseIds, parseLastMonths, parseSearch, type OrderBy } from '../../graphql/args';
import { Where } from '../../graphql/where';

export interface UserFilter {
  search: string | null;
  lastmonths: number | null;
  ids: number[] | null;
}

export function parseUserFilter(args: Record<string, unknown>): UserFilter {
  return {
    search: parseSearch(args.search),
    lastmonths: parseLastMonths(args.lastmonths),
    ids: parseIds(args.ids),
  };
}

/** Each sortable field (domain SORTABLE.users) → SQL; name and e-mail by their Spanish sort keys (migration 0008). */
export const USER_ORDER: Record<SortField<'users'>, string> = {
  iduser: 'u.iduser',
  name: 'u.sort_name',
  email: 'u.sort_email',
  registration_date: 'u.registration_date',
  last_connection: 'u.last_connection',
};

/** The same expression as users_search_trgm_idx (migration 0002). */
const USER_SEARCH_EXPR = `search_norm(u.name || ' ' || u.email)`;

function userWhere(filter: UserFilter, params: unknown[] = []): Where {
  return new Where(params)
    .searchWords(USER_SEARCH_EXPR, filter.search)
    .lastMonths('u.registration_date', filter.lastmonths)
    .ids('u.iduser', filter.ids);
}

const USER_COLUMNS = `u.iduser, u.name, u.email, u.avatar, u.registration_date, u.last_connection,
  coalesce(u.facebookid, '') <> '' AS has_facebookid, coalesce(u.googleid, '') <> '' AS has_googleid,
  u.password_hash IS NOT NULL AS has_password, u.newsletter`;

export async function listUsers(db: Queryable, filter: UserFilter, order: OrderBy, items: number, page: number) {
  const where = userWhere(filter);
  const dir = order.desc ? 'DESC' : 'ASC';
  const n = where.params.length;
  return db.query(
    `SELECT ${USER_COLUMNS} FROM users u WHERE ${where.sql}
      ORDER BY ${order.sql} ${dir} NULLS LAST, u.iduser ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, items, (page - 1) * items],
  );
}

/** The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement). */
export function countUsersSql(filter: UserFilter, params: unknown[]): string {
  return `(SELECT count(*) FROM users u WHERE ${userWhere(filter, params).sql})`;
}
