/**
 * The GraphQL document text of each operation of the table: pure functions of (resource, entry),
 * so the contract test can build and validate every document the provider can send.
 * Variables are declared for every argument a request may carry; the ones a request leaves out are
 * simply absent (GraphQL then treats the argument as not given).
 */
import type { Method, MutationSpec, ResourceEntry } from './types';
import { notAvailable } from './errors';
import { entryOf } from './operations';

type Literal = string | number | boolean;

const opName = (resource: string, kind: string) => `${resource.replace(/[^_0-9A-Za-z]/g, '_')}_${kind}`;

const literal = (value: Literal) => JSON.stringify(value);

/** A selection set on one line. */
const selection = (fields: string) => `{ ${fields.replace(/\s+/g, ' ').trim()} }`;

/** "(a: $a, b: "all")" from variable names and fixed literals; "" when there is nothing. */
function argList(vars: string[], fixed: Record<string, Literal> = {}): string {
  const parts = [
    ...Object.entries(fixed).map(([name, value]) => `${name}: ${literal(value)}`),
    ...vars.map((name) => `${name}: $${name}`),
  ];
  return parts.length ? `(${parts.join(', ')})` : '';
}

function varDecls(types: Record<string, string>): string {
  const parts = Object.entries(types).map(([name, type]) => `$${name}: ${type}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** The server filter arguments of a list (the count query takes the same ones). */
export function filterArgTypes(entry: ResourceEntry): Record<string, string> {
  const types: Record<string, string> = {};
  for (const spec of Object.values(entry.list.filters ?? {})) if ('arg' in spec) types[spec.arg] = spec.type;
  return types;
}

/** Paged lists serve getMany (and getOne without a one-record query) through their `ids` filter. */
export const canFilterByIds = (entry: ResourceEntry): boolean => {
  const spec = entry.list.filters?.ids;
  return Boolean(spec && 'arg' in spec);
};

/**
 * The list document. Paged lists: `data: allX(filters, items, page, order)` and, with the count,
 * `total: countX(filters)` in the same request. Local lists: `data: allX(fixed, server filters)`.
 */
export function listDocument(resource: string, entry: ResourceEntry, withCount: boolean): string {
  const { list } = entry;
  const filters = filterArgTypes(entry);
  const paging: Record<string, string> = list.count ? { items: 'Int', page: 'Int' } : {};
  if (list.count && list.sortable) paging.order = 'String';
  const all = { ...filters, ...paging };
  const count = withCount && list.count ? `\n  total: ${list.count}${argList(Object.keys(filters), list.fixed)}` : '';
  return `query ${opName(resource, withCount && list.count ? 'list' : 'rows')}${varDecls(all)} {
  data: ${list.query}${argList(Object.keys(all), list.fixed)} ${selection(list.fields)}${count}
}`;
}

/** The one-record document: `data: place(idplace: $idplace)`. */
export function oneDocument(resource: string, entry: ResourceEntry): string {
  if (!entry.one) throw notAvailable(resource);
  const { one, idField } = entry;
  return `query ${opName(resource, 'one')}($${idField}: Int!) {
  data: ${one.query}${argList([idField], one.fixed)} ${selection(one.fields)}
}`;
}

export type MutationKind = 'create' | 'update' | 'delete';

/**
 * A mutation document with `count` aliased root fields r0, r1, ... (update and delete: one per id,
 * as $id0, $id1, ...; the payload variables are shared). One request for updateMany/deleteMany.
 */
export function mutationDocument(resource: string, entry: ResourceEntry, kind: MutationKind, count = 1): string {
  const spec: MutationSpec | undefined = entry[kind];
  if (!spec) throw notAvailable(resource);
  return specDocument(resource, entry, spec, kind, kind !== 'create', count);
}

/** A named action's document (entry.actions[name]): like update, one record, `r0` with `$id0`. */
export function actionDocument(resource: string, name: string): string {
  const entry = entryOf(resource);
  const spec = entry.actions && Object.hasOwn(entry.actions, name) ? entry.actions[name] : undefined;
  if (!spec) throw notAvailable(resource, `Operación no disponible para ${resource}: ${name}`);
  return specDocument(resource, entry, spec, name, true, 1);
}

function specDocument(resource: string, entry: ResourceEntry, spec: MutationSpec, kind: string, withId: boolean, count: number): string {
  const payload = spec.args ?? {};
  const n = withId ? Math.max(1, count) : 1;
  const ids: Record<string, string> = {};
  if (withId) for (let i = 0; i < n; i += 1) ids[`id${i}`] = 'Int!';
  const idArg = spec.idArg ?? entry.idField;
  const fields = Array.from({ length: n }, (_, i) => {
    const args = [...(withId ? [`${idArg}: $id${i}`] : []), ...Object.keys(payload).map((name) => `${name}: $${name}`)];
    return `  r${i}: ${spec.mutation}${args.length ? `(${args.join(', ')})` : ''}`;
  });
  return `mutation ${opName(resource, kind)}${varDecls({ ...payload, ...ids })} {\n${fields.join('\n')}\n}`;
}

/** Which document a react-admin method sends (`count`: ids of updateMany / deleteMany / getMany). */
export function documentFor(resource: string, method: Method, count = 1): string {
  const entry = entryOf(resource);
  switch (method) {
    case 'getList':
    case 'getManyReference':
      return listDocument(resource, entry, true);
    case 'getMany':
      if (entry.list.count && !canFilterByIds(entry)) throw notAvailable(resource);
      return listDocument(resource, entry, false);
    case 'getOne':
      if (entry.one) return oneDocument(resource, entry);
      return documentFor(resource, 'getMany');
    case 'create':
      return mutationDocument(resource, entry, 'create');
    case 'update':
      return mutationDocument(resource, entry, 'update');
    case 'updateMany':
      return mutationDocument(resource, entry, 'update', count);
    case 'delete':
      return mutationDocument(resource, entry, 'delete');
    case 'deleteMany':
      return mutationDocument(resource, entry, 'delete', count);
  }
}
