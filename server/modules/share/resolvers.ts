/**
 * randomPlace (docs/api.md «Compartir sitio»): a Place, so every Place field resolves as for `place`;
 * shareHashtags: the hashtag sets of the configuration, for every staff role (editors do not read
 * the rest of the configuration).
 */
import type { ApiModule } from '../../graphql/module';
import { parseId, parseLang } from '../../graphql/args';
import { ApiError } from '../../graphql/errors';
import { getPlace } from '../places/repository';
import { typeDefs } from './schema';
import { randomPublishedPlace } from './repository';
import { resourceOperations } from '../../graphql/access';
import { shareHashtagsOf } from '../../../domain/siteConfig';
import { readConfig } from '../config/repository';

const missing = (message: string) => new ApiError(message, 'NOT_FOUND', { field: 'idplace' });

export const shareModule: ApiModule = {
  name: 'share',
  access: resourceOperations('places', { read: ['randomPlace', 'shareHashtags'] }),
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
      shareHashtags: async (_p, _args, ctx) => shareHashtagsOf(await readConfig(ctx.db)),
    },
  },
};
