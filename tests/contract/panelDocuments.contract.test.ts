/**
 * Contract for the documents the panel sends outside react-admin's nine methods: the home
 * dashboard's one request (src/dataProvider/custom/dashboard.ts) and every named action of the operations
 * table (dataProvider.action), validated against the server's schema with its cost rule.
 */
import { buildSchema, getOperationAST, getVariableValues, introspectionFromSchema, parse, print, specifiedRules, validate } from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import { dataProvider } from '../../src/dataProvider';
import { actionDocument } from '../../src/dataProvider/documents';
import { OPERATIONS } from '../../src/dataProvider/operations';
import { signaturesOfSchema } from '../../src/dataProvider/signatures';
import { DASHBOARD_CONTENT_QUERY, DASHBOARD_QUERY } from '../../src/dataProvider/custom/dashboard';
import { SCRAPE_EVENT_QUERY } from '../../src/dataProvider/custom/events';
import { SHARE_HASHTAGS_QUERY, SHARE_PLACE_QUERY } from '../../src/dataProvider/custom/share';

const schema = buildSchema(typeDefs());
const signatures = signaturesOfSchema(introspectionFromSchema(schema).__schema);

function problems(query: string, variables?: Record<string, unknown>): string[] {
  const document = parse(query);
  const errors = validate(schema, document, [...specifiedRules, costLimitRule]).map((e) => e.message);
  const operation = getOperationAST(document);
  if (!operation) return [...errors, 'no operation'];
  if (!variables) return errors;
  return [...errors, ...(getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors ?? []).map((e) => e.message)];
}

test('the dashboard asks everything in one valid query: ten counts and the latest places and users', () => {
  expect(problems(DASHBOARD_QUERY)).toEqual([]);
  const operation = getOperationAST(parse(DASHBOARD_QUERY))!;
  expect(operation.operation).toBe('query');
  // alias: field(arguments), as part 1 §2 «Home dashboard» asks: the counts by state (1, 0, 2, 3) and
  // of the last month, and the latest 5 places and 5 users, newest first.
  const asked = operation.selectionSet.selections.map((s) => {
    if (s.kind !== 'Field') return s.kind;
    const args = (s.arguments ?? []).map((a) => `${a.name.value}: ${print(a.value)}`).join(', ');
    return `${s.alias?.value ?? ''}: ${s.name.value}${args ? `(${args})` : ''}`;
  });
  expect(asked).toEqual([
    'places: countPlaces',
    'published: countPlaces(published: 1)',
    'drafts: countPlaces(published: 0)',
    'closed: countPlaces(published: 2)',
    'tempClosed: countPlaces(published: 3)',
    'newPlaces: countPlaces(lastmonths: 1)',
    'users: countUsers',
    'newUsers: countUsers(lastmonths: 1)',
    'reviews: countReviews',
    'newReviews: countReviews(lastmonths: 1)',
    'latestPlaces: allPlaces(items: 5, order: "create_date DESC")',
    'latestUsers: allUsers(items: 5, order: "registration_date DESC")',
  ]);
});

test("an editor's dashboard is the same valid query without the users' counts and latest users", () => {
  expect(problems(DASHBOARD_CONTENT_QUERY)).toEqual([]);
  const fields = getOperationAST(parse(DASHBOARD_CONTENT_QUERY))!.selectionSet.selections.map((s) =>
    s.kind === 'Field' ? s.name.value : s.kind,
  );
  expect(fields).not.toContain('countUsers');
  expect(fields).not.toContain('allUsers');
  expect(fields).toContain('countReviews');
});

test("the event form's import asks scrapeEvent(url) with a valid query", () => {
  expect(problems(SCRAPE_EVENT_QUERY, { url: 'https://eventos.example.org/1' })).toEqual([]);
});

test('the share screen asks randomPlace with a valid query, with an id or without', () => {
  expect(problems(SHARE_PLACE_QUERY, {})).toEqual([]);
  expect(problems(SHARE_PLACE_QUERY, { idplace: 12 })).toEqual([]);
  expect(problems(SHARE_HASHTAGS_QUERY)).toEqual([]);
});

const actions = Object.entries(OPERATIONS).flatMap(([resource, entry]) =>
  Object.keys(entry.actions ?? {}).map((name) => [resource, name] as const),
);

test('places declares the status action (statusPlace) and delete (delPlace)', () => {
  expect(actions).toContainEqual(['places', 'status']);
  expect(OPERATIONS.places.delete?.mutation).toBe('delPlace');
});

describe('named actions send a valid mutation', () => {
  const realFetch = globalThis.fetch;
  let sent: { query: string; variables: Record<string, unknown> }[] = [];
  beforeAll(() => {
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: { r0: 7 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    sent = [];
  });

  test.each(actions)('%s.%s', async (resource, name) => {
    expect(problems(actionDocument(resource, name, signatures))).toEqual([]);
    const spec = OPERATIONS[resource].actions![name];
    const types = signatures.get(spec.mutation)!;
    const data = Object.fromEntries((spec.args ?? []).map((arg) => [arg, types.get(arg)!.startsWith('Int') ? 1 : 'x']));
    await dataProvider.action(resource, name, { id: '12', data });
    expect(sent).toHaveLength(1);
    expect(problems(sent[0].query, sent[0].variables), sent[0].query).toEqual([]);
    expect(sent[0].variables.id0).toBe(12);
  });

  test('status: statusPlace(idplace, publish) and a non-positive answer is "Error al editar"', async () => {
    await dataProvider.action('places', 'status', { id: 5, data: { publish: 3 } });
    expect(sent[0].query).toMatch(/r0: statusPlace\(idplace: \$id0, publish: \$publish\)/);
    expect(sent[0].variables).toEqual({ publish: 3, id0: 5 });
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ data: { r0: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    await expect(dataProvider.action('places', 'status', { id: 5, data: { publish: 3 } })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  test('an unknown action or a bad id is refused before any request', async () => {
    await expect(dataProvider.action('places', 'nope', { id: 1 })).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
    await expect(dataProvider.action('places', 'status', { id: 'abc', data: { publish: 1 } })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'idplace',
    });
    await expect(dataProvider.action('places', 'toString', { id: 1 })).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
    expect(sent).toHaveLength(0);
  });
});
