/**
 * placesMap: points or grid clusters for the visible rectangle, totals, the antimeridian, bad input,
 * and a number of statements that does not grow with the places.
 */
import { describeApi } from './helpers/app';
import { MAX_BUCKETS, POINTS_MAX } from '../../server/modules/placesmap/grid';

const MAP = `query($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!, $published: Int) {
  placesMap(south: $south, west: $west, north: $north, east: $east, zoom: $zoom, published: $published) {
    inView cell total located
    points { idplace name lat lng published }
    clusters { lat lng count south west north east }
  }
}`;

const WORLD = { south: -85, west: -180, north: 85, east: 180, zoom: 2 };

interface Answer {
  inView: number;
  cell: number;
  total: number;
  located: number;
  points: { idplace: number; name: string; lat: number; lng: number; published: number }[];
  clusters: { lat: number; lng: number; count: number; south: number; west: number; north: number; east: number }[];
}

describeApi('places map', (api) => {
  const map = async (variables: Record<string, unknown>) => {
    const answer = await api().call<{ placesMap: Answer }>(MAP, variables, api().token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.placesMap;
  };
  const refused = async (variables: Record<string, unknown>) => {
    const answer = await api().call(MAP, variables, api().token);
    return answer.errors?.[0];
  };
  const sum = (a: Answer) => a.points.length + a.clusters.reduce((n, c) => n + c.count, 0);

  beforeAll(async () => {
    const db = api().db;
    // Madrid: 400 places on a 20 × 20 grid 0.001° apart, half of them published.
    await db.query(`INSERT INTO places (name, lat, lng, published)
      SELECT 'Madrid ' || i, 40.4 + (i % 20) * 0.001, -3.7 + (i / 20) * 0.001, i % 2 FROM generate_series(0, 399) i`);
    // Porto: 600 places packed into 0.003° × 0.002° (more than POINTS_MAX even at zoom 16).
    await db.query(`INSERT INTO places (name, lat, lng)
      SELECT 'Porto ' || i, 41.15 + (i % 30) * 0.0001, -8.61 + (i / 30) * 0.0001 FROM generate_series(0, 599) i`);
    // Lisbon: five places 0.05° apart; two on either side of the antimeridian; three without coordinates.
    await db.query(`INSERT INTO places (name, lat, lng)
      SELECT 'Lisboa ' || i, 38.7 + i * 0.05, -9.3 + i * 0.05 FROM generate_series(0, 4) i`);
    await db.query(`INSERT INTO places (name, lat, lng) VALUES ('Suva', -18.14, 178.44), ('Taveuni', -16.8, -179.9)`);
    await db.query(`INSERT INTO places (name) VALUES ('Sin coordenadas 1'), ('Sin coordenadas 2'), ('Sin coordenadas 3')`);
  });

  it('counts every place and those with coordinates, as countPlaces does', async () => {
    const world = await map(WORLD);
    expect(world.total).toBe(1010);
    expect(world.located).toBe(1007);
    const count = await api().call('{ countPlaces }', {}, api().token);
    expect(world.total).toBe(count.data!.countPlaces);
    const published = await map({ ...WORLD, published: 1 });
    expect(published.total).toBe(200);
    expect(published.located).toBe(200);
    expect(published.inView).toBe(200);
  });

  it('clusters the world at zoom 2: few buckets whose counts add up to every located place', async () => {
    const world = await map(WORLD);
    expect(world.inView).toBe(1007);
    expect(sum(world)).toBe(1007);
    expect(world.clusters.length + world.points.length).toBeLessThan(20);
    expect(world.cell).toBeGreaterThan(10);
    const iberia = world.clusters.find((c) => c.count >= 1000);
    expect(iberia, JSON.stringify(world.clusters)).toBeDefined();
    expect(iberia!.south).toBeGreaterThanOrEqual(38.7);
    expect(iberia!.north).toBeLessThan(41.2);
    expect(iberia!.lat).toBeGreaterThan(iberia!.south);
    expect(iberia!.lat).toBeLessThan(iberia!.north);
  });

  it('sends a cell holding a single place as a point with its name', async () => {
    // Lisbon's five places at zoom 10 (cells of ~0.08°) fall into separate cells.
    const lisbon = await map({ south: 38.6, west: -9.4, north: 39.0, east: -9.0, zoom: 10 });
    expect(lisbon.clusters).toEqual([]);
    expect(lisbon.points.map((p) => p.name).sort()).toEqual(['Lisboa 0', 'Lisboa 1', 'Lisboa 2', 'Lisboa 3', 'Lisboa 4']);
    expect(lisbon.points[0]).toMatchObject({ lat: 38.7, lng: -9.3, published: 0 });
  });

  it('draws two places either side of a cell edge, a few metres apart, as one cluster of 2 (no overlapping markers)', async () => {
    const cell = (360 * 60) / 256 / 2 ** 10; // zoom 10
    const edge = -100 * cell; // a column edge near -8.24°
    await api().db.query(`INSERT INTO places (name, lat, lng) VALUES ('Borde oeste', 42.5, $1), ('Borde este', 42.5, $2)`, [edge - 0.0001, edge + 0.0001]);
    const near = await map({ south: 42.4, west: edge - 0.1, north: 42.6, east: edge + 0.1, zoom: 10 });
    expect(near.points).toEqual([]);
    expect(near.clusters).toEqual([expect.objectContaining({ count: 2 })]);
    await api().db.query(`DELETE FROM places WHERE name LIKE 'Borde %'`);
  });

  it('from zoom 16 sends individual points, even close together, when at most POINTS_MAX are in view', async () => {
    const madrid = await map({ south: 40.399, west: -3.701, north: 40.42, east: -3.68, zoom: 16 });
    expect(madrid.cell).toBe(0);
    expect(madrid.clusters).toEqual([]);
    expect(madrid.points).toHaveLength(400);
    expect(madrid.inView).toBe(400);
    expect(new Set(madrid.points.map((p) => p.name)).size).toBe(400);
  });

  it('clusters at zoom 16 all the same when more than POINTS_MAX places are in view', async () => {
    const porto = await map({ south: 41.14, west: -8.62, north: 41.16, east: -8.6, zoom: 16 });
    expect(porto.inView).toBe(600);
    expect(600).toBeGreaterThan(POINTS_MAX);
    expect(porto.clusters.length).toBeGreaterThan(0);
    expect(sum(porto)).toBe(600);
  });

  it('returns only the places inside the rectangle', async () => {
    const lisbonOnly = await map({ south: 38.5, west: -9.5, north: 39.5, east: -8.9, zoom: 18 });
    expect(lisbonOnly.points.map((p) => p.name).every((n) => n.startsWith('Lisboa'))).toBe(true);
    expect(lisbonOnly.inView).toBe(5);
    const nothing = await map({ south: -10, west: -10, north: 10, east: 10, zoom: 5 });
    expect(nothing).toMatchObject({ inView: 0, points: [], clusters: [] });
  });

  it('handles a rectangle across the antimeridian (west > east)', async () => {
    const pacific = await map({ south: -20, west: 170, north: -10, east: -170, zoom: 6 });
    expect(pacific.points.map((p) => p.name).sort()).toEqual(['Suva', 'Taveuni']);
    expect(pacific.inView).toBe(2);
    const wide = await map({ south: -60, west: 100, north: 60, east: -100, zoom: 1 });
    expect(wide.inView).toBe(2);
    const notCrossing = await map({ south: -20, west: -170, north: -10, east: 170, zoom: 1 });
    expect(notCrossing.inView).toBe(0);
  });

  it('keeps the buckets bounded whatever zoom the caller claims for a large rectangle', async () => {
    const greedy = await map({ ...WORLD, zoom: 22 });
    expect(greedy.clusters.length + greedy.points.length).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(sum(greedy)).toBe(1007);
    const thinStrip = await map({ south: 40.4, west: -180, north: 40.401, east: 180, zoom: 22 });
    expect(thinStrip.clusters.length + thinStrip.points.length).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(sum(thinStrip)).toBe(thinStrip.inView);
  });

  it('runs the same number of statements whatever the number of places or buckets', async () => {
    const stats = api().db.stats;
    const count = async (run: () => Promise<unknown>) => {
      const before = stats.statements;
      await run();
      return stats.statements - before;
    };
    // What any request costs (the session lookup): countPlaces minus its one statement.
    const session = (await count(() => api().call('{ countPlaces }', {}, api().token))) - 1;
    const statements = async (variables: Record<string, unknown>) => (await count(() => map(variables))) - session;
    const empty = await statements({ south: -10, west: -10, north: 10, east: 10, zoom: 5 });
    const world = await statements(WORLD);
    const fine = await statements({ ...WORLD, zoom: 12 });
    expect(world).toBe(empty);
    expect(fine).toBe(empty);
    expect(empty).toBe(2); // the grid, and the totals
    const onePoint = await statements({ south: 38.69, west: -9.31, north: 38.71, east: -9.29, zoom: 17 });
    const manyPoints = await statements({ south: 40.399, west: -3.701, north: 40.42, east: -3.68, zoom: 17 });
    expect(onePoint).toBe(2);
    expect(manyPoints).toBe(2);
    // Over POINTS_MAX at a high zoom: the point read, then the grid.
    expect(await statements({ south: 41.14, west: -8.62, north: 41.16, east: -8.6, zoom: 17 })).toBe(3);
  });

  it('refuses bad bounds, zoom and status naming the argument, in Spanish', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...WORLD, south: -91 }, 'south'],
      [{ ...WORLD, north: 90.5 }, 'north'],
      [{ ...WORLD, west: -180.01 }, 'west'],
      [{ ...WORLD, east: 540 }, 'east'],
      [{ ...WORLD, south: 10, north: 5 }, 'south'],
      [{ ...WORLD, zoom: 23 }, 'zoom'],
      [{ ...WORLD, zoom: -1 }, 'zoom'],
      [{ ...WORLD, published: 4 }, 'published'],
    ];
    for (const [variables, field] of cases) {
      const error = await refused(variables);
      expect(error?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(error?.message).toMatch(/no válid|no puede|debe/);
    }
    const latitude = await refused({ ...WORLD, south: 100 });
    expect(latitude?.message).toBe('Latitud no válida en south: debe ser un número entre -90 y 90');
  });

  it('refuses values of the wrong type before running anything', async () => {
    for (const variables of [{ ...WORLD, south: 'norte' }, { ...WORLD, zoom: 2.5 }, { ...WORLD, east: null }]) {
      const error = await refused(variables);
      expect(error?.extensions?.code, JSON.stringify(variables)).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
