/** allUsers, countUsers, user (API.md "Reviews, suggestions, users"; docs/api.md «Usuarios»): read-only. */
import { DEFAULT_ORDER, PAGE_SIZE } from '../../../domain';
import type { ApiModule, Resolver } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { parseId, parseItems, parsePage, type OrderBy } from '../../graphql/args';
import { notFound } from '../../graphql/errors';
import type { Queryable } from '../../db/connect';
import { listReviews, parseReviewFilter, REVIEW_ORDER } from '../reviews/repository';
import { listSuggestions, parseSuggestionFilter, SUGGESTION_ORDER } from '../suggestions/repository';
import { typeDefs } from './schema';
import { countUsersSql, getUserActivity, listUserPlaces, listUserServiceVotes, listUsers, parseUserFilter, USER_ORDER } from './repository';

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

export const usersModule: ApiModule = {
  name: 'users',
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
