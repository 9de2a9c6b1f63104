/** allPlaces, countPlaces, place, statusPlace, delPlace (API.md "Places"). */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import type { RequestContext } from '../../graphql/context';
import { parseId, parseItems, parseLang, parseOrder, parsePage, parseUpto } from '../../graphql/args';
import type { Lang } from '../../db/schema/common';
import { typeDefs } from './schema';
import { parsePlaceFilter } from './where';
import { getPlace, listPlaces, PLACE_ORDER, type PlaceRow } from './repository';
import { countPlacesSql } from './count';
import { batchedScalar } from '../../graphql/batch';
import * as related from './related';
import { placeSummaries, summaryOf, type PlaceSummary, type SummaryPart } from './summary';
import { summaryPartsOf } from './requested';
import { placeMutations } from './mutations';
import { resourceOperations } from '../../graphql/access';

/** Rows carry the language they were asked in, for their related texts, and maybe their summary. */
type LangRow = PlaceRow & { _lang: Lang; _summary?: PlaceSummary };

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
      const values = await load(
        ctx,
        idx.map((i) => queries[i].obj.idplace),
        lang,
      );
      idx.forEach((i, k) => (out[i] = values[k]));
    }
    return out;
  };
}

/**
 * The summary fields (summary.ts): allPlaces brings them with its page (one statement, and plain
 * values for GraphQL to copy); elsewhere the fields of one tick share one statement.
 */
const summaryField = (key: keyof PlaceSummary, part: SummaryPart) => (row: LangRow, _args: unknown, ctx: RequestContext) =>
  row._summary ? row._summary[key] : summaryOf(ctx, row.idplace, row._lang, part).then((s) => s[key]);

/** The page's rows with the summary parts the document asks of them. */
async function withSummaries(
  ctx: RequestContext,
  rows: LangRow[],
  lang: Lang,
  info: Parameters<typeof summaryPartsOf>[0],
): Promise<LangRow[]> {
  const parts = summaryPartsOf(info);
  if (parts.size === 0 || rows.length === 0) return rows;
  const summaries = await placeSummaries(
    ctx.db,
    rows.map((r) => r.idplace),
    lang,
    parts,
  );
  return rows.map((row, i) => ({ ...row, _summary: summaries[i] }));
}

export const placeLoaders: Record<string, Loader> = {
  description: async (q, ctx) => related.texts(ctx.db, ids(q), 'description'),
  menu: async (q, ctx) => related.texts(ctx.db, ids(q), 'menu'),
  subcategory: perLang((ctx, i, lang) => related.links(ctx.db, i, 'subcategory', lang)),
  equipment: perLang((ctx, i, lang) => related.links(ctx.db, i, 'equipment', lang)),
  allergies: perLang((ctx, i, lang) => related.links(ctx.db, i, 'allergies', lang)),
  photos: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'photo'),
  pdfs: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'pdf'),
  videos: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'video'),
  views360: async (q, ctx) => related.mediaOf(ctx.db, ids(q), 'view360'),
  servicevotes: async (q, ctx) => related.serviceVotes(ctx.db, ids(q)),
  userPlaceRating: async (q, ctx) => related.userRatings(ctx.db, ids(q), ctx.session!.user.iduser),
};

export const placesModule: ApiModule = {
  name: 'places',
  access: resourceOperations('places', {
    read: ['allPlaces', 'countPlaces', 'place'],
    write: ['addPlace', 'updPlace', 'statusPlace', 'delPlace'],
  }),
  typeDefs,
  resolvers: {
    Query: {
      allPlaces: async (_p, args, ctx, info) => {
        const lang = parseLang(args.lang);
        const filter = parsePlaceFilter(args);
        const order = parseOrder(args.order, PLACE_ORDER, 'idplace DESC', { random: true });
        const items = parseItems(args.items, PAGE_SIZE.places);
        const page = parsePage(args.page);
        return withSummaries(ctx, withLang(await listPlaces(ctx.db, filter, order, items, page), lang), lang, info);
      },
      countPlaces: async (_p, args, ctx) => {
        parseLang(args.lang);
        const filter = parsePlaceFilter(args);
        const upto = parseUpto(args.upto);
        return Number(await batchedScalar(ctx, (params) => countPlacesSql(filter, params, upto)));
      },
      place: async (_p, args, ctx) => {
        const lang = parseLang(args.lang);
        const row = await getPlace(ctx.db, parseId(args.idplace, 'idplace'));
        return row ? withLang([row], lang)[0] : null;
      },
    },
    Mutation: placeMutations,
    Place: {
      coverUrl: summaryField('coverUrl', 'photos'),
      numphotos: summaryField('numphotos', 'photos'),
      descriptsLen: summaryField('descriptsLen', 'descripts'),
      category: summaryField('category', 'category'),
    },
  },
  loaders: { Place: placeLoaders },
};
