/**
 * history, countHistory: the change history, read-only (docs/api.md «Historial de cambios»). An
 * editor reads the history of the records they may change (a `resource` whose writes their role
 * allows); all changes of everyone («Actividad del panel») are for administrators.
 */
import { PAGE_SIZE } from '../../../domain';
import { allows } from '../../../domain/roles';
import { listReadAccess } from '../../../domain/resourceAccess';
import type { ApiModule, Resolver } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { sessionUser } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { typeDefs } from './schema';
import { countHistorySql, HISTORY_ORDER, listHistory, parseHistoryFilter } from './repository';
import { resourceOperations } from '../../graphql/access';

const lists = pagedListResolvers(
  { list: 'history', count: 'countHistory' },
  {
    resource: 'history',
    order: HISTORY_ORDER,
    pageSize: PAGE_SIZE.history,
    parseFilter: parseHistoryFilter,
    list: listHistory,
    countSql: countHistorySql,
  },
);

/** Refuses a history the caller's role may not read before any row is. */
const withinRole =
  (resolve: Resolver): Resolver =>
  (parent, args: Record<string, unknown>, ctx, info) => {
    const { role } = sessionUser(ctx);
    if (!allows(listReadAccess('history', args), role)) {
      throw forbidden('Su rol solo permite ver el historial de lo que puede editar; la actividad de todo el panel es para administradores');
    }
    return resolve(parent, args, ctx, info);
  };

export const historyModule: ApiModule = {
  name: 'history',
  access: resourceOperations('history', { read: ['history', 'countHistory'] }),
  typeDefs,
  resolvers: {
    Query: Object.fromEntries(Object.entries(lists).map(([name, resolve]) => [name, withinRole(resolve)])),
  },
};
