/** allUsers, countUsers (API.md "Reviews, suggestions, users"): read-only. */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { typeDefs } from './schema';
import { countUsersSql, listUsers, parseUserFilter, USER_ORDER } from './repository';

export const usersModule: ApiModule = {
  name: 'users',
  typeDefs,
  resolvers: {
    Query: pagedListResolvers(
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
  },
};
