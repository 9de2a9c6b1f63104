/** allPlaces, countPlaces, place (API.md "Places"). */
import type { ApiModule } from '../../graphql/module';
import type { RequestContext } from '../../graphql/context';
import { parseId, parseItems, parseLang, parseOrder, parsePage } from '../../graphql/args';
import type { Lang } from '../../db/schema/common';
import { typeDefs } from './schema';
import { parsePlaceFilter } from './where';
import { countPlaces, getPlace, listPlaces, PLACE_ORDER, type PlaceRow } from './repository';
import * as related from './related';

export const PLACES_PAGE_SIZE = 15;

/** Rows carry the language they were asked in, for their related texts. */
type LangRow = PlaceRow & { _lang: Lang };

const withLang = (rows: PlaceRow[], lang: Lang): LangRow[] => rows.map((row) => ({ ...row, _lang: lang }));

type Batch = { obj: LangRow }[];
type Loader = (queries: Batch, ctx: RequestContext) => Promise<unknown[]>;

const ids = (queries: Batch) => queries.map((q) => q.obj.idplace);

/** Runs a per-language loader once per language present in the batch (normally one). */
function perLang(load: (ctx: RequestContext, ids: number[], lang: Lang) => Promise<unknown[]>): Loader {
  return async (queries, ctx) => {
    const out = new Array<unknown>(queries.length);
    const langs = [...new Set(queries.map((q) => q.obj._lang))];
    for (const lang of langs) {
      const idx = queries.flatMap((q, i) => (q.obj._lang === lang ? [i] : []));
      const values = await load(ctx, idx.map((i) => queries[i].obj.idplace), lang);
      idx.forEach((i, k) => (out[i] = values[k]));
    }
    return out;
  };
}

const photoSummaryField = (key: 'coverUrl' | 'numphotos'): Loader => async (queries, ctx) =>
  (await related.photoSummary(ctx.db, ids(queries))).map((s) => s[key]);

export const placeLoaders: Record<string, Loader> = {
  description: async (q, ctx) => related.texts(ctx.db, ids(q), 'description'),
  menu: async (q, ctx) => related.texts(ctx.db, ids(q), 'menu'),
  descriptsLen: async (q, ctx) => related.descriptionLengths(ctx.db, ids(q)),
  category: perLang((ctx, i, lang) => related.links(ctx.db, i, 'category', lang)),
  subcategory: perLang((ctx, i, lang) => related.links(ctx.db, i, 'subcategory', lang)),
  equipment: perLang((ctx, i, lang) => related.links(ctx.db, i, 'equipment', lang)),
  allergies: perLang((ctx, i, lang) => related.links(ctx.db, i, 'allergies', lang)),
  photos: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'photo'),
  pdfs: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'pdf'),
  videos: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'video'),
  views360: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'view360'),
  servicevotes: async (q, ctx) => related.serviceVotes(ctx.db, ids(q)),
  coverUrl: photoSummaryField('coverUrl'),
  numphotos: photoSummaryField('numphotos'),
  userPlaceRating: async (q, ctx) => related.userRatings(ctx.db, ids(q), ctx.session!.user.iduser),
};

export const placesModule: ApiModule = {
  name: 'places',
  typeDefs,
  resolvers: {
    Query: {
      allPlaces: async (_p, args, ctx) => {
        const lang = parseLang(args.lang);
        const filter = parsePlaceFilter(args);
        const order = parseOrder(args.order, PLACE_ORDER, 'idplace DESC', { random: true });
        const items = parseItems(args.items, PLACES_PAGE_SIZE);
        const page = parsePage(args.page);
        return withLang(await listPlaces(ctx.db, filter, order, items, page), lang);
      },
      countPlaces: async (_p, args, ctx) => {
        parseLang(args.lang);
        return countPlaces(ctx.db, parsePlaceFilter(args));
      },
      place: async (_p, args, ctx) => {
        const lang = parseLang(args.lang);
        const row = await getPlace(ctx.db, parseId(args.idplace, 'idplace'));
        return row ? withLang([row], lang)[0] : null;
      },
    },
  },
  loaders: { Place: placeLoaders },
};
