/**
 * A list counted «más de 10.000» (domain EXACT_COUNT) through the data provider against the REAL API
 * in-process: the count stops at 10,001 and says so (meta.totalAtLeast), the pager's «last page»
 * asks for the exact count (meta.exactCount), and a page past the bound is counted exactly.
 */
import type { Database } from '../../server/db/connect';
import { dataProvider } from '../../src/dataProvider';
import { startInProcessApi, type InProcessApi } from './support/inProcessApi';

let api: InProcessApi;

/** 10,020 places named «Lote», and 5 others. */
async function seed(db: Database): Promise<void> {
  await db.query(`INSERT INTO places (name, city, province, address, published)
    SELECT 'Lote ' || i, 'Lugo', 'Lugo', 'Rúa ' || i, i % 2 FROM generate_series(1, 10020) i`);
  await db.query(`INSERT INTO places (name, city, province, published)
    SELECT 'Mesón ' || i, 'Vigo', 'Pontevedra', 1 FROM generate_series(1, 5) i`);
}

beforeAll(async () => {
  api = await startInProcessApi(seed);
});

afterAll(async () => {
  await api?.close();
});

const lots = (page: number, meta?: { exactCount: boolean }) =>
  dataProvider.getList('places', {
    pagination: { page, perPage: 15 },
    sort: { field: 'name', order: 'ASC' },
    filter: { q: 'lote' },
    ...(meta ? { meta } : {}),
  });

test('a search matching 10,020 places is counted up to 10,001 and says «at least»', async () => {
  const { data, total, meta } = await lots(1);
  expect(data).toHaveLength(15);
  expect(total).toBe(10_001);
  expect(meta).toEqual({ totalAtLeast: true });
});

test("asked for the exact count (the pager's «last page»), it counts all 10,020", async () => {
  const { total, meta } = await lots(1, { exactCount: true });
  expect(total).toBe(10_020);
  expect(meta).toEqual({ totalAtLeast: false });
});

test('the last page (668 of 15 rows) is counted exactly and holds the last 15 «Lote» by name', async () => {
  const { data, total, meta } = await lots(668);
  expect(total).toBe(10_020);
  expect(meta).toEqual({ totalAtLeast: false });
  expect(data).toHaveLength(15);
  // By name ascending, «Lote 9999» is the last of the strings.
  expect(data.at(-1)?.name).toBe('Lote 9999');
});

test('a count kept by the database (no search) is exact past the bound', async () => {
  const { total, meta } = await dataProvider.getList('places', {
    pagination: { page: 1, perPage: 15 },
    sort: { field: 'idplace', order: 'DESC' },
    filter: {},
  });
  expect(total).toBe(10_025);
  expect(meta).toEqual({ totalAtLeast: false });
});

test('a search within one state, below the bound, is exact: 5 «Mesón» published', async () => {
  const { total, meta } = await dataProvider.getList('places', {
    pagination: { page: 1, perPage: 15 },
    sort: { field: 'idplace', order: 'DESC' },
    filter: { q: 'meson', published: 1 },
  });
  expect(total).toBe(5);
  expect(meta).toEqual({ totalAtLeast: false });
});
