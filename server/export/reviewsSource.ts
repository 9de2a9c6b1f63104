/**
 * The reviews list's export: the rows reviewWhere selects (search, state, place, user, last months,
 * ids), in the list's order (REVIEW_ORDER), with the place's and the user's names as the list shows them.
 */
import { defaultOrderArg, parseOrder } from '../graphql/args';
import { countReviewsSql, parseReviewFilter, REVIEW_ORDER, reviewWhere } from '../modules/reviews/repository';
import type { ExportSource } from './source';

export const reviewsExport: ExportSource = {
  columns: {
    idreview: { sql: 'r.idreview' },
    idplace: { sql: 'r.idplace' },
    place: { sql: 'p.name' },
    iduser: { sql: 'r.iduser' },
    user: { sql: 'u.name' },
    text: { sql: 'r.text' },
    date: { sql: 'r.date', date: true },
    published: { sql: 'r.published' },
  },
  plan(args) {
    const filter = parseReviewFilter(args);
    const order = parseOrder(args.order, REVIEW_ORDER, defaultOrderArg('reviews'));
    return {
      // The names joined once per chunk's rows, not asked row by row.
      from: 'reviews r LEFT JOIN places p ON p.idplace = r.idplace LEFT JOIN users u ON u.iduser = r.iduser',
      where: (params) => reviewWhere(filter, params),
      sort: order.sql,
      id: 'r.idreview',
      desc: order.desc,
      count: (params) => countReviewsSql(filter, params, null),
    };
  },
};
