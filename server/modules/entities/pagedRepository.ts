/**
 * Reads of a declared entity the server pages (domain/entities `paged`): a page of entries in
 * the list's order, each with its row in the asked language (or every language's row, for
 * `lang: "all"`), their count with the same filters, and one entry's rows. `search`: every word in
 * a `searched` text of any language, accent- and case-insensitive. Text fields sort by their
 * Spanish value (sort_es, migration 0008).
 */
import { SORTABLE, type SortField, type SortableResource } from '../../../domain';
import {
  choiceFields,
  flagFields,
  memberFields,
  parentFields,
  plainFields,
  textFields,
  urlFields,
  type EntityDeclaration,
} from '../../../domain/entities';
import type { Queryable } from '../../db/connect';
import { langOrderSql, type Lang } from '../../db/schema/common';
import { parseIds, parseLangOrAll, parseSearch, type OrderBy } from '../../graphql/args';
import { Where } from '../../graphql/where';

export interface EntityFilter {
  search: string | null;
  ids: number[] | null;
}

export const parseEntityFilter = (args: Record<string, unknown>): EntityFilter => ({
  search: parseSearch(args.search),
  ids: parseIds(args.ids),
});

/** The asked language; absent → the list's default. */
export function parseListLang(entity: EntityDeclaration, value: unknown): Lang | 'all' {
  return value === undefined || value === null || value === '' ? entity.paged!.defaultLang : parseLangOrAll(value);
}

/** Each sortable field → SQL over the main table `m` and its Spanish row `o` (texts in Spanish order). */
export function entityOrder(entity: EntityDeclaration): Record<string, string> {
  const texts = new Set(textFields(entity).map(([name]) => name));
  const plain = new Set(plainFields(entity).map(([name]) => name));
  const sortable = SORTABLE[entity.paged!.sortable] as readonly SortField<SortableResource>[];
  const sql = (field: string) =>
    field === entity.id
      ? `m.${entity.id}`
      : texts.has(field)
        ? `sort_es(o.${field})`
        : plain.has(field)
          ? `sort_es(m.${field})`
          : `m.${field}`;
  return Object.fromEntries(sortable.map((field) => [field, sql(field)]));
}

function entityWhere(entity: EntityDeclaration, filter: EntityFilter, params: unknown[] = []): Where {
  const where = new Where(params).ids(`m.${entity.id}`, filter.ids);
  if (!entity.i18nTable) {
    const searched = plainFields(entity)
      .filter(([, field]) => field.searched)
      .map(([name]) => `search_norm(m.${name})`);
    return where.searchWords(searched, filter.search);
  }
  const searched = textFields(entity)
    .filter(([, field]) => field.searched)
    .map(([name]) => `search_norm(s.${name})`);
  // One condition per word: the word may be found in any language's row.
  const words = new Where(where.params).searchWords(searched, filter.search);
  for (const part of words.parts) {
    where.add(`EXISTS (SELECT 1 FROM ${entity.i18nTable} s WHERE s.${entity.id} = m.${entity.id} AND ${part})`);
  }
  return where;
}

/** The columns of one row: the main table's and the language's texts. */
function rowColumns(entity: EntityDeclaration): string {
  return [
    `m.${entity.id}`,
    ...(entity.i18nTable ? ['t.lang'] : []),
    ...textFields(entity).map(([name]) => `t.${name}`),
    ...plainFields(entity).map(([name]) => `m.${name}`),
    ...flagFields(entity).map(([name]) => `m.${name}`),
    ...urlFields(entity).map(([name]) => `m.${name}`),
    ...parentFields(entity).map(([name]) => `coalesce(m.${name}, 0) AS ${name}`),
    ...choiceFields(entity).map(([name]) => `m.${name}`),
    ...memberFields(entity).flatMap(([name, field]) => [
      `ARRAY(SELECT x.${field.id} FROM ${field.table} x WHERE x.${field.column} = m.${entity.id} ORDER BY x.${field.id}) AS ${name}`,
      `(SELECT count(*) FROM ${field.table} x WHERE x.${field.column} = m.${entity.id})::int AS ${name}_count`,
    ]),
    ...(entity.dated ? ['m.create_date', 'm.update_date'] : []),
  ].join(', ');
}

/** The rows of the entries whose ids `idsSql` lists in order (`p(id, pos)`), in that order. */
function rowsOf(entity: EntityDeclaration, idsSql: string, lang: Lang | 'all', params: unknown[]): string {
  if (!entity.i18nTable) {
    return `SELECT ${rowColumns(entity)} FROM ${idsSql} JOIN ${entity.table} m ON m.${entity.id} = p.id ORDER BY p.pos`;
  }
  const byLang = lang === 'all' ? '' : ` AND t.lang = $${params.push(lang)}`;
  return `SELECT ${rowColumns(entity)} FROM ${idsSql}
      JOIN ${entity.table} m ON m.${entity.id} = p.id
      JOIN ${entity.i18nTable} t ON t.${entity.id} = m.${entity.id}${byLang}
      ORDER BY p.pos, ${langOrderSql('t.lang')}`;
}

export async function listPage(
  db: Queryable,
  entity: EntityDeclaration,
  lang: Lang | 'all',
  filter: EntityFilter,
  order: OrderBy,
  items: number,
  page: number,
): Promise<Record<string, unknown>[]> {
  const where = entityWhere(entity, filter);
  const dir = order.desc ? 'DESC' : 'ASC';
  const params = where.params;
  const limit = `$${params.push(items)}`;
  const offset = `$${params.push((page - 1) * items)}`;
  const ids = `unnest(ARRAY(
      SELECT m.${entity.id} FROM ${entity.table} m${
        entity.i18nTable ? `\n        LEFT JOIN ${entity.i18nTable} o ON o.${entity.id} = m.${entity.id} AND o.lang = 'es'` : ''
      }
      WHERE ${where.sql}
      ORDER BY ${order.sql} ${dir} NULLS LAST, m.${entity.id} ${dir} LIMIT ${limit} OFFSET ${offset}
    )) WITH ORDINALITY AS p(id, pos)`;
  return db.query(rowsOf(entity, ids, lang, params), params);
}

/** The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement). */
export function countSql(entity: EntityDeclaration, filter: EntityFilter, params: unknown[]): string {
  return `(SELECT count(*) FROM ${entity.table} m WHERE ${entityWhere(entity, filter, params).sql})`;
}

/** One entry's rows, one per language ([] when it does not exist). */
export async function oneEntry(db: Queryable, entity: EntityDeclaration, id: number): Promise<Record<string, unknown>[]> {
  const params: unknown[] = [id];
  return db.query(rowsOf(entity, `(SELECT $1::int AS id, 1 AS pos) p`, 'all', params), params);
}
