/**
 * Reads of a declared entity the server pages (domain/entities `paged`): a page of entries in
 * the list's order, each with its row in the asked language (or every language's row, for
 * `lang: "all"`), their count with the same filters, and one entry's rows. `search`: every word in
 * a `searched` text of any language, accent- and case-insensitive. Both read the main table alone:
 * its search_text and the Spanish sort keys of its texts (0017).
 */
import { SORTABLE, type SortField, type SortableResource } from '../../../domain';
import {
  choiceFields,
  flagFields,
  memberFields,
  parentFields,
  plainFields,
  searchedFields,
  sortedTextFields,
  textFields,
  urlFields,
  type EntityDeclaration,
} from '../../../domain/entities';
import type { Queryable } from '../../db/connect';
import { langOrderSql, type Lang } from '../../db/schema/common';
import { parseIds, parseLangOrAll, parseMissingTranslation, parseSearch, type OrderBy } from '../../graphql/args';
import type { MissingTranslation } from '../../../domain';
import { pageFromNearerEnd } from '../../graphql/deepPage';
import { searchedPageSql, type MatchingGroups } from '../../graphql/searchedPage';
import { lackingMasks } from '../../graphql/missingTranslation';
import { likePattern, searchWords, Where } from '../../graphql/where';
import { LACKING, SEARCH_TEXT } from '../../db/schema/entityTables';
import { countRowsSql } from '../../graphql/countRows';

export interface EntityFilter {
  search: string | null;
  ids: number[] | null;
  /** «Falta traducción» (entities with per-language texts only). */
  missing: MissingTranslation | null;
}

export const parseEntityFilter = (args: Record<string, unknown>): EntityFilter => ({
  search: parseSearch(args.search),
  ids: parseIds(args.ids),
  missing: parseMissingTranslation(args.missing_translation),
});

/** No filter at all: the list reads its counter and its deep pages from the nearer end. */
const unfiltered = (filter: EntityFilter) => filter.search === null && filter.ids === null && filter.missing === null;

/**
 * «Falta traducción»: the entry's mask of missed languages (`lacking`, kept by the language table's
 * triggers, migration 0030) is one that holds the asked language (any, for "any"). Validated small
 * integers, written as literals: an index (lacking, id) answers it as a list of values.
 */
const lackingSql = (missing: MissingTranslation) => `m.${LACKING} IN (${lackingMasks(missing).join(', ')})`;

/**
 * A page filtered by «Falta traducción» (and no search): the entries of each mask, read in the
 * list's order along the index (lacking, sort column, id) (migration 0030), as places read theirs
 * (server/modules/places/pageGroups.ts). Each mask is its own branch with its value written out
 * (`literals`): when no entry lacks English, the planner then knows each of those masks holds
 * nothing and reads none, where a mask it cannot see (a lateral key) looked as common as 0 and made
 * it walk the whole sort index once per mask. A group's rows are checked against the other
 * conditions only (the mask's list is what the group already ensures).
 */
function lackingGroups(entity: EntityDeclaration, filter: EntityFilter, params: unknown[]): MatchingGroups {
  const masks = lackingMasks(filter.missing!);
  return {
    keys: `SELECT unnest(ARRAY[${masks.join(', ')}]::smallint[])`,
    column: `m.${LACKING}`,
    within: entityWhere(entity, { ...filter, missing: null }, params).sql,
    rest: 'FALSE',
    literals: masks.map(String),
  };
}

/** The asked language; absent → the list's default. */
export function parseListLang(entity: EntityDeclaration, value: unknown): Lang | 'all' {
  return value === undefined || value === null || value === '' ? entity.paged!.defaultLang : parseLangOrAll(value);
}

/** Each sortable field → SQL over the main table `m`; texts by their stored Spanish keys (0017). */
export function entityOrder(entity: EntityDeclaration): Record<string, string> {
  const keyed = new Set(sortedTextFields(entity).map(([name]) => name));
  const sortable = SORTABLE[entity.paged!.sortable] as readonly SortField<SortableResource>[];
  return Object.fromEntries(sortable.map((field) => [field, keyed.has(field) ? `m.sort_${field}` : `m.${field}`]));
}

