/**
 * The standard introspection query (what GraphiQL, ra-data-graphql and every GraphQL tool send)
 * works outside production, while the depth and cost limits keep holding for data fields.
 */
import { getIntrospectionQuery } from 'graphql';
import { describeApi } from './helpers/app';

const deepData = (levels: number) => `{ ${'allPlaces { category { '.repeat(1)}${'a { '.repeat(levels)}b${' }'.repeat(levels)} } } }`;
const nestedOfType = (levels: number) =>
  `{ __type(name: "Place") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;

describeApi('introspection outside production', (api) => {
  it('answers the standard introspection query with the whole schema', async () => {
    const answer = await api().call(getIntrospectionQuery(), {}, api().token);
    expect(answer.errors).toBeUndefined();
    const schema = answer.data!.__schema as { types: { name: string }[]; queryType: { name: string } };
    expect(schema.queryType.name).toBe('Query');
    const names = schema.types.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Place', 'Query', 'Mutation']));
  });

  it('answers it without a session too, so GraphiQL can show the docs before logging in', async () => {
    const answer = await api().call(getIntrospectionQuery({ descriptions: true }), {}, null);
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.__schema as { types: unknown[] }).types.length).toBeGreaterThan(20);
  });

  it('still refuses data fields nested more than 8 levels', async () => {
    const answer = await api().call(deepData(8), {}, api().token);
    expect(answer.data).toBeNull();
    const deep = answer.errors!.find((e) => e.extensions?.code === 'QUERY_TOO_DEEP');
    expect(deep?.message).toMatch(/demasiados niveles: \d+ \(máximo 8\)/);
  });

  it('does not refuse a data query within the depth limit for its depth', async () => {
    const answer = await api().call('{ allPlaces(items: 1) { category { idcategory } } }', {}, api().token);
    expect(answer.errors).toBeUndefined();
  });

  it('bounds introspection depth too: 25 nested ofType levels are refused', async () => {
    const answer = await api().call(nestedOfType(25), {}, api().token);
    expect(answer.data).toBeNull();
    expect(answer.errors![0].extensions!.code).toBe('QUERY_TOO_DEEP');
    expect(answer.errors![0].message).toMatch(/introspección/);
  });

  it('does not let introspection hide data fields from the cost limit', async () => {
    const aliases = Array.from({ length: 401 }, (_, i) => `a${i}: countPlaces`).join(' ');
    const answer = await api().call(`{ __schema { queryType { name } } ${aliases} }`, {}, api().token);
    expect(answer.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    expect(answer.errors![0].message).toMatch(/401 campos \(máximo 400\)/);
  });
});

describeApi(
  'introspection in production',
  (api) => {
    it('is refused, with or without a session', async () => {
      for (const token of [api().token, null]) {
        const answer = await api().call(getIntrospectionQuery(), {}, token);
        expect(answer.data).toBeNull();
        expect(answer.errors![0].message).toMatch(/introspection/i);
      }
    });
  },
  { NODE_ENV: 'production' },
);
