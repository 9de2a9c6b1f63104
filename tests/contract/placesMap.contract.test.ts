/**
 * Contract of the places map: the panel's document (src/dataProvider/custom/placesMap.ts) is valid
 * against the server schema, its variables coerce, and the real API answers it with and without
 * the totals — in the shape the page reads.
 */
import { buildSchema, getOperationAST, getVariableValues, parse, specifiedRules, validate } from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import { PLACES_MAP_QUERY, placesMapVariables, type PlacesMapData } from '../../src/dataProvider/custom/placesMap';
import { normalizeBounds } from '../../src/maps/bounds';
import { startTestApi, type TestApi } from '../server/helpers/app';

const schema = buildSchema(typeDefs());
const document = parse(PLACES_MAP_QUERY);

describe('placesMap document', () => {
  it('is valid against the server schema (with the cost rule)', () => {
    expect(validate(schema, document, [...specifiedRules, costLimitRule]).map((e) => e.message)).toEqual([]);
  });

  it('sends variables the schema accepts, for the world and across the antimeridian', () => {
    const operation = getOperationAST(document)!;
    for (const [bounds, zoom, totals] of [
      [normalizeBounds(-85, -250, 85, 250), 2, true],
      [normalizeBounds(-20, 170, -10, 190), 6, false],
    ] as const) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], placesMapVariables(bounds, zoom, totals));
      expect(coerced.errors ?? []).toEqual([]);
    }
  });
});

describe('placesMap document against the real API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    await api.db.query(`INSERT INTO places (name, lat, lng) VALUES ('Torre de Hércules', 43.3859, -8.4065), ('Sin coordenadas', NULL, NULL)`);
  });
  afterAll(async () => api?.close());

  const run = async (totals: boolean) => {
    const answer = await api.call<{ placesMap: PlacesMapData }>(
      PLACES_MAP_QUERY,
      placesMapVariables(normalizeBounds(-85, -250, 85, 250), 16, totals),
      api.token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.placesMap;
  };

  it('answers the totals only when asked for them', async () => {
    const first = await run(true);
    expect(first).toMatchObject({ total: 2, located: 1, inView: 1 });
    const later = await run(false);
    expect(later).not.toHaveProperty('total');
    expect(later).not.toHaveProperty('located');
    expect(later.inView).toBe(1);
  });

  it('gives the fields the page turns into markers', async () => {
    const { points, clusters } = await run(false);
    expect(clusters).toEqual([]);
    expect(points).toEqual([{ idplace: expect.any(Number), name: 'Torre de Hércules', lat: 43.3859, lng: -8.4065, published: 0 }]);
  });
});
