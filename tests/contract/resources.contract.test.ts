/**
 * Every resource the panel registers (<Resource> in src/App.tsx) but the declared entities (their
 * own contract: entities.contract.test.ts), against the REAL API on the demo data: getList, getOne
 * and getMany of each; create, update and delete where its row declares them,
 * read back through the provider; a singleton (the site configuration) read and saved as its one
 * record. A registered resource without a row is one whose API comes with a later issue, and the
 * provider refuses it before any request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seedDemo } from '../../server/db/seed/demo';
import { dataProvider } from '../../src/dataProvider';
import { OPERATIONS } from '../../src/dataProvider/operations';
import { entityOf } from '../../domain/entities';
import { startInProcessApi, type InProcessApi } from './support/inProcessApi';

const REGISTERED = [...fs.readFileSync('src/App.tsx', 'utf8').matchAll(/<Resource name="(\w+)"/g)].map((m) => m[1]);

/** Each resource's table, to count and order its rows independently of the API. */
const TABLES: Record<string, { table: string; id: string }> = {
  places: { table: 'places', id: 'idplace' },
  reviews: { table: 'reviews', id: 'idreview' },
  users: { table: 'users', id: 'iduser' },
  suggestions: { table: 'suggestions', id: 'idsuggestion' },
  history: { table: 'history', id: 'idhistory' },
};

let api: InProcessApi;

beforeAll(async () => {
  api = await startInProcessApi((db, dataDir) => seedDemo(db, { uploadDir: path.join(dataDir, 'uploads') }));
});
afterAll(async () => {
  await api?.close();
});

const firstIds = async (resource: string, n: number): Promise<number[]> => {
  const { table, id } = TABLES[resource];
  const rows = await api.db.query<{ id: number }>(`SELECT ${id} AS id FROM ${table} ORDER BY ${id} LIMIT ${n}`);
  return rows.map((r) => Number(r.id));
};
const countOf = async (resource: string): Promise<number> => {
  const [row] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLES[resource].table}`);
  return Number(row.n);
};

test('every registered resource has a row in the operations table, and every row is registered', () => {
  expect(REGISTERED.filter((name) => !Object.hasOwn(OPERATIONS, name))).toEqual([]);
  expect(Object.keys(OPERATIONS).filter((name) => !REGISTERED.includes(name))).toEqual([]);
});

/** The singletons' record: the demo configuration (server/db/seed/content.ts insertConfig). */
describe.each(REGISTERED.filter((name) => Object.hasOwn(OPERATIONS, name) && OPERATIONS[name].singleton))('%s (one record)', (resource) => {
  const id = OPERATIONS[resource].singleton!.id;
  const stored = async () =>
    Object.fromEntries(
      (await api.db.query<{ field: string; content: string }>('SELECT field, content FROM config')).map((r) => [r.field, r.content]),
    );

  test('getOne reads the stored values into one record; getList and getMany answer that record alone', async () => {
    const db = await stored();
    const { data } = await dataProvider.getOne(resource, { id });
    expect(data).toEqual({
      id: 'config',
      globalmsg: { es: db.globalmsgES, en: db.globalmsgEN, gl: db.globalmsgGL, pt: db.globalmsgPT },
      homefeatured1: db.homefeatured1,
      homefeatured2: db.homefeatured2,
      homefeatured3: db.homefeatured3,
      homefeatured4: db.homefeatured4,
      // the share hashtags: the brand as stored, the sets as the lists their JSON holds
      sharebrand: db.sharebrand ?? '',
      sharecategories: JSON.parse(db.sharecategories || '[]'),
      sharecities: JSON.parse(db.sharecities || '[]'),
    });
    expect(data.globalmsg.es).not.toBe('');
    const list = await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({ data: [data], total: 1 });
    expect((await dataProvider.getMany(resource, { ids: [id] })).data).toEqual([data]);
  });

  test('update saves the record and reads back the same values', async () => {
    const { data: before } = await dataProvider.getOne(resource, { id });
    const changed = {
      ...before,
      globalmsg: { ...before.globalmsg, gl: '<p>Aviso <strong>novo</strong></p>' },
      homefeatured3: 'museo-do-mar',
    };
    await dataProvider.update(resource, { id, data: changed, previousData: before });
    const { data: after } = await dataProvider.getOne(resource, { id });
    expect(after).toEqual(changed);
    expect((await stored()).globalmsgGL).toBe('<p>Aviso <strong>novo</strong></p>');
  });

  test('another id, and the methods a singleton lacks, are refused before any request', async () => {
    api.calls = 0;
    await expect(dataProvider.getOne(resource, { id: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(dataProvider.update(resource, { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(dataProvider.create(resource, { data: {} })).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
    await expect(dataProvider.delete(resource, { id, previousData: { id } })).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
    expect(api.calls).toBe(0);
  });
});

/** Declared entities have their own contract (entities.contract.test.ts), on an empty database. */
describe.each(REGISTERED.filter((name) => Object.hasOwn(OPERATIONS, name) && !entityOf(name) && !OPERATIONS[name].singleton))(
  '%s',
  (resource) => {
    test('getList: the first page in id order, and the total of the whole table', async () => {
      const { data, total } = await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(total).toBe(await countOf(resource));
      expect(total).toBeGreaterThan(5);
      expect(data.map((r) => r.id)).toEqual(await firstIds(resource, 5));
    });

    test('getOne and getMany read the same records as the list', async () => {
      const [first, second] = await firstIds(resource, 2);
      const { data: one } = await dataProvider.getOne(resource, { id: String(first) });
      expect(one.id).toBe(first);
      expect(one[OPERATIONS[resource].idField]).toBe(first);
      const { data: many } = await dataProvider.getMany(resource, { ids: [second, first] });
      expect(many.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual([first, second]);
    });

    const entry = OPERATIONS[resource];
    if (!entry.create || !entry.update) {
      test('methods its row does not declare are refused before any request', async () => {
        api.calls = 0;
        if (!entry.create) await expect(dataProvider.create(resource, { data: {} })).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
        if (!entry.update)
          await expect(dataProvider.update(resource, { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({
            code: 'NOT_AVAILABLE',
          });
        expect(api.calls).toBe(0);
      });
    }
    if (entry.delete) {
      test('delete removes the record', async () => {
        const [, , third] = await firstIds(resource, 3);
        await dataProvider.delete(resource, { id: third, previousData: { id: third } });
        await expect(dataProvider.getOne(resource, { id: third })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });
    }
  },
);

/** The suggestion form's 'Cerrar sugerencia' / 'Reabrir sugerencia': the `status` action against the real API, read back. */
test('suggestions: the status action closes and reopens a suggestion, read back through getOne and the table', async () => {
  const [id] = await firstIds('suggestions', 1);
  const statusOf = async () =>
    Number((await api.db.query<{ status: number }>('SELECT status FROM suggestions WHERE idsuggestion = $1', [id]))[0].status);
  await dataProvider.action('suggestions', 'status', { id, data: { status: 1 } });
  expect((await dataProvider.getOne('suggestions', { id })).data.status).toBe(1);
  expect(await statusOf()).toBe(1);
  await dataProvider.action('suggestions', 'status', { id, data: { status: 0 } });
  expect((await dataProvider.getOne('suggestions', { id })).data.status).toBe(0);
  expect(await statusOf()).toBe(0);
  await expect(dataProvider.action('suggestions', 'status', { id, data: { status: 5 } })).rejects.toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'status',
  });
  expect(await statusOf()).toBe(0);
});