/** Every searched word in the entry's search_text (its searched texts, every language's, 0017). */
export function entityWhere(entity: EntityDeclaration, filter: EntityFilter, params: unknown[] = []): Where {
  const where = new Where(params).ids(`m.${entity.id}`, filter.ids).searchWords(`m.${SEARCH_TEXT}`, filter.search);
  if (filter.missing !== null && entity.i18nTable) where.add(lackingSql(filter.missing));
  return where;
}

/**
 * The columns of one row: the main table's and the language's texts. Members come from `m`, where
 * rowsOf reads them once per entry (not once per language row).
 */
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
    ...memberFields(entity).flatMap(([name]) => [`m.${name}`, `cardinality(m.${name}) AS ${name}_count`]),
    ...(entity.dated ? ['m.create_date', 'm.update_date'] : []),
  ].join(', ');
}

/** Each members field's ids, in id order, from the index (table column, id) (0017). */
const memberArrays = (entity: EntityDeclaration) =>
  memberFields(entity).map(
    ([name, field]) =>
      `, ARRAY(SELECT x.${field.id} FROM ${field.table} x WHERE x.${field.column} = m.${entity.id} ORDER BY x.${field.id}) AS ${name}`,
  );

/**
 * The rows of the entries whose ids `idsSql` lists in order (`p(id, pos)`), in that order. Each
 * entry's main row (and members) is read once in a subquery kept apart (OFFSET 0), then joined to
 * its language rows.
 */
function rowsOf(entity: EntityDeclaration, idsSql: string, lang: Lang | 'all', params: unknown[]): string {
  const main = `(SELECT p.pos, m.*${memberArrays(entity).join('')}
      FROM ${idsSql} JOIN ${entity.table} m ON m.${entity.id} = p.id OFFSET 0) m`;
  if (!entity.i18nTable) return `SELECT ${rowColumns(entity)} FROM ${main} ORDER BY m.pos`;
  const byLang = lang === 'all' ? '' : ` AND t.lang = $${params.push(lang)}`;
  return `SELECT ${rowColumns(entity)} FROM ${main}
      JOIN ${entity.i18nTable} t ON t.${entity.id} = m.${entity.id}${byLang}
      ORDER BY m.pos, ${langOrderSql('t.lang')}`;
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
  // Unfiltered, a deep page is read from the nearer end (the count is a counter's row); a searched
  // page sorts its matches when they are not along the walked stretch of the index.
  const plain = unfiltered(filter);
  const read = (desc: boolean, limit: number, offset: number) => {
    const params: unknown[] = [];
    return db.query(rowsOf(entity, pageIds(entity, filter, order, desc, limit, offset, params), lang, params), params);
  };
  const offset = (page - 1) * items;
  if (!plain) return read(order.desc, items, offset);
  return pageFromNearerEnd(order.desc, items, offset, () => countEntries(db, entity, filter), read);
}

/**
 * Whether the entry's search_text starts with the sorted text (a plain entity whose first searched
 * text is the sort column): search_norm(name || ' ' || …), next to sort_name = sort_es(name).
 * Per-language entities join their languages in code order (en first), so not theirs.
 */
function searchStartsWithSortKey(entity: EntityDeclaration, order: OrderBy): boolean {
  if (entity.i18nTable) return false;
  const [first] = searchedFields(entity);
  return first !== undefined && order.sql === `m.sort_${first[0]}`;
}

/**
 * Whether a text that starts with `word` (search_norm) always has its sort key in the word's stretch
 * (sort_es): the two differ only on «ñ» (sort_es writes «n~», search_norm «n») and «¡¿»; a word of
 * plain letters (accents dropped) and digits with no «n» starts both alike. Then every match outside
 * the stretch holds the word past the text's first character (`outsidePrefix`, migration 0033).
 */
