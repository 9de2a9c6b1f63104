/**
 * The GraphQL document text of each operation of the table: pure functions of (resource, table
 * row, schema signatures), so the contract test can build and validate every document the
 * provider can send. Variables are declared, with the schema's types, for every argument a request
 * may carry; the ones a request leaves out are simply absent (the argument is then not given).
 */
import type { Method, MutationSpec, ResourceEntry } from './types';
import { notAvailable } from './errors';
import { entryOf } from './operations';
import { argTypes, type Signatures } from './signatures';
import { singletonOf } from './singleton';

type Literal = string | number | boolean;

const opName = (resource: string, kind: string) => `${resource.replace(/[^_0-9A-Za-z]/g, '_')}_${kind}`;

const literal = (value: Literal) => JSON.stringify(value);

/** A selection set on one line. */
const selection = (fields: string) => `{ ${fields.replace(/\s+/g, ' ').trim()} }`;

/** "(a: $a, b: "all")" from argument → variable names and fixed literals; "" when there is nothing. */
function argList(vars: Record<string, string>, fixed: Record<string, Literal> = {}): string {
  const parts = [
    ...Object.entries(fixed).map(([name, value]) => `${name}: ${literal(value)}`),
    ...Object.entries(vars).map(([name, variable]) => `${name}: $${variable}`),
  ];
  return parts.length ? `(${parts.join(', ')})` : '';
}

const sameNames = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, n]));

