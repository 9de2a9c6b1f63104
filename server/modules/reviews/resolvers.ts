/** allReviews, countReviews (API.md "Reviews, suggestions, users"): read-only for now. */
import { PAGE_SIZE } from '../../../domain';
import type { ApiModule } from '../../graphql/module';
import { pagedListResolvers } from '../../graphql/pagedList';
import { typeDefs } from './schema';
import { countReviewsSql, listReviews, parseReviewFilter, REVIEW_ORDER } from './repository';

export const reviewsModule: ApiModule = {
  name: 'reviews',
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
  },
};
