/**
 * placesMap: every place in view as a point up to 300, grid clusters above, totals, the
 * antimeridian, bad input, and a number of statements that does not grow with the places;
 * placesMapExtent: the box of the located places the map opens on.
 */
import { describeApi } from './helpers/app';

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
    // Porto: 600 places packed into 0.003° × 0.002°.
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

  it('sends every place in view one by one, even a few metres apart at a low zoom, while they are few', async () => {
    await api().db.query(`INSERT INTO places (name, lat, lng) VALUES ('Borde oeste', 42.5, -8.2401), ('Borde este', 42.5, -8.2399)`);
    const near = await map({ south: 42.4, west: -8.3, north: 42.6, east: -8.1, zoom: 5 });
    expect(near.clusters).toEqual([]);
    expect(near.points.map((p) => p.name).sort()).toEqual(['Borde este', 'Borde oeste']);
    await api().db.query(`DELETE FROM places WHERE name LIKE 'Borde %'`);
  });

  it('up to 300 places in view are 300 points at any zoom; 320 are clustered', async () => {
    // Madrid's grid is 20 rows × 20 columns 0.001° apart: its first 15 columns hold 300 places, 16 hold 320.
    const columns = (n: number) => ({ south: 40.399, west: -3.7005, north: 40.42, east: -3.7005 + n * 0.001 });
    for (const zoom of [6, 16]) {
      const three = await map({ ...columns(15), zoom });
      expect(three).toMatchObject({ inView: 300, cell: 0, clusters: [] });
      expect(new Set(three.points.map((p) => p.name)).size).toBe(300);
    }
    const more = await map({ ...columns(16), zoom: 16 });
    expect(more.inView).toBe(320);
    expect(more.cell).toBeGreaterThan(0);
    expect(more.clusters.length).toBeGreaterThan(0);
    expect(sum(more)).toBe(320);
    // Porto's 600, packed into a few metres, at zoom 16: clustered as well.
    const porto = await map({ south: 41.14, west: -8.62, north: 41.16, east: -8.6, zoom: 16 });
    expect(porto.inView).toBe(600);
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

  // docs/api.md «Mapa de sitios»: at most 700 elements (points and clusters).
  it('keeps the buckets bounded (700) whatever zoom the caller claims for a large rectangle', async () => {
    const greedy = await map({ ...WORLD, zoom: 22 });
    expect(greedy.clusters.length + greedy.points.length).toBeLessThanOrEqual(700);
    expect(sum(greedy)).toBe(1007);
    const thinStrip = await map({ south: 40.4, west: -180, north: 40.401, east: 180, zoom: 22 });
    expect(thinStrip.clusters.length + thinStrip.points.length).toBeLessThanOrEqual(700);
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
    // Up to 300 places: the point read and the totals.
    expect(await statements({ south: -10, west: -10, north: 10, east: 10, zoom: 5 })).toBe(2);
    expect(await statements({ south: 38.69, west: -9.31, north: 38.71, east: -9.29, zoom: 17 })).toBe(2);
    expect(await statements({ south: 40.399, west: -3.7005, north: 40.42, east: -3.6855, zoom: 6 })).toBe(2);
    // More: the point read stops one past the limit, then the grid, whatever the zoom.
    expect(await statements(WORLD)).toBe(3);
    expect(await statements({ ...WORLD, zoom: 12 })).toBe(3);
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
    for (const variables of [
      { ...WORLD, south: 'norte' },
      { ...WORLD, zoom: 2.5 },
      { ...WORLD, east: null },
    ]) {
      const error = await refused(variables);
      expect(error?.extensions?.code, JSON.stringify(variables)).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  describe('placesMapExtent', () => {
    const EXTENT = 'query($published: Int) { placesMapExtent(published: $published) { total located south west north east } }';
    const extent = async (published?: number) => {
      const answer = await api().call<{ placesMapExtent: Record<string, number | null> }>(EXTENT, { published }, api().token);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.placesMapExtent;
    };

    it('answers the box of the located places and the totals, in one statement', async () => {
      const stats = api().db.stats;
      const before = stats.statements;
      const all = await extent();
      // Suva is the southernmost, Porto's last row the northernmost; Taveuni and Suva the ends in longitude.
      expect(all).toMatchObject({ total: 1010, located: 1007, south: -18.14, west: -179.9, east: 178.44 });
      expect(all.north).toBeCloseTo(41.1529, 6);
      expect(stats.statements - before).toBe(2); // the session, the extent
    });

    it('with a state: the box of those places only; none located gives no box', async () => {
      const published = await extent(1);
      expect(published).toMatchObject({ total: 200, located: 200 });
      expect(published.south).toBeCloseTo(40.4);
      expect(published.north).toBeCloseTo(40.419);
      expect(published.west).toBeCloseTo(-3.7);
      expect(published.east).toBeGreaterThan(-3.69);
      expect(await extent(3)).toEqual({ total: 0, located: 0, south: null, west: null, north: null, east: null });
    });

    it('refuses a state out of 0..3 naming published', async () => {
      const answer = await api().call(EXTENT, { published: 7 }, api().token);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'published' });
    });
  });
});
