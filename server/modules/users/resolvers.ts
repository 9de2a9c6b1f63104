/** allUsers, countUsers (API.md "Reviews, suggestions, users"): read-only. */
import type { ApiModule } from '../../graphql/module';
import { parseItems, parseOrder, parsePage } from '../../graphql/args';
import { typeDefs } from './schema';
import { batchedScalar } from '../../graphql/batch';
import { countUsersSql, listUsers, parseUserFilter, USER_ORDER } from './repository';

export const USERS_PAGE_SIZE = 25;

export const usersModule: ApiModule = {
  name: 'users',
  typeDefs,
  resolvers: {
    Query: {
      allUsers: async (_p, args, ctx) => {
        const filter = parseUserFilter(args);
        const order = parseOrder(args.order, USER_ORDER, 'registration_date DESC');
        return listUsers(ctx.db, filter, order, parseItems(args.items, USERS_PAGE_SIZE), parsePage(args.page));
      },
      countUsers: async (_p, args, ctx) => {
        const filter = parseUserFilter(args);
        return Number(await batchedScalar(ctx, (params) => countUsersSql(filter, params)));
      },
    },
  },
};
