/**
 * Contract of the places map: the panel's two documents (src/dataProvider/custom/placesMap.ts: where
 * the map opens, what it draws) are valid against the server schema with the cost rule, their
 * variables coerce, and the real API answers them in the shape the page reads.
 */
import { buildSchema, getOperationAST, getVariableValues, parse, specifiedRules, validate } from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import {
  extentBox,
  PLACES_MAP_EXTENT_QUERY,
  PLACES_MAP_QUERY,
  placesMapVariables,
  type PlacesMapData,
  type PlacesMapExtentData,
} from '../../src/dataProvider/custom/placesMap';
import { normalizeBounds } from '../../src/maps/bounds';
import { startTestApi, type TestApi } from '../server/helpers/app';

const schema = buildSchema(typeDefs());
const document = parse(PLACES_MAP_QUERY);

describe('placesMap documents', () => {
  it('are valid against the server schema (with the cost rule)', () => {
    for (const query of [PLACES_MAP_QUERY, PLACES_MAP_EXTENT_QUERY]) {
      expect(validate(schema, parse(query), [...specifiedRules, costLimitRule]).map((e) => e.message)).toEqual([]);
    }
  });

  it('sends variables the schema accepts, for the world and across the antimeridian', () => {
    const operation = getOperationAST(document)!;
    for (const [bounds, zoom] of [
      [normalizeBounds(-85, -250, 85, 250), 2],
      [normalizeBounds(-20, 170, -10, 190), 6],
    ] as const) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], placesMapVariables(bounds, zoom));
      expect(coerced.errors ?? []).toEqual([]);
    }
  });
});

describe('placesMap document against the real API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    await api.db.query(
      `INSERT INTO places (name, lat, lng) VALUES ('Torre de Hércules', 43.3859, -8.4065), ('Sin coordenadas', NULL, NULL)`,
    );
  });
  afterAll(async () => api?.close());

  const run = async () => {
    const answer = await api.call<{ placesMap: PlacesMapData }>(
      PLACES_MAP_QUERY,
      placesMapVariables(normalizeBounds(-85, -250, 85, 250), 16),
      api.token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.placesMap;
  };

  it('answers where the map opens: the located place and the totals', async () => {
    const answer = await api.call<{ placesMapExtent: PlacesMapExtentData }>(PLACES_MAP_EXTENT_QUERY, {}, api.token);
    expect(answer.errors).toBeUndefined();
    const extent = answer.data!.placesMapExtent;
    expect(extent).toMatchObject({ total: 2, located: 1 });
    expect(extentBox(extent)).toEqual({ south: 43.3859, west: -8.4065, north: 43.3859, east: -8.4065 });
  });

  it('gives the fields the page turns into markers', async () => {
    const { inView, points, clusters } = await run();
    expect(inView).toBe(1);
    expect(clusters).toEqual([]);
    expect(points).toEqual([{ idplace: expect.any(Number), name: 'Torre de Hércules', lat: 43.3859, lng: -8.4065, published: 0 }]);
  });
});
