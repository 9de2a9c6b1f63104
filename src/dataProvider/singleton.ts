/**
 * A singleton resource (types.ts SingletonSpec: the site configuration): ONE record under a fixed
 * id. getOne reads the row's whole list (e.g. allConfig) and `toRecord` makes the record; getList
 * and getMany answer that record alone; update sends the row's `update` mutation without an id
 * (saveConfig(items)). Any other method, and any other id, is refused.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { notAvailable, notFound, unexpectedAnswer } from './errors';
import type { Method, ResourceEntry, SingletonSpec } from './types';

type Row = Record<string, unknown>;

/** The methods a singleton serves: reading its record, and saving it. */
export const SINGLETON_METHODS: readonly Method[] = ['getList', 'getOne', 'getMany', 'update'];

/** The row's singleton spec, or NOT_AVAILABLE when the method is not one a singleton serves. */
export function singletonOf(resource: string, entry: ResourceEntry, method: Method): SingletonSpec {
  if (!entry.singleton || !SINGLETON_METHODS.includes(method)) throw notAvailable(resource);
  return entry.singleton;
}

/** The list's rows (answer.data) → the one record. */
export function singletonRecord(spec: SingletonSpec, data: unknown): RaRecord {
  const rows = Array.isArray(data) ? (data as Row[]) : [];
  return { ...spec.toRecord(rows), id: spec.id };
}

/** getOne and update name the record: any other id is NOT_FOUND, before any request. */
export function checkSingletonId(resource: string, spec: SingletonSpec, id: Identifier | undefined): void {
  if (String(id) !== spec.id) throw notFound(resource, 'id', id);
}

/** What getList / getMany answer: the record when asked for (getMany: among the ids). */
export function singletonList(spec: SingletonSpec, data: unknown, ids?: Identifier[]) {
  const wanted = !ids || ids.some((id) => String(id) === spec.id);
  const records = wanted ? [singletonRecord(spec, data)] : [];
  return ids ? { data: records } : { data: records, total: records.length };
}

/** update: the save must answer a positive number or true; the record is what was sent. */
export function singletonSaved(spec: SingletonSpec, answer: Row, params: { previousData?: Row; data?: Row }) {
  const value = answer.r0;
  if (!(value === true || (typeof value === 'number' && value > 0))) throw unexpectedAnswer('Error al guardar');
  return { data: { ...params.previousData, ...params.data, id: spec.id } };
}