function startMeansPrefix(word: string): boolean {
  return /^[a-mo-z0-9]+$/.test(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

/** The ids of a page as `p(id, pos)`; its parameters are pushed on `params`. */
function pageIds(
  entity: EntityDeclaration,
  filter: EntityFilter,
  order: OrderBy,
  desc: boolean,
  limit: number,
  offset: number,
  params: unknown[],
): string {
  const where = entityWhere(entity, filter, params);
  const dir = desc ? 'DESC' : 'ASC';
  // Only a parent may be null; every other sortable column is NOT NULL and sort_es() never answers
  // null, so NULLS LAST would change nothing there but keep a descending page off its index. Read
  // backwards (desc ≠ the order's), the nulls come first.
  const parent = parentFields(entity).some(([name]) => order.sql === `m.${name}`);
  const nulls = !parent ? '' : desc === order.desc ? ' NULLS LAST' : ' NULLS FIRST';
  const from = `${entity.table} m`;
  // «Falta traducción» alone: the entries missing the language may all lie far along the order (none
  // lacks English on the first pages), so a walk that fails reads each mask's entries in order.
  const lacking = filter.search === null && filter.missing !== null && entity.i18nTable;
  if (filter.search !== null || lacking) {
    // Sorted by a text, the entries that start with the first word are one stretch of its key's index.
    const byText = sortedTextFields(entity).some(([name]) => order.sql === `m.sort_${name}`);
    // The first searched word, one parameter for its key's stretch and its match past the first letter.
    const word = filter.search === null ? undefined : searchWords(filter.search)[0];
    const wordParam = byText && word !== undefined ? where.param(word) : undefined;
    const prefix = wordParam && `sort_es(${wordParam})`;
    const outsidePrefix =
      wordParam && searchStartsWithSortKey(entity, order) && startMeansPrefix(word!)
        ? `substr(m.${SEARCH_TEXT}, 2) LIKE ${likePattern(wordParam)}`
        : undefined;
    const sql = searchedPageSql({
      prefix,
      outsidePrefix,
      groups: lacking ? lackingGroups(entity, filter, params) : undefined,
      from,
      alias: 'm',
      columns: `m.${entity.id}`,
      id: `m.${entity.id}`,
      idName: entity.id,
      sort: order.sql,
      desc,
      nulls,
      where,
      limit,
      offset,
    });
    return `unnest(ARRAY(SELECT s.${entity.id} FROM (${sql}) s ORDER BY s.sort_key ${dir}${nulls}, s.${entity.id} ${dir}))
      WITH ORDINALITY AS p(id, pos)`;
  }
  return `unnest(ARRAY(
      SELECT m.${entity.id} FROM ${from}
      WHERE ${where.sql}
      ORDER BY ${order.sql} ${dir}${nulls}, m.${entity.id} ${dir} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}
    )) WITH ORDINALITY AS p(id, pos)`;
}

async function countEntries(db: Queryable, entity: EntityDeclaration, filter: EntityFilter): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ n: number }>(`SELECT ${countSql(entity, filter, params, null)} AS n`, params);
  return Number(row.n);
}

/** The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement). */
export function countSql(entity: EntityDeclaration, filter: EntityFilter, params: unknown[], upto: number | null): string {
  // Without a filter, the counter the triggers keep (migration 0015); counted when a table has none.
  if (unfiltered(filter)) {
    return `coalesce((SELECT n FROM entity_counts WHERE tbl = '${entity.table}'), (SELECT count(*) FROM ${entity.table}))`;
  }
  return countRowsSql(`${entity.table} m WHERE ${entityWhere(entity, filter, params).sql}`, upto, params);
}

/** One entry's rows, one per language ([] when it does not exist). */
export async function oneEntry(db: Queryable, entity: EntityDeclaration, id: number): Promise<Record<string, unknown>[]> {
  const params: unknown[] = [id];
  return db.query(rowsOf(entity, `(SELECT $1::int AS id, 1 AS pos) p`, 'all', params), params);
}
