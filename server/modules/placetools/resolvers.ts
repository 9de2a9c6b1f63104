/** The place editor's helpers: the duplicate check while a name is typed and machine translation. */
import type { ApiModule } from '../../graphql/module';
import { typeDefs } from './schema';
import { parseDuplicateQuery } from './duplicateArgs';
import { duplicatePlaces } from './duplicates';
import { parseTranslateArgs, translate } from './translate';
import { chargeDay, chargeRequest } from './translateBudget';
import { sessionUser } from '../../graphql/context';
import { translateProviderOf } from '../../integrations/translate';
import { resourceOperations } from '../../graphql/access';

export const placeToolsModule: ApiModule = {
  name: 'placetools',
  access: resourceOperations('places', { read: ['duplicatePlaces'], write: ['translate'] }),
  typeDefs,
  resolvers: {
    Query: {
      duplicatePlaces: (_p, args, ctx) => duplicatePlaces(ctx.db, parseDuplicateQuery(args)),
    },
    Mutation: {
      translate: (_p, args, ctx) =>
        translate(translateProviderOf(ctx.config), parseTranslateArgs(args), async (chars) => {
          chargeRequest(ctx, chars);
          await chargeDay(ctx.db, sessionUser(ctx).iduser, chars, ctx.config.translateDailyChars);
        }),
    },
  },
};
