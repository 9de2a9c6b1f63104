/**
 * The suggestions list's export: the rows suggestionWhere selects (search, status, place, user, ids),
 * in the list's order (SUGGESTION_ORDER), with the place's name and the user's name and e-mail.
 */
import { defaultOrderArg, parseOrder } from '../graphql/args';
import { countSuggestionsSql, parseSuggestionFilter, SUGGESTION_ORDER, suggestionWhere } from '../modules/suggestions/repository';
import type { ExportSource } from './source';

export const suggestionsExport: ExportSource = {
  columns: {
    idsuggestion: { sql: 's.idsuggestion' },
    idplace: { sql: 's.idplace' },
    place: { sql: '(SELECT p.name FROM places p WHERE p.idplace = s.idplace)' },
    iduser: { sql: 's.iduser' },
    user: { sql: '(SELECT u.name FROM users u WHERE u.iduser = s.iduser)' },
    email: { sql: '(SELECT u.email FROM users u WHERE u.iduser = s.iduser)' },
    reason: { sql: 's.reason' },
    create_date: { sql: 's.create_date', date: true },
    status: { sql: 's.status' },
  },
  plan(args) {
    const filter = parseSuggestionFilter(args);
    const order = parseOrder(args.order, SUGGESTION_ORDER, defaultOrderArg('suggestions'));
    return {
      from: 'suggestions s',
      where: (params) => suggestionWhere(filter, params),
      sort: order.sql,
      id: 's.idsuggestion',
      desc: order.desc,
      count: (params) => countSuggestionsSql(filter, params, null),
    };
  },
};
