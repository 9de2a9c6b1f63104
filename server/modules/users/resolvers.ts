/** allUsers, countUsers, user (API.md "Reviews, suggestions, users"; docs/api.md «Usuarios»); addStaff, updStaff (staff.ts). */
import { DEFAULT_ORDER, PAGE_SIZE } from '../../../domain';
import type { ApiModule, Resolver } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { parseId, parseItems, parsePage, type OrderBy } from '../../graphql/args';
import { notFound } from '../../graphql/errors';
import type { Queryable } from '../../db/connect';
import { listReviews, parseReviewFilter, REVIEW_ORDER } from '../reviews/repository';
import { listSuggestions, parseSuggestionFilter, SUGGESTION_ORDER } from '../suggestions/repository';
import { typeDefs } from './schema';
import { addStaff, parseNewStaff, parseStaffChange, updStaff } from './staff';
import { sessionUser } from '../../graphql/context';
import { countUsersSql, getUserActivity, listUserPlaces, listUserServiceVotes, listUsers, parseUserFilter, USER_ORDER } from './repository';
import { resourceOperations } from '../../graphql/access';

/** Rows per activity list when the caller sends no `items`. */
export const ACTIVITY_PAGE = 10;

const newest = (sql: string): OrderBy => ({ sql, desc: true, random: false });
const REVIEWS_NEWEST = newest(REVIEW_ORDER[DEFAULT_ORDER.reviews.field]);
const SUGGESTIONS_NEWEST = newest(SUGGESTION_ORDER[DEFAULT_ORDER.suggestions.field]);

/** A UserActivity list field: one statement for its page, whatever the user's history. */
const activityList =
  (list: (db: Queryable, iduser: number, items: number, page: number) => Promise<unknown[]>): Resolver =>
  (user: { iduser: number }, args: Record<string, unknown>, ctx) =>
    list(ctx.db, user.iduser, parseItems(args.items, ACTIVITY_PAGE), parsePage(args.page));

/** A user as the list shows it (after a staff write). */
async function readUser(db: Queryable, iduser: number) {
  const [user] = await listUsers(db, parseUserFilter({ ids: [iduser] }), { sql: 'u.iduser', desc: false, random: false }, 1, 1);
  return user;
}

export const usersModule: ApiModule = {
  name: 'users',
  access: resourceOperations('users', { read: ['allUsers', 'countUsers', 'user'], write: ['addStaff', 'updStaff'] }),
  typeDefs,
  resolvers: {
    Query: {
      ...pagedListResolvers(
        { list: 'allUsers', count: 'countUsers' },
        {
          resource: 'users',
          order: USER_ORDER,
          pageSize: PAGE_SIZE.users,
          parseFilter: parseUserFilter,
          list: listUsers,
          countSql: countUsersSql,
        },
      ),
      user: async (_p, args, ctx) => {
        const row = await getUserActivity(ctx.db, parseId(args.iduser, 'iduser'));
        if (!row) throw notFound('El usuario', 'iduser');
        return row;
      },
    },
    Mutation: {
      addStaff: async (_p, args, ctx) => readUser(ctx.db, await addStaff(ctx.db, parseNewStaff(args))),
      updStaff: async (_p, args, ctx) => readUser(ctx.db, await updStaff(ctx.db, parseStaffChange(args), sessionUser(ctx).iduser)),
    },
    UserActivity: {
      places: activityList(listUserPlaces),
      servicevotes: activityList(listUserServiceVotes),
      reviews: activityList((db, iduser, items, page) => listReviews(db, parseReviewFilter({ iduser }), REVIEWS_NEWEST, items, page)),
      suggestions: activityList((db, iduser, items, page) =>
        listSuggestions(db, parseSuggestionFilter({ iduser }), SUGGESTIONS_NEWEST, items, page),
      ),
    },
  },
};
