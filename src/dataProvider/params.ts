/**
 * react-admin's list params (pagination, sort, filter) → the API's arguments, as the table says:
 * pagination {page, perPage} → page, items; sort {field, order} → order 'field' or 'field DESC'
 * (react-admin's `id` is the spec id); filter keys → their declared arguments. On local lists
 * (no count query) only declared server filters are sent; the rest is applied in the browser.
 */
import type { Identifier, PaginationPayload, SortPayload } from 'react-admin';
import { EXACT_COUNT } from '../../domain';
import type { ListSpec, ResourceEntry } from './types';
import { badParam } from './errors';
import { toSpecField, toSpecIds } from './ids';

export interface ListParams {
  pagination?: PaginationPayload;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
  /** `{ exactCount: true }`: count every row (the pager's «last page» on a list counted «más de 10.000»). */
  meta?: { exactCount?: boolean };
}

/**
 * How far a paged list's count goes (domain EXACT_COUNT): up to 10,000 rows and one more, or the rows
 * up to the asked page and one more; a count that reaches it means "more than that". The rows of a
 * deeper page are counted exactly, so the last page always knows it is the last.
 */
export const countUpto = (page: number, perPage: number): number => Math.max(EXACT_COUNT, page * perPage) + 1;

/** What the browser applies to a local list after the request. */
export interface LocalQuery {
  search: string | null;
  ids: Identifier[] | null;
  /** Other filter keys: equality (or membership, for an array value) on the record's field. */
  equals: Record<string, unknown>;
  sort: SortPayload | null;
  pagination: PaginationPayload | null;
}

export interface ListRequest {
  variables: Record<string, unknown>;
  local: LocalQuery;
}

export const isPaged = (list: ListSpec): boolean => Boolean(list.count);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A filter value as the GraphQL type of its argument wants it. */
function coerce(value: unknown, type: string, key: string): unknown {
  const base = type.replace(/!$/, '');
  if (base === 'Int') {
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isInteger(n)) throw badParam(key, `Valor no válido en el filtro ${key}: ${String(value)}`);
    return n;
  }
  if (base === '[Int!]' || base === '[Int]') return toSpecIds((Array.isArray(value) ? value : [value]) as Identifier[], key);
  if (base === 'Boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (base === 'String') return String(value).trim();
  return value;
}

/** order: 'field' or 'field DESC' from the table's allow-list; undefined when the list has none. */
export function orderArg(resource: string, entry: ResourceEntry, sort: SortPayload | undefined): string | undefined {
  const sortable = entry.list.sortable;
  if (!sortable || !sort?.field) return undefined;
  // A per-language column ('title.es') sorts by its field ('title'): the server orders by the Spanish text.
  const perLang = entry.list.i18n?.find((name) => sort.field.startsWith(`${name}.`));
  const field = perLang ?? toSpecField(sort.field, entry.idField);
  if (!sortable.includes(field)) throw badParam('order', `No se puede ordenar ${resource} por ${sort.field}`);
  if (field === 'random') return 'random';
  return sort.order === 'DESC' ? `${field} DESC` : field;
}

/** The variables of a list request and the part the browser applies itself (`types`: the list query's argument types). */
export function listRequest(resource: string, entry: ResourceEntry, params: ListParams, types: Record<string, string>): ListRequest {
  const { list } = entry;
  const paged = isPaged(list);
  const variables: Record<string, unknown> = {};
  const local: LocalQuery = { search: null, ids: null, equals: {}, sort: null, pagination: null };
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (isEmpty(value)) continue;
    // A filter on the record's own id ('id', 'idcms') is the list's `ids` filter where it has one.
    const spec = list.filters?.[key] ?? (key === 'id' || key === entry.idField ? list.filters?.ids : undefined);
    if (spec && 'arg' in spec) variables[spec.arg] = coerce(value, types[spec.arg] ?? 'String', key);
    else if (paged) throw badParam(key, `Filtro no disponible para ${resource}: ${key}`);
    else if (spec?.local === 'search') local.search = String(value);
    else if (key === 'ids' || key === 'id') local.ids = (Array.isArray(value) ? value : [value]) as Identifier[];
    else local.equals[toSpecField(key, entry.idField)] = value;
  }
  if (paged) {
    if (params.pagination) {
      variables.items = params.pagination.perPage;
      variables.page = params.pagination.page;
    }
    if (!params.meta?.exactCount) variables.upto = countUpto(params.pagination?.page ?? 1, params.pagination?.perPage ?? 0);
    const order = orderArg(resource, entry, params.sort);
    if (order !== undefined) variables.order = order;
  } else {
    local.sort = params.sort?.field ? params.sort : null;
    local.pagination = params.pagination ?? null;
  }
  return { variables, local };
}

/** The payload variables of a mutation: the spec's own mapping, or each declared argument from data. */
export function payloadVariables(
  args: readonly string[] | undefined,
  data: Record<string, unknown>,
  variables?: (data: Record<string, unknown>, previousData?: Record<string, unknown>) => Record<string, unknown>,
  previousData?: Record<string, unknown>,
): Record<string, unknown> {
  if (variables) return variables(data, previousData);
  const out: Record<string, unknown> = {};
  for (const name of args ?? []) if (data[name] !== undefined) out[name] = data[name];
  return out;
}
