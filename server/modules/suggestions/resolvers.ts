/** allSuggestions, countSuggestions, suggestion, updSuggestion (status), delSuggestion (API.md "Reviews, suggestions, users"; docs/api.md «Sugerencias»). */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { parseId } from '../../graphql/args';
import { notFound } from '../../graphql/errors';
import { typeDefs } from './schema';
import {
  countSuggestionsSql,
  deleteSuggestion,
  getSuggestion,
  listSuggestions,
  parseSuggestionFilter,
  parseSuggestionStatus,
  setSuggestionStatus,
  SUGGESTION_ORDER,
} from './repository';
import { resourceOperations } from '../../graphql/access';

const SUGGESTION = 'La sugerencia';

export const suggestionsModule: ApiModule = {
  name: 'suggestions',
  access: resourceOperations('suggestions', {
    read: ['allSuggestions', 'countSuggestions', 'suggestion'],
    write: ['updSuggestion', 'delSuggestion'],
  }),
  typeDefs,
  resolvers: {
    Query: {
      ...pagedListResolvers(
        { list: 'allSuggestions', count: 'countSuggestions' },
        {
          resource: 'suggestions',
          order: SUGGESTION_ORDER,
          pageSize: PAGE_SIZE.suggestions,
          parseFilter: parseSuggestionFilter,
          list: listSuggestions,
          countSql: countSuggestionsSql,
        },
      ),
      suggestion: async (_p, args, ctx) => {
        const row = await getSuggestion(ctx.db, parseId(args.idsuggestion, 'idsuggestion'));
        if (!row) throw notFound(SUGGESTION, 'idsuggestion');
        return row;
      },
    },
    Mutation: {
      /** status: 0 reopens, 1 closes. Answers the idsuggestion. */
      updSuggestion: async (_p, args, ctx) => {
        const idsuggestion = parseId(args.idsuggestion, 'idsuggestion');
        const status = parseSuggestionStatus(args.status);
        if (!(await setSuggestionStatus(ctx.db, idsuggestion, status))) throw notFound(SUGGESTION, 'idsuggestion');
        return idsuggestion;
      },
      delSuggestion: async (_p, args, ctx) => {
        const idsuggestion = parseId(args.idsuggestion, 'idsuggestion');
        if (!(await deleteSuggestion(ctx.db, idsuggestion))) throw notFound(SUGGESTION, 'idsuggestion');
        return true;
      },
    },
  },
};
