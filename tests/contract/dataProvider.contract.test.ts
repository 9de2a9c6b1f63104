/**
 * Contract: every document the data provider can send is valid against the server's schema.
 * - Pure enumeration: documentFor(resource, method) for every resource × method of the table.
 * - Through the real provider: representative params (every filter, every sortable field both
 *   ways, ids) with fetch captured; each captured document is validated (with the server's cost
 *   rule) and its variables coerced against the schema.
 * - Coverage: every allX / countX / addX / updX / delX of the schema is used by the table.
 * - Methods a resource lacks reject with 'Operación no disponible para <recurso>' and send nothing.
 */
import {
  buildSchema,
  getNamedType,
  getOperationAST,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  getVariableValues,
  introspectionFromSchema,
  Kind,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import { dataProvider } from '../../src/dataProvider';
import { buildPanelDataProvider } from '../../src/dataProvider/provider';
import { countDocument, documentFor } from '../../src/dataProvider/documents';
import { OPERATIONS } from '../../src/dataProvider/operations';
import { signaturesOfSchema } from '../../src/dataProvider/signatures';
import { SINGLETON_METHODS } from '../../src/dataProvider/singleton';
import { METHODS, type FilterSpec, type Method, type ResourceEntry } from '../../src/dataProvider/types';

const schema: GraphQLSchema = buildSchema(typeDefs());
/** The argument types of every root field, as the panel's build carries them. */
const signatures = signaturesOfSchema(introspectionFromSchema(schema).__schema);
const RESOURCES = Object.keys(OPERATIONS);

/** List queries of the schema that are deliberately not a react-admin resource (none yet). */
const NOT_RESOURCES = new Set<string>([]);

/** Validation errors of a document, and (when given) coercion errors of its variables. */
function problems(query: string, variables?: Record<string, unknown>, against: GraphQLSchema = schema): string[] {
  const document = parse(query);
  const errors = validate(against, document, [...specifiedRules, costLimitRule]).map((e) => e.message);
  const operation = getOperationAST(document);
  if (!operation) return [...errors, 'no operation'];
  if (!variables) return errors;
  const coerced = getVariableValues(against, operation.variableDefinitions ?? [], variables);
  return [...errors, ...(coerced.errors ?? []).map((e) => e.message)];
}

// ---- fetch captured: the provider's real requests, answered with an empty but well-formed body
interface Sent {
  query: string;
  variables: Record<string, unknown>;
}
let sent: Sent[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const data = { data: [], total: 0, r0: 1, r1: 1, r2: 1, ...recordAnswers(body) };
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  sent = [];
});

/** A mutation that answers its record (the row's `returns`: addStaff, updStaff): r0, r1… as records with their id. */
function recordAnswers(body: Sent): Record<string, unknown> {
  const entry = Object.values(OPERATIONS).find((row) =>
    [row.create, row.update].some((spec) => spec?.returns && body.query.includes(`: ${spec.mutation}(`)),
  );
  if (!entry) return {};
  const id = (i: number) => (typeof body.variables?.[`id${i}`] === 'number' ? body.variables[`id${i}`] : 1);
  return Object.fromEntries([0, 1, 2].map((i) => [`r${i}`, { [entry.idField]: id(i) }]));
}

/** Runs a provider call; NOT_FOUND (the fake answers hold no rows) still counts as sent. */
async function capture(call: () => Promise<unknown>): Promise<Sent[]> {
  await call().catch((error: { code?: string }) => {
    if (error?.code !== 'NOT_FOUND') throw error;
  });
  return sent;
}

const sample = (entry: ResourceEntry, spec: FilterSpec): unknown => {
  if ('local' in spec) return 'cafe';
  const type = signatures.get(entry.list.query)?.get(spec.arg) ?? '';
  if (type.startsWith('[')) return [1, 2];
  if (type.startsWith('Int')) return 1;
  if (type.startsWith('Boolean')) return true;
  return 'café';
};

function everyFilter(entry: ResourceEntry): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry.list.filters ?? {}).map(([key, spec]) => [key, sample(entry, spec)]));
}

function sortFields(entry: ResourceEntry): string[] {
  return entry.list.count
    ? ['id', ...(entry.list.sortable ?? [])]
    : ['id', entry.idField, ...(entry.list.i18n ?? []).map((f) => `${f}.es`)];
}

