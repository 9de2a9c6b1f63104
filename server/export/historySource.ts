/**
 * «Actividad del panel»'s export: the entries historyWhere selects (writer's name or e-mail,
 * entity, record, person, dates, ids), newest first as the list (HISTORY_ORDER), each change
 * written «field: before → after» and the changes of one entry joined by «; » in field order.
 */
import { defaultOrderArg, parseOrder } from '../graphql/args';
import { countHistorySql, HISTORY_ORDER, historyWhere, parseHistoryFilter } from '../modules/history/repository';
import type { ExportSource } from './source';

/** An entry's changes ({key: {field, before, after}}, migration 0022) as one line of text. */
const CHANGES = `(SELECT string_agg(c.value->>'field' || ': ' || coalesce(c.value->>'before', '') || ' → ' || coalesce(c.value->>'after', ''),
  '; ' ORDER BY c.value->>'field') FROM jsonb_each(h.changes) AS c)`;

export const historyExport: ExportSource = {
  columns: {
    idhistory: { sql: 'h.idhistory' },
    date: { sql: 'h.date', date: true },
    user: { sql: "coalesce(u.name, '')" },
    resource: { sql: 'h.resource' },
    recordId: { sql: 'h.id' },
    action: { sql: 'h.action' },
    changes: { sql: CHANGES },
  },
  plan(args) {
    const filter = parseHistoryFilter(args);
    const order = parseOrder(args.order, HISTORY_ORDER, defaultOrderArg('history'));
    return {
      from: 'history h LEFT JOIN users u ON u.iduser = h.iduser',
      where: (params) => historyWhere(filter, params),
      sort: order.sql,
      id: 'h.idhistory',
      desc: order.desc,
      count: (params) => countHistorySql(filter, params, null),
    };
  },
};
