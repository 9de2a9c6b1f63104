/**
 * ra-data-graphql's buildQuery for this API, fed by the operations table: for a react-admin
 * method on a resource it answers the document (documents.ts, argument types from the schema's
 * introspection), its variables (params.ts) and how to read the answer (responses.ts).
 * The spec's irregular names (addAllergies, updCategory, lang: "all" grouping, separate count
 * queries) are data in operations.ts; nothing here knows a resource by name.
 */
import type { IntrospectionField } from 'graphql';
import type { BuildQueryFactory, BuildQueryResult, IntrospectionResult } from 'ra-data-graphql';
import { documentOf, withoutTypenames } from './client';
import { actionDocument, documentFor } from './documents';
import { toSpecId, toSpecIds } from './ids';
import { entryOf } from './operations';
import { isPaged, listRequest, payloadVariables, type ListParams } from './params';
import * as parse from './responses';
import { checkSingletonId, singletonList, singletonOf, singletonRecord, singletonSaved } from './singleton';
import { argTypes, signaturesOf, type Signatures } from './signatures';
import { filterArgs } from './documents';
import type { Method } from './types';
import { MAX_ITEMS } from '../../domain';

/** react-admin's fetch types (ra-core's GET_LIST...) → the table's method names. */
const METHOD_OF: Record<string, Method> = {
  GET_LIST: 'getList',
  GET_ONE: 'getOne',
  GET_MANY: 'getMany',
  GET_MANY_REFERENCE: 'getManyReference',
  CREATE: 'create',
  UPDATE: 'update',
  UPDATE_MANY: 'updateMany',
  DELETE: 'delete',
  DELETE_MANY: 'deleteMany',
};

/** The provider's named actions (dataProvider.action) travel as this fetch type. */
export const ACTION = 'ACTION';

type Params = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Built = Omit<BuildQueryResult, 'parseResponse'> & { parseResponse: (response: { data?: unknown }) => unknown };

const answer = (response: { data?: unknown }) => withoutTypenames(response.data ?? {}) as Record<string, unknown>;

function listQuery(signatures: Signatures, resource: string, method: Method, params: ListParams): Built {
  const entry = entryOf(resource);
  const types = argTypes(signatures, entry.list.query, filterArgs(entry));
  const { variables, local } = listRequest(resource, entry, params, types);
  const document = documentFor(resource, method, signatures);
  return {
    query: documentOf(document),
    variables,
    parseResponse: (r) => parse.list(entry, answer(r), isPaged(entry.list) ? null : local, variables.upto),
  };
}

function manyQuery(signatures: Signatures, resource: string, params: Params): Built {
  const entry = entryOf(resource);
  const ids = toSpecIds(params.ids, entry.idField);
  if (!isPaged(entry.list)) {
    const built = listQuery(signatures, resource, 'getMany', {});
    return { ...built, parseResponse: (r) => parse.many(entry, answer(r), ids) };
  }
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_ITEMS) chunks.push(ids.slice(i, i + MAX_ITEMS));
  const variables: Record<string, unknown> = {};
  chunks.forEach((chunk, i) => Object.assign(variables, { [`ids${i}`]: chunk, [`items${i}`]: chunk.length }));
  const document = documentFor(resource, 'getMany', signatures, chunks.length);
  return { query: documentOf(document), variables, parseResponse: (r) => parse.many(entry, answer(r), ids) };
}

function oneQuery(signatures: Signatures, resource: string, params: Params): Built {
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  if (!entry.one) {
    const built = manyQuery(signatures, resource, { ids: [id] });
    return { ...built, parseResponse: (r) => parse.one(resource, entry, parse.many(entry, answer(r), [id]).data, id, params.id) };
  }
  const document = documentFor(resource, 'getOne', signatures);
  return {
    query: documentOf(document),
    variables: { [entry.idField]: id },
    parseResponse: (r) => parse.one(resource, entry, parse.rows(entry, answer(r).data), id, params.id),
  };
}

