/** allConfig, saveConfig (part 2 §7; docs/api.md «Configuración del sitio»). */
import type { ApiModule } from '../../graphql/module';
import { typeDefs } from './schema';
import { parseConfigItems } from './input';
import { readConfig, saveConfig } from './repository';
import { resourceOperations } from '../../graphql/access';

export const configModule: ApiModule = {
  name: 'config',
  access: resourceOperations('config', { read: ['allConfig'], write: ['saveConfig'] }),
  typeDefs,
  resolvers: {
    Query: {
      allConfig: (_p, _args, ctx) => readConfig(ctx.db),
    },
    Mutation: {
      saveConfig: (_p, args: { items: unknown }, ctx) => saveConfig(ctx.db, parseConfigItems(args.items)),
    },
  },
};
