/** history, countHistory: the change history, read-only (docs/api.md «Historial de cambios»). */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { typeDefs } from './schema';
import { countHistorySql, HISTORY_ORDER, listHistory, parseHistoryFilter } from './repository';

export const historyModule: ApiModule = {
  name: 'history',
  typeDefs,
  resolvers: {
    Query: pagedListResolvers(
      { list: 'history', count: 'countHistory' },
      {
        resource: 'history',
        order: HISTORY_ORDER,
        pageSize: PAGE_SIZE.history,
        parseFilter: parseHistoryFilter,
        list: listHistory,
        countSql: countHistorySql,
      },
    ),
  },
};