/** update / updateMany / delete / deleteMany: aliased r0, r1... one per id, one request. */
function perIdMutation(signatures: Signatures, resource: string, method: Method, params: Params): Built {
  const entry = entryOf(resource);
  const many = method === 'updateMany' || method === 'deleteMany';
  const ids = many ? toSpecIds(params.ids, entry.idField) : [toSpecId(params.id, entry.idField)];
  const updating = method.startsWith('update');
  const spec = updating ? entry.update : entry.delete;
  const document = documentFor(resource, method, signatures, ids.length);
  // update: the record as the form opened it too (what was removed since); updateMany has none
  const previous = method === 'update' ? params.previousData : undefined;
  const variables: Record<string, unknown> = updating ? payloadVariables(spec?.args, params.data ?? {}, spec?.variables, previous) : {};
  ids.forEach((id, i) => (variables[`id${i}`] = id));
  const failure = updating ? 'Error al editar' : 'Ha habido un fallo';
  return { query: documentOf(document), variables, parseResponse: (r) => parse.perId(entry, answer(r), ids, params, method, failure) };
}

function createMutation(signatures: Signatures, resource: string, params: Params): Built {
  const entry = entryOf(resource);
  const document = documentFor(resource, 'create', signatures);
  const variables = payloadVariables(entry.create?.args, params.data ?? {}, entry.create?.variables);
  return { query: documentOf(document), variables, parseResponse: (r) => parse.created(entry, answer(r), params.data ?? {}) };
}

function actionMutation(signatures: Signatures, resource: string, params: Params): Built {
  const document = actionDocument(resource, params.name, signatures);
  const entry = entryOf(resource);
  const id = toSpecId(params.id, entry.idField);
  const spec = entry.actions![params.name];
  const variables = { ...payloadVariables(spec.args, params.data ?? {}, spec.variables), id0: id };
  return { query: documentOf(document), variables, parseResponse: (r) => parse.acted(entry, answer(r), id, params.data ?? {}) };
}

/** A singleton resource (singleton.ts): its record read from the whole list, saved without an id. */
function singletonQuery(signatures: Signatures, resource: string, method: Method, params: Params): Built {
  const entry = entryOf(resource);
  const spec = singletonOf(resource, entry, method);
  if (method === 'getOne' || method === 'update') checkSingletonId(resource, spec, params.id);
  const query = documentOf(documentFor(resource, method, signatures));
  if (method === 'update') {
    const variables = payloadVariables(entry.update?.args, params.data ?? {}, entry.update?.variables);
    return { query, variables, parseResponse: (r) => singletonSaved(spec, answer(r), params) };
  }
  const read = (r: { data?: unknown }) => answer(r).data;
  if (method === 'getOne') return { query, variables: {}, parseResponse: (r) => ({ data: singletonRecord(spec, read(r)) }) };
  return { query, variables: {}, parseResponse: (r) => singletonList(spec, read(r), method === 'getMany' ? params.ids : undefined) };
}

/** The buildQuery factory ra-data-graphql calls with the introspection result. */
export const buildQuery: BuildQueryFactory = (introspection: IntrospectionResult) => {
  // ra-data-graphql types `queries` as object types; they are the root fields (IntrospectionField).
  const signatures = signaturesOf(introspection.queries as unknown as IntrospectionField[]);
  return (fetchType: string, resource: string, params: Params): BuildQueryResult => {
    if (fetchType === ACTION) return actionMutation(signatures, resource, params) as BuildQueryResult;
    const method = METHOD_OF[fetchType];
    if (method && entryOf(resource).singleton) return singletonQuery(signatures, resource, method, params) as BuildQueryResult;
    switch (method) {
      case 'getList':
        return listQuery(signatures, resource, method, params) as BuildQueryResult;
      case 'getManyReference':
        return listQuery(signatures, resource, method, {
          pagination: params.pagination,
          sort: params.sort,
          filter: { ...params.filter, [params.target]: params.id },
        }) as BuildQueryResult;
      case 'getMany':
        return manyQuery(signatures, resource, params) as BuildQueryResult;
      case 'getOne':
        return oneQuery(signatures, resource, params) as BuildQueryResult;
      case 'create':
        return createMutation(signatures, resource, params) as BuildQueryResult;
      case 'update':
      case 'updateMany':
      case 'delete':
      case 'deleteMany':
        return perIdMutation(signatures, resource, method, params) as BuildQueryResult;
      default:
        throw new Error(`Tipo de petición desconocido: ${fetchType}`);
    }
  };
};
