/**
 * The export of a declared entity the server pages (events, CMS pages, chains and any entity
 * declared later): the rows of its list's filters (entityWhere: search, ids, missing translation),
 * in its order (entityOrder). Its columns come from the declaration: the id, each per-language text
 * in each language (`title.es`), the main table's texts, flags, addresses, choices, parent and dates.
 */
import { LANGS } from '../../domain';
import { choiceFields, flagFields, parentFields, plainFields, textFields, urlFields, type EntityDeclaration } from '../../domain/entities';
import { defaultOrderArg, parseOrder } from '../graphql/args';
import { countSql, entityOrder, entityWhere, parseEntityFilter } from '../modules/entities/pagedRepository';
import type { ExportColumn, ExportSource } from './source';

function columnsOf(entity: EntityDeclaration): Record<string, ExportColumn> {
  const columns: Record<string, ExportColumn> = { [entity.id]: { sql: `m.${entity.id}` } };
  for (const [name] of textFields(entity))
    for (const lang of LANGS)
      // A validated language code and a declared field: written as literals.
      columns[`${name}.${lang}`] = {
        sql: `(SELECT t.${name} FROM ${entity.i18nTable} t WHERE t.${entity.id} = m.${entity.id} AND t.lang = '${lang}')`,
      };
  for (const [name] of [...plainFields(entity), ...flagFields(entity), ...urlFields(entity), ...choiceFields(entity)])
    columns[name] = { sql: `m.${name}` };
  for (const [name] of parentFields(entity)) columns[name] = { sql: `coalesce(m.${name}, 0)` };
  if (entity.dated) {
    columns.create_date = { sql: 'm.create_date', date: true };
    columns.update_date = { sql: 'm.update_date', date: true };
  }
  return columns;
}

export function entityExport(entity: EntityDeclaration): ExportSource {
  const order = entityOrder(entity);
  return {
    columns: columnsOf(entity),
    plan(args) {
      const filter = parseEntityFilter(args);
      const sort = parseOrder(args.order, order, defaultOrderArg(entity.paged!.sortable));
      // A parent may be null: its key is read as 0, like the list shows it.
      const key = parentFields(entity).some(([name]) => sort.sql === `m.${name}`) ? `coalesce(${sort.sql}, 0)` : sort.sql;
      return {
        from: `${entity.table} m`,
        where: (params) => entityWhere(entity, filter, params),
        sort: key,
        id: `m.${entity.id}`,
        desc: sort.desc,
        count: (params) => countSql(entity, filter, params, null),
      };
    },
  };
}
