/** randomPlace (docs/api.md «Compartir sitio»): a Place, so every Place field resolves as for `place`. */
import type { ApiModule } from '../../graphql/module';
import { parseId, parseLang } from '../../graphql/args';
import { ApiError } from '../../graphql/errors';
import { getPlace } from '../places/repository';
import { typeDefs } from './schema';
import { randomPublishedPlace } from './repository';

const missing = (message: string) => new ApiError(message, 'NOT_FOUND', { field: 'idplace' });

export const shareModule: ApiModule = {
  name: 'share',
  typeDefs,
  resolvers: {
    Query: {
      randomPlace: async (_p, args: { idplace?: unknown; lang?: unknown }, ctx) => {
        const lang = parseLang(args.lang);
        const wanted = args.idplace === undefined || args.idplace === null ? null : parseId(args.idplace, 'idplace');
        const row = wanted === null ? await randomPublishedPlace(ctx.db) : await getPlace(ctx.db, wanted);
        if (!row) throw missing(wanted === null ? 'No hay ningún sitio publicado' : `El sitio ${wanted} no existe`);
        // The Place fields of another language (category, subcategory…) read it from the row.
        return { ...row, _lang: lang };
      },
    },
  },
};
