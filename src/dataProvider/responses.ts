/**
 * Reading the API's answers as react-admin wants them (the parseResponse of buildQuery.ts):
 * records with `id` = their spec id, per-language rows grouped per id, local lists searched,
 * sorted and paged in the browser, and mutation answers checked against the contract
 * (add → id > 0, upd → positive number or true, del → true).
 */
import type { RaRecord } from 'react-admin';
import { notFound, unexpectedAnswer } from './errors';
import { withId } from './ids';
import { groupRows, localList } from './local';
import type { LocalQuery } from './params';
import type { Method, ResourceEntry } from './types';

type Row = Record<string, unknown>;

/** [{idservice: 4}, {idservice: 7}] → [4, 7] for each field the entry lists under `references`. */
function withReferenceIds(row: Row, references: Record<string, string> | undefined): Row {
  if (!references) return row;
  const out = { ...row };
  for (const [field, idKey] of Object.entries(references)) {
    const value = row[field];
    out[field] = Array.isArray(value) ? value.map((item) => (item !== null && typeof item === 'object' ? (item as Row)[idKey] : item)) : [];
  }
  return out;
}

/** Rows → records: grouped by id for per-language lists, related ids as arrays, each with its `id`. */
export function rows(entry: ResourceEntry, data: unknown): RaRecord[] {
  const list = data === null || data === undefined ? [] : Array.isArray(data) ? (data as Row[]) : [data as Row];
  const grouped = entry.list.i18n ? groupRows(list, entry.idField, entry.list.i18n) : list;
  return grouped.map((row) => withId(withNone(withReferenceIds(row, entry.list.references), entry.list.none), entry.idField));
}

/** 0 → null in the fields where 0 means none. */
function withNone(row: Row, none: readonly string[] | undefined): Row {
  if (!none?.some((field) => row[field] === 0)) return row;
  return { ...row, ...Object.fromEntries(none.filter((field) => row[field] === 0).map((field) => [field, null])) };
}

/** getList's answer; `meta.totalAtLeast`: the count stopped at its bound (params.ts countUpto), the list has at least `total` rows. */
export interface ListAnswer {
  data: RaRecord[];
  total: number;
  meta?: { totalAtLeast: boolean };
}

/** getList: a server page and its total, or (local list) the whole list filtered in the browser. */
export function list(entry: ResourceEntry, answer: Row, local: LocalQuery | null, upto?: unknown): ListAnswer {
  const records = rows(entry, answer.data);
  if (!local) {
    const total = typeof answer.total === 'number' ? answer.total : records.length;
    return { data: records, total, meta: { totalAtLeast: total === upto } };
  }
  return localList(records, local, entry.list.i18n ?? []);
}

/** getMany: the records of every chunk (d0, d1...) or of the whole local list, limited to `ids`. */
export function many(entry: ResourceEntry, answer: Row, ids: number[]): { data: RaRecord[] } {
  const chunks = Object.keys(answer).filter((key) => /^d\d+$/.test(key));
  const records = chunks.length ? chunks.flatMap((key) => rows(entry, answer[key])) : rows(entry, answer.data);
  const wanted = new Set(ids);
  return { data: records.filter((record) => wanted.has(record.id as number)) };
}

/** getOne: the record with this id, or NOT_FOUND naming the id field. */
export function one(resource: string, entry: ResourceEntry, records: RaRecord[], id: number, asked: unknown): { data: RaRecord } {
  const record = records.find((r) => r.id === id);
  if (!record) throw notFound(resource, entry.idField, asked);
  return { data: record };
}

/** upd → a positive number, del → true (API.md conventions). */
const succeeded = (value: unknown) => value === true || (typeof value === 'number' && value > 0);

/** A mutation that answers the record (`returns`): the object, else undefined. */
const recordOf = (value: unknown): Row | undefined => (value !== null && typeof value === 'object' ? (value as Row) : undefined);

/** add → the new id, or the new record (`returns`: only what the server answers, never the form's password). */
export function created(entry: ResourceEntry, answer: Row, data: Row): { data: RaRecord } {
  const record = entry.create?.returns ? recordOf(answer.r0) : undefined;
  const id = record ? record[entry.idField] : answer.r0;
  if (typeof id !== 'number' || id <= 0) throw unexpectedAnswer('Error al añadir');
  if (record) return { data: { ...record, id } };
  return { data: { ...data, [entry.idField]: id, id } };
}

/** update / updateMany / delete / deleteMany: every aliased answer must be a success. */
export function perId(
  entry: ResourceEntry,
  answer: Row,
  ids: number[],
  params: { previousData?: Row; data?: Row },
  method: Method,
  failure: string,
) {
  const returned = method.startsWith('update') && entry.update?.returns !== undefined;
  const ok = (i: number) => (returned ? recordOf(answer[`r${i}`])?.[entry.idField] === ids[i] : succeeded(answer[`r${i}`]));
  if (!ids.every((_, i) => ok(i))) throw unexpectedAnswer(failure);
  const id = ids[0];
  switch (method) {
    case 'update':
      if (returned) return { data: { ...params.previousData, ...recordOf(answer.r0), id } };
      return { data: { ...params.previousData, ...params.data, [entry.idField]: id, id } };
    case 'delete':
      return { data: params.previousData ?? { [entry.idField]: id, id } };
    default:
      return { data: ids };
  }
}

/** A named action: a positive answer, else 'Error al editar'. */
export function acted(entry: ResourceEntry, answer: Row, id: number, data: Row): { data: Row } {
  if (!succeeded(answer.r0)) throw unexpectedAnswer('Error al editar');
  return { data: { ...data, [entry.idField]: id, id } };
}
