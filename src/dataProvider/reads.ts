/**
 * getList, getOne, getMany, getManyReference over the table: one request each (getMany: one per
 * 100 ids, the API's largest page). Every record gets `id` = its spec id.
 */
import type {
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
} from 'react-admin';
import { gql } from './client';
import { documentFor } from './documents';
import { notFound } from './errors';
import { toSpecId, toSpecIds, withId } from './ids';
import { i18nKeys, groupRows, localList } from './local';
import { entryOf } from './operations';
import { isPaged, listRequest, type ListParams } from './params';
import type { Method, ResourceEntry } from './types';

/** The API's largest page size (items): getMany asks for at most this many ids per request. */
export const MAX_ITEMS = 100;

type Row = Record<string, unknown>;
interface Answer {
  data: Row[] | Row | null;
  total?: number;
}

/** Rows → records: grouped by id for per-language lists, each with its `id`. */
function toRecords(entry: ResourceEntry, data: Answer['data']): RaRecord[] {
  const rows = data === null ? [] : Array.isArray(data) ? data : [data];
  const grouped = entry.list.i18n ? groupRows(rows, entry.idField, entry.list.i18n) : rows;
  return grouped.map((row) => withId(row, entry.idField));
}

async function fetchList(resource: string, method: Method, variables: Row, count?: number) {
  const entry = entryOf(resource);
  const answer = await gql<Answer>(documentFor(resource, method, count), variables);
  return { records: toRecords(entry, answer.data), total: answer.total };
}

async function list(resource: string, method: Method, params: ListParams): Promise<GetListResult> {
  const entry = entryOf(resource);
  const { variables, local } = listRequest(resource, entry, params);
  const { records, total } = await fetchList(resource, method, variables);
  if (isPaged(entry.list)) return { data: records, total: total ?? records.length };
  return localList(records, local, i18nKeys(entry.list.i18n ?? []));
}

export const getList = (resource: string, params: ListParams): Promise<GetListResult> => list(resource, 'getList', params);

/** The referencing records: the target is one more filter (an argument or, on local lists, a field). */
export const getManyReference = (resource: string, params: GetManyReferenceParams): Promise<GetListResult> =>
  list(resource, 'getManyReference', {
    pagination: params.pagination,
    sort: params.sort,
    filter: { ...params.filter, [params.target]: params.id },
  });

export async function getMany(resource: string, params: Pick<GetManyParams, 'ids'>): Promise<GetManyResult> {
  const entry = entryOf(resource);
  const ids = toSpecIds(params.ids, entry.idField);
  if (ids.length === 0) return { data: [] };
  if (!isPaged(entry.list)) {
    const { records } = await fetchList(resource, 'getMany', listRequest(resource, entry, {}).variables);
    return { data: localList(records, { search: null, ids, equals: {}, sort: null, pagination: null }, []).data };
  }
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_ITEMS) chunks.push(ids.slice(i, i + MAX_ITEMS));
  const pages = await Promise.all(
    chunks.map((chunk) => {
      const { variables } = listRequest(resource, entry, { filter: { ids: chunk }, pagination: { page: 1, perPage: chunk.length } });
      return fetchList(resource, 'getMany', variables);
    }),
  );
  return { data: pages.flatMap((page) => page.records) };
}

export async function getOne(resource: string, params: Pick<GetOneParams, 'id'>): Promise<GetOneResult> {
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  const records = entry.one
    ? (await fetchList(resource, 'getOne', { [entry.idField]: id })).records
    : (await getMany(resource, { ids: [id] })).data;
  const record = records.find((r) => r.id === id);
  if (!record) throw notFound(resource, entry.idField, params.id);
  return { data: record };
}
