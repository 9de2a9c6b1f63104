/**
 * create, update, updateMany, delete, deleteMany through the add/upd/del mutations the table
 * declares; a resource without one rejects with 'Operación no disponible para <recurso>' before
 * any request. Many ids = one request (aliased root fields r0, r1, ...).
 */
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  Identifier,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { gql } from './client';
import { actionDocument, documentFor } from './documents';
import { unexpectedAnswer } from './errors';
import { toSpecId, toSpecIds } from './ids';
import { entryOf } from './operations';
import { payloadVariables } from './params';
import type { Method, MutationSpec } from './types';

type Row = Record<string, unknown>;

/** upd → a positive number, del → true (API.md conventions). */
const succeeded = (value: unknown) => value === true || (typeof value === 'number' && value > 0);

const payload = (spec: MutationSpec | undefined, data: unknown) =>
  payloadVariables(spec?.args, (data ?? {}) as Row, spec?.variables);

/** Refuses, before any request, a method the table does not declare for the resource. */
const requireMethod = (resource: string, method: Method) => void documentFor(resource, method);

/** Sends the aliased mutation for these ids and checks every answer. */
async function perId(resource: string, method: 'update' | 'updateMany' | 'delete' | 'deleteMany', ids: number[], data: unknown, failure: string) {
  const doc = documentFor(resource, method, ids.length);
  const entry = entryOf(resource);
  const spec = method.startsWith('update') ? entry.update : entry.delete;
  const variables: Row = method.startsWith('update') ? payload(spec, data) : {};
  ids.forEach((id, i) => (variables[`id${i}`] = id));
  const answer = await gql<Row>(doc, variables);
  if (!ids.every((_, i) => succeeded(answer[`r${i}`]))) throw unexpectedAnswer(failure);
}

export async function create(resource: string, params: CreateParams): Promise<CreateResult> {
  const doc = documentFor(resource, 'create');
  const entry = entryOf(resource);
  const answer = await gql<Row>(doc, payload(entry.create, params.data));
  const id = answer.r0;
  if (typeof id !== 'number' || id <= 0) throw unexpectedAnswer('Error al añadir');
  return { data: { ...params.data, [entry.idField]: id, id } };
}

export async function update(resource: string, params: UpdateParams): Promise<UpdateResult> {
  requireMethod(resource, 'update');
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  await perId(resource, 'update', [id], params.data, 'Error al editar');
  return { data: { ...params.previousData, ...params.data, [entry.idField]: id, id } };
}

export async function updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
  requireMethod(resource, 'updateMany');
  const ids = toSpecIds(params.ids, entryOf(resource).idField);
  if (ids.length) await perId(resource, 'updateMany', ids, params.data, 'Error al editar');
  return { data: ids };
}

export async function remove(resource: string, params: DeleteParams): Promise<DeleteResult> {
  requireMethod(resource, 'delete');
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  await perId(resource, 'delete', [id], undefined, 'Ha habido un fallo');
  return { data: params.previousData ?? { [entry.idField]: id, id } };
}

export async function removeMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
  requireMethod(resource, 'deleteMany');
  const ids = toSpecIds(params.ids, entryOf(resource).idField);
  if (ids.length) await perId(resource, 'deleteMany', ids, undefined, 'Ha habido un fallo');
  return { data: ids };
}

/** What dataProvider.action sends and answers. */
export interface ActionParams {
  id: Identifier;
  data?: Record<string, unknown>;
}

/**
 * A named action of the table (entry.actions[name]) on one record, e.g.
 * action('places', 'status', {id: 12, data: {publish: 2}}) → statusPlace(idplace: 12, publish: 2).
 * A non-positive answer rejects with 'Error al editar'.
 */
export async function action(resource: string, name: string, params: ActionParams): Promise<{ data: Row }> {
  const doc = actionDocument(resource, name);
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  const variables: Row = { ...payload(entry.actions?.[name], params.data), id0: id };
  const answer = await gql<Row>(doc, variables);
  if (!succeeded(answer.r0)) throw unexpectedAnswer('Error al editar');
  return { data: { ...params.data, [entry.idField]: id, id } };
}