function varDecls(types: Record<string, string>): string {
  const parts = Object.entries(types).map(([name, type]) => `$${name}: ${type}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** The server filter arguments of a list (the count query takes the same ones). */
export function filterArgs(entry: ResourceEntry): string[] {
  return [...new Set(Object.values(entry.list.filters ?? {}).flatMap((spec) => ('arg' in spec ? [spec.arg] : [])))];
}

/** The paging arguments a paged list takes (order only when it declares sortable fields). */
const pagingArgs = (entry: ResourceEntry) => (entry.list.count ? ['items', 'page', ...(entry.list.sortable ? ['order'] : [])] : []);

/**
 * The list document. Paged lists: `data: allX(filters, items, page, order)` and, with the count,
 * `total: countX(filters, upto)` in the same request (upto: params.ts countUpto). Local lists:
 * `data: allX(fixed, server filters)`.
 */
export function listDocument(resource: string, entry: ResourceEntry, signatures: Signatures, withCount: boolean): string {
  const { list } = entry;
  const filters = filterArgs(entry);
  const args = [...filters, ...pagingArgs(entry)];
  const types = argTypes(signatures, list.query, args);
  const counted = withCount && list.count !== undefined;
  const countTypes = counted ? argTypes(signatures, list.count!, [...filters, 'upto']) : {};
  const count = counted ? `\n  total: ${list.count}${argList(sameNames([...filters, 'upto']), list.fixed)}` : '';
  return `query ${opName(resource, counted ? 'list' : 'rows')}${varDecls({ ...types, ...(counted ? { upto: countTypes.upto } : {}) })} {
  data: ${list.query}${argList(sameNames(args), list.fixed)} ${selection(list.fields)}${count}
}`;
}

/**
 * A paged list's count alone, `total: countX(filters, upto)`: the one the list document carries
 * (the benchmark times a page and its count apart, as issue 18's matrix states them).
 */
export function countDocument(resource: string, entry: ResourceEntry, signatures: Signatures): string {
  if (!entry.list.count) throw notAvailable(resource);
  const args = [...filterArgs(entry), 'upto'];
  return `query ${opName(resource, 'count')}${varDecls(argTypes(signatures, entry.list.count, args))} {
  total: ${entry.list.count}${argList(sameNames(args), entry.list.fixed)}
}`;
}

/**
 * getMany on a paged list: one aliased list per chunk of ids (`d0: allX(ids: $ids0, items:
 * $items0)`, ...), so any number of ids is one request within the API's page size.
 */
export function manyDocument(resource: string, entry: ResourceEntry, signatures: Signatures, chunks: number): string {
  const idsArg = (entry.list.filters?.ids as { arg: string } | undefined)?.arg;
  if (!idsArg || !entry.list.count) throw notAvailable(resource);
  const types = argTypes(signatures, entry.list.query, [idsArg, 'items']);
  const decls: Record<string, string> = {};
  const fields = Array.from({ length: Math.max(1, chunks) }, (_, i) => {
    decls[`ids${i}`] = types[idsArg];
    decls[`items${i}`] = types.items;
    return `  d${i}: ${entry.list.query}${argList({ [idsArg]: `ids${i}`, items: `items${i}` }, entry.list.fixed)} ${selection(entry.list.fields)}`;
  });
  return `query ${opName(resource, 'many')}${varDecls(decls)} {\n${fields.join('\n')}\n}`;
}

/** The one-record document: `data: place(idplace: $idplace)`. */
export function oneDocument(resource: string, entry: ResourceEntry, signatures: Signatures): string {
  if (!entry.one) throw notAvailable(resource);
  const { one, idField } = entry;
  return `query ${opName(resource, 'one')}${varDecls(argTypes(signatures, one.query, [idField]))} {
  data: ${one.query}${argList(sameNames([idField]), one.fixed)} ${selection(one.fields)}
}`;
}

export type MutationKind = 'create' | 'update' | 'delete';

/**
 * A mutation document with `count` aliased root fields r0, r1, ... (update and delete: one per id,
 * as $id0, $id1, ...; the payload variables are shared). One request for updateMany/deleteMany.
 */
export function mutationDocument(resource: string, entry: ResourceEntry, signatures: Signatures, kind: MutationKind, count = 1): string {
  const spec: MutationSpec | undefined = entry[kind];
  if (!spec) throw notAvailable(resource);
  return specDocument(resource, entry, signatures, spec, kind, kind !== 'create', count);
}

/** A named action's document (entry.actions[name]): like update, one record, `r0` with `$id0`. */
export function actionDocument(resource: string, name: string, signatures: Signatures): string {
  const entry = entryOf(resource);
  const spec = entry.actions && Object.hasOwn(entry.actions, name) ? entry.actions[name] : undefined;
  if (!spec) throw notAvailable(resource, `Operación no disponible para ${resource}: ${name}`);
  return specDocument(resource, entry, signatures, spec, name, true, 1);
}

function specDocument(
  resource: string,
  entry: ResourceEntry,
  signatures: Signatures,
  spec: MutationSpec,
  kind: string,
  withId: boolean,
  count: number,
): string {
  const payload = spec.args ?? [];
  const idArg = spec.idArg ?? entry.idField;
  const types = argTypes(signatures, spec.mutation, withId ? [idArg, ...payload] : payload);
  const n = withId ? Math.max(1, count) : 1;
  const decls: Record<string, string> = Object.fromEntries(payload.map((name) => [name, types[name]]));
  const fields = Array.from({ length: n }, (_, i) => {
    if (withId) decls[`id${i}`] = types[idArg];
    const vars = { ...(withId ? { [idArg]: `id${i}` } : {}), ...sameNames(payload) };
    return `  r${i}: ${spec.mutation}${argList(vars)}${spec.returns ? ` ${selection(spec.returns)}` : ''}`;
  });
  return `mutation ${opName(resource, kind)}${varDecls(decls)} {\n${fields.join('\n')}\n}`;
}

/** A singleton's documents (singleton.ts): its whole list to read it, its save mutation without an id. */
function singletonDocument(resource: string, entry: ResourceEntry, signatures: Signatures, method: Method): string {
  singletonOf(resource, entry, method);
  if (method !== 'update') return listDocument(resource, entry, signatures, false);
  if (!entry.update) throw notAvailable(resource);
  return specDocument(resource, entry, signatures, entry.update, 'update', false, 1);
}

/** Which document a react-admin method sends (`count`: ids of updateMany / deleteMany, chunks of getMany). */
export function documentFor(resource: string, method: Method, signatures: Signatures, count = 1): string {
  const entry = entryOf(resource);
  if (entry.singleton) return singletonDocument(resource, entry, signatures, method);
  switch (method) {
    case 'getList':
    case 'getManyReference':
      return listDocument(resource, entry, signatures, true);
    case 'getMany':
      if (!entry.list.count) return listDocument(resource, entry, signatures, false);
      return manyDocument(resource, entry, signatures, count);
    case 'getOne':
      if (entry.one) return oneDocument(resource, entry, signatures);
      return documentFor(resource, 'getMany', signatures);
    case 'create':
      return mutationDocument(resource, entry, signatures, 'create');
    case 'update':
      return mutationDocument(resource, entry, signatures, 'update');
    case 'updateMany':
      return mutationDocument(resource, entry, signatures, 'update', count);
    case 'delete':
      return mutationDocument(resource, entry, signatures, 'delete');
    case 'deleteMany':
      return mutationDocument(resource, entry, signatures, 'delete', count);
  }
}
