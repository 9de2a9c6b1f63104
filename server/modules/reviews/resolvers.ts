/** allReviews, countReviews (API.md "Reviews, suggestions, users"): read-only for now. */
import type { ApiModule } from '../../graphql/module';
import { parseItems, parseOrder, parsePage } from '../../graphql/args';
import { typeDefs } from './schema';
import { batchedScalar } from '../../graphql/batch';
import { countReviewsSql, listReviews, parseReviewFilter, REVIEW_ORDER } from './repository';

export const REVIEWS_PAGE_SIZE = 25;

export const reviewsModule: ApiModule = {
  name: 'reviews',
  typeDefs,
  resolvers: {
    Query: {
      allReviews: async (_p, args, ctx) => {
        const filter = parseReviewFilter(args);
        const order = parseOrder(args.order, REVIEW_ORDER, 'date DESC');
        return listReviews(ctx.db, filter, order, parseItems(args.items, REVIEWS_PAGE_SIZE), parsePage(args.page));
      },
      countReviews: async (_p, args, ctx) => {
        const filter = parseReviewFilter(args);
        return Number(await batchedScalar(ctx, (params) => countReviewsSql(filter, params)));
      },
    },
  },
};
