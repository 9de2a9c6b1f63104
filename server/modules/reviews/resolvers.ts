/** allReviews, countReviews, updReview (text, published: publish, unpublish, censor), delReview (API.md "Reviews, suggestions, users"; docs/api.md «Reseñas»). */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { parseId } from '../../graphql/args';
import { notFound } from '../../graphql/errors';
import { typeDefs } from './schema';
import { countReviewsSql, deleteReview, listReviews, parseReviewChange, parseReviewFilter, REVIEW_ORDER, updateReview } from './repository';
import { resourceOperations } from '../../graphql/access';

const REVIEW = 'La reseña';

export const reviewsModule: ApiModule = {
  name: 'reviews',
  access: resourceOperations('reviews', { read: ['allReviews', 'countReviews'], write: ['updReview', 'delReview'] }),
  typeDefs,
  resolvers: {
    Query: pagedListResolvers(
      { list: 'allReviews', count: 'countReviews' },
      {
        resource: 'reviews',
        order: REVIEW_ORDER,
        pageSize: PAGE_SIZE.reviews,
        parseFilter: parseReviewFilter,
        list: listReviews,
        countSql: countReviewsSql,
      },
    ),
    Mutation: {
      /** Changes the text (censoring sends domain CENSORED_TEXT) and / or published; answers the idreview. */
      updReview: async (_p, args, ctx) => {
        const idreview = parseId(args.idreview, 'idreview');
        const change = parseReviewChange(args.review);
        if (!(await updateReview(ctx.db, idreview, change))) throw notFound(REVIEW, 'idreview');
        return idreview;
      },
      delReview: async (_p, args, ctx) => {
        const idreview = parseId(args.idreview, 'idreview');
        if (!(await deleteReview(ctx.db, idreview))) throw notFound(REVIEW, 'idreview');
        return true;
      },
    },
  },
};
