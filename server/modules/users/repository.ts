/** Reads of the users table: a page and a count sharing one where-builder. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { parseIds, parseLastMonths, parseSearch, type OrderBy } from '../../graphql/args';
import { Where } from '../../graphql/where';
import { countOf, pageSql, readPage, type ListShape } from '../../graphql/listPage';
import { countRowsSql } from '../../graphql/countRows';

export interface UserFilter {
  search: string | null;
  lastmonths: number | null;
  ids: number[] | null;
  /** Staff accounts only. */
  staff: boolean;
}

export function parseUserFilter(args: Record<string, unknown>): UserFilter {
  return {
    search: parseSearch(args.search),
    lastmonths: parseLastMonths(args.lastmonths),
    ids: parseIds(args.ids),
    staff: args.staff === true,
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

/** search_norm(name || ' ' || email), stored with its trigram index (migration 0018). */
const USER_SEARCH_EXPR = 'u.search_text';

export function userWhere(filter: UserFilter, params: unknown[] = []): Where {
  const where = new Where(params);
  if (filter.staff) where.add('u.staff_role IS NOT NULL');
  return where
    .searchWords(USER_SEARCH_EXPR, filter.search)
    .lastMonths('u.registration_date', filter.lastmonths)
    .ids('u.iduser', filter.ids);
}

const USER_COLUMNS = `u.iduser, u.name, u.email, u.avatar, u.registration_date, u.last_connection,
  coalesce(u.facebookid, '') <> '' AS has_facebookid, coalesce(u.googleid, '') <> '' AS has_googleid,
  u.password_hash IS NOT NULL AS has_password, u.newsletter, u.staff_role AS role, u.disabled`;

/** The users table for graphql/listPage.ts: last_connection may be null (last both ways, an index each way: 0018). */
const USER_SHAPE: ListShape = {
  table: 'users u',
  alias: 'u',
  id: 'u.iduser',
  unindexed: {
    'u.iduser': '(u.iduser + 0)',
    'u.sort_name': "(u.sort_name || '')",
    'u.sort_email': "(u.sort_email || '')",
    'u.registration_date': "(u.registration_date + interval '0 s')",
    'u.last_connection': "(u.last_connection + interval '0 s')",
  },
  nullable: ['u.last_connection'],
  windows: { window: 'u.registration_window', date: 'u.registration_date', orders: ['u.last_connection'] },
  // (sort_name, iduser) INCLUDE (search_text, registration_date) (0031).
  covering: ['u.sort_name'],
};

/** A page: deep pages from the other end, a search along a bounded stretch of the sort index (graphql/listPage.ts). */
export async function listUsers(db: Queryable, filter: UserFilter, order: OrderBy, items: number, page: number) {
  return readPage(
    (page - 1) * items,
    items,
    () => countOf(db, (params) => countUsersSql(filter, params, null)),
    (limit, offset, reversed) => {
      const where = userWhere(filter);
      const walk = filter.search !== null;
      const scope = walk ? userWhere({ ...filter, search: null }, where.params).sql : undefined;
      const months =
        filter.lastmonths === null
          ? null
          : { value: filter.lastmonths, rest: () => userWhere({ ...filter, search: null, lastmonths: null }, where.params).sql };
      // «staff» reads staff_role, which the covering index lacks.
      const q = pageSql(USER_SHAPE, { where, scope, order, walk, limit, offset, reversed, months, uncovered: filter.staff });
      return db.query(`SELECT ${USER_COLUMNS} FROM (${q.sql}) u ORDER BY ${q.order('u')}`, q.params);
    },
  );
}

/**
 * The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement); with no
 * filter, the counter of migration 0018 (entity_counts) instead of a million rows.
 */
export function countUsersSql(filter: UserFilter, params: unknown[], upto: number | null): string {
  if (filter.search === null && filter.lastmonths === null && filter.ids === null && !filter.staff) {
    return `(SELECT coalesce(sum(n), 0) FROM entity_counts WHERE tbl = 'users')`;
  }
  return countRowsSql(`users u WHERE ${userWhere(filter, params).sql}`, upto, params);
}

/**
 * One user with the counts of their activity (part 2 §2 "User activity"), in ONE statement whatever
 * their history: every count is a scalar subquery on an iduser index. null when the user does not exist.
 */
export async function getUserActivity(db: Queryable, iduser: number) {
  const rows = await db.query(
    `SELECT ${USER_COLUMNS},
       (SELECT count(*) FROM places p WHERE p.iduser = u.iduser)::int AS count_places,
       (SELECT count(*) FROM service_votes v WHERE v.iduser = u.iduser)::int AS count_servicevotes,
       (SELECT count(*) FROM reviews r WHERE r.iduser = u.iduser)::int AS count_reviews,
       (SELECT count(*) FROM media m WHERE m.iduser = u.iduser AND m.kind = 'photo')::int AS count_photos,
       (SELECT count(*) FROM suggestions s WHERE s.iduser = u.iduser)::int AS count_suggestions
     FROM users u WHERE u.iduser = $1`,
    [iduser],
  );
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const { count_places, count_servicevotes, count_reviews, count_photos, count_suggestions, ...user } = row;
  return {
    ...user,
    counts: {
      places: count_places,
      servicevotes: count_servicevotes,
      reviews: count_reviews,
      photos: count_photos,
      suggestions: count_suggestions,
    },
  };
}

/** A page of the places the user added, newest first. */
export async function listUserPlaces(db: Queryable, iduser: number, items: number, page: number) {
  return db.query(
    `SELECT p.idplace, p.name, p.city, p.province, p.published, p.create_date FROM places p
      WHERE p.iduser = $1 ORDER BY p.create_date DESC, p.idplace DESC LIMIT $2 OFFSET $3`,
    [iduser, items, (page - 1) * items],
  );
}

/** A page of the user's service votes, newest first, with the place's name and the service's Spanish question. */
export async function listUserServiceVotes(db: Queryable, iduser: number, items: number, page: number) {
  return db.query(
    `SELECT v.idvote, v.idplace, p.name AS place, v.idservice, coalesce(si.question, '') AS service, v.points, v.create_date
       FROM service_votes v JOIN places p ON p.idplace = v.idplace
       LEFT JOIN service_i18n si ON si.idservice = v.idservice AND si.lang = 'es'
      WHERE v.iduser = $1 ORDER BY v.create_date DESC, v.idvote DESC LIMIT $2 OFFSET $3`,
    [iduser, items, (page - 1) * items],
  );
}