/** Representative calls of one method (several for getList: every sort field, both orders). */
function calls(resource: string, method: Method, provider = dataProvider): (() => Promise<unknown>)[] {
  const entry = OPERATIONS[resource];
  const page = { page: 2, perPage: 10 };
  switch (method) {
    case 'getList':
      return sortFields(entry).flatMap((field) =>
        (['ASC', 'DESC'] as const).map(
          (order) => () => provider.getList(resource, { pagination: page, sort: { field, order }, filter: everyFilter(entry) }),
        ),
      );
    case 'getManyReference': {
      const target =
        Object.entries(entry.list.filters ?? {}).find(([k, s]) => 'arg' in s && k !== 'q' && k !== 'ids')?.[0] ?? entry.idField;
      return [
        () => provider.getManyReference(resource, { target, id: 1, pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      ];
    }
    case 'getMany':
      return [() => provider.getMany(resource, { ids: [1, '2'] })];
    case 'getOne':
      return [() => provider.getOne(resource, { id: entry.singleton?.id ?? '1' })];
    case 'create':
      return [() => provider.create(resource, { data: { name: 'x' } })];
    case 'update': {
      const id = entry.singleton?.id ?? 1;
      return [() => provider.update(resource, { id, data: { name: 'x' }, previousData: { id } })];
    }
    case 'updateMany':
      return [() => provider.updateMany(resource, { ids: [1, 2], data: { name: 'x' } })];
    case 'delete':
      return [() => provider.delete(resource, { id: 1, previousData: { id: 1 } })];
    case 'deleteMany':
      return [() => provider.deleteMany(resource, { ids: [1, 2] })];
  }
}

const MUTATION_OF: Record<Method, keyof ResourceEntry | null> = {
  getList: null,
  getOne: null,
  getMany: null,
  getManyReference: null,
  create: 'create',
  update: 'update',
  updateMany: 'update',
  delete: 'delete',
  deleteMany: 'delete',
};
const declares = (entry: ResourceEntry, method: Method) =>
  entry.singleton ? SINGLETON_METHODS.includes(method) : !MUTATION_OF[method] || Boolean(entry[MUTATION_OF[method]!]);

describe('every document of the table validates against the server schema', () => {
  test('each paged list’s count alone (the benchmark times it apart from its page)', () => {
    const paged = RESOURCES.filter((resource) => OPERATIONS[resource].list.count);
    expect(paged).toEqual(expect.arrayContaining(['places', 'reviews', 'users', 'suggestions', 'events', 'cms', 'chains']));
    for (const resource of paged) expect(problems(countDocument(resource, OPERATIONS[resource], signatures)), resource).toEqual([]);
  });
  for (const resource of RESOURCES) {
    for (const method of METHODS) {
      if (!declares(OPERATIONS[resource], method)) {
        test(`${resource}.${method} is refused before any request`, async () => {
          expect(() => documentFor(resource, method, signatures)).toThrow(`Operación no disponible para ${resource}`);
          for (const call of calls(resource, method)) {
            await expect(call()).rejects.toMatchObject({ message: `Operación no disponible para ${resource}`, code: 'NOT_AVAILABLE' });
          }
          expect(sent).toHaveLength(0);
        });
        continue;
      }
      test(`${resource}.${method}`, async () => {
        expect(problems(documentFor(resource, method, signatures, 2))).toEqual([]);
        for (const call of calls(resource, method)) {
          const before = sent.length;
          await capture(call);
          expect(sent.length - before).toBe(1); // one request per call
        }
        for (const request of sent) expect(problems(request.query, request.variables), request.query).toEqual([]);
      });
    }
  }
});

/** Fields of `type` that `set` does not select (nested object fields included). */
function missing(type: GraphQLObjectType, set: SelectionSetNode | undefined, path = ''): string[] {
  const selected = new Map<string, SelectionSetNode | undefined>();
  for (const s of set?.selections ?? []) if (s.kind === Kind.FIELD) selected.set(s.name.value, s.selectionSet);
  return Object.values(type.getFields()).flatMap((field) => {
    if (!selected.has(field.name)) return [`${path}${field.name}`];
    const named = getNamedType(field.type);
    return isObjectType(named) ? missing(named, selected.get(field.name), `${path}${field.name}.`) : [];
  });
}

function rootSelection(query: string) {
  const operation = getOperationAST(parse(query))!;
  const field = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.alias?.value === 'data');
  if (field?.kind !== Kind.FIELD) throw new Error('no data field');
  const type = getNamedType(schema.getQueryType()!.getFields()[field.name.value].type) as GraphQLObjectType;
  return { type, set: field.selectionSet };
}

describe('the table covers the schema', () => {
  const queries = Object.keys(schema.getQueryType()!.getFields());
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
  const entries = Object.values(OPERATIONS);

  test('every allX list query of the schema is some resource’s list', () => {
    const used = new Set(entries.map((e) => e.list.query));
    expect(queries.filter((q) => /^all[A-Z]/.test(q) && !NOT_RESOURCES.has(q) && !used.has(q))).toEqual([]);
  });

  test('a list with a countX in the schema declares it (server paging)', () => {
    for (const entry of entries) {
      const count = `count${entry.list.query.slice(3)}`;
      if (queries.includes(count)) expect(entry.list.count, entry.list.query).toBe(count);
    }
  });

  test('every add/upd/del mutation of the schema is declared by a resource', () => {
    // A named action (places' status, suggestions' status → updSuggestion) uses its mutation too.
    const used = new Set(
      entries.flatMap((e) => [e.create, e.update, e.delete, ...Object.values(e.actions ?? {})].flatMap((m) => (m ? [m.mutation] : []))),
    );
    expect(mutations.filter((m) => /^(add|upd|del)[A-Z]/.test(m) && !used.has(m))).toEqual([]);
  });

  test('getOne asks every field of its type; local lists every field of their rows', () => {
    for (const resource of RESOURCES) {
      const entry = OPERATIONS[resource];
      if (entry.one) {
        const { type, set } = rootSelection(documentFor(resource, 'getOne', signatures));
        expect(missing(type, set), `${resource} getOne`).toEqual([]);
      }
      if (!entry.list.count) {
        const { type, set } = rootSelection(documentFor(resource, 'getList', signatures));
        expect(missing(type, set), `${resource} list`).toEqual([]);
      }
    }
  });

  test('paged lists only have server filters; local lists may search locally', () => {
    for (const [resource, entry] of Object.entries(OPERATIONS)) {
      if (!entry.list.count) continue;
      for (const spec of Object.values(entry.list.filters ?? {})) expect('arg' in spec, resource).toBe(true);
    }
  });
});

/**
 * The server has no add/upd/del mutation yet: a fixture resource declares all three, against the
 * schema extended with them, to prove the mutation documents (aliased for many ids) are valid.
 */
describe('mutation documents (fixture resource)', () => {
  const FIXTURE_SDL = /* GraphQL */ `
    type Widget {
      idwidget: Int!
      name: String!
    }
    input WidgetInput {
      name: String
    }
    extend type Query {
      allWidgets(search: String, items: Int, page: Int, order: String, ids: [Int!]): [Widget!]!
      countWidgets(search: String, ids: [Int!]): Int!
    }
    extend type Mutation {
      addWidget(widget: WidgetInput!): Int!
      updWidget(id: Int!, name: String): Int!
      delWidget(idwidget: Int!): Boolean!
    }
  `;
  const extended = buildSchema(`${typeDefs()}\n${FIXTURE_SDL}`);
  /** A provider whose build carries the extended schema. */
  const widgets = buildPanelDataProvider({ schema: introspectionFromSchema(extended).__schema });
  beforeAll(() => {
    OPERATIONS.widgets = {
      idField: 'idwidget',
      list: {
        query: 'allWidgets',
        count: 'countWidgets',
        fields: 'idwidget name',
        filters: { q: { arg: 'search' }, ids: { arg: 'ids' } },
        sortable: ['idwidget', 'name'],
      },
      create: { mutation: 'addWidget', args: ['widget'], variables: (data) => ({ widget: { name: data.name } }) },
      update: { mutation: 'updWidget', idArg: 'id', args: ['name'] },
      delete: { mutation: 'delWidget' },
    };
  });
  afterAll(() => {
    delete OPERATIONS.widgets;
  });

  test.each(['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const)('widgets.%s', async (method) => {
    for (const call of calls('widgets', method, widgets)) await capture(call);
    expect(sent).toHaveLength(1);
    expect(problems(sent[0].query, sent[0].variables, extended), sent[0].query).toEqual([]);
  });

  test('answers: create → the new id; update → the merged record; many → the ids', async () => {
    await expect(widgets.create('widgets', { data: { name: 'x' } })).resolves.toEqual({ data: { name: 'x', idwidget: 1, id: 1 } });
    await expect(widgets.update('widgets', { id: '1', data: { name: 'y' }, previousData: { id: 1, name: 'x' } })).resolves.toEqual({
      data: { id: 1, idwidget: 1, name: 'y' },
    });
    await expect(widgets.deleteMany('widgets', { ids: [1, 2] })).resolves.toEqual({ data: [1, 2] });
    expect(sent.map((r) => r.variables)).toEqual([{ widget: { name: 'x' } }, { name: 'y', id0: 1 }, { id0: 1, id1: 2 }]);
  });
});
