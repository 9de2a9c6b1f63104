/**
 * The data provider against the REAL API in-process (support/inProcessApi.ts: buildApp on an
 * in-memory PGlite; only fetch is replaced), on a small fixture whose answers are known.
 */
import type { Database } from '../../server/db/connect';
import { dataProvider } from '../../src/dataProvider';
import { buildPanelDataProvider } from '../../src/dataProvider/provider';
import { ApiError } from '../../src/dataProvider/client';
import { OPERATIONS } from '../../src/dataProvider/operations';
import { clearSession } from '../../src/session';
import { logIn, startInProcessApi, type InProcessApi } from './support/inProcessApi';

let api: InProcessApi;

/** The fixture rows, plain SQL: 5 places, 3 categories in 4 languages, a service, equipment. */
async function seed(db: Database): Promise<void> {
  await db.query(`INSERT INTO places (idplace, name, city, province, address, published) VALUES
    (1, 'Alameda', 'Santiago', 'A Coruña', 'Rúa Nova 1', 1),
    (2, 'Bodega Sur', 'Vigo', 'Pontevedra', 'Rúa do Porto 2', 1),
    (3, 'Café Central', 'Lugo', 'Lugo', 'Praza Maior 3', 0),
    (4, 'Dársena', 'Ferrol', 'A Coruña', 'Porto 4', 2),
    (5, 'Eira Vella', 'Ourense', 'Ourense', 'Rúa Vella 5', 1)`);
  await db.query(`SELECT setval('places_idplace_seq', 5)`);
  await db.query(`INSERT INTO categories (idcategory, image) VALUES (1, 'restaurant.png'), (2, 'cafe.png'), (3, NULL)`);
  await db.query(`SELECT setval(pg_get_serial_sequence('categories', 'idcategory'), 3)`);
  await db.query(`INSERT INTO category_i18n (idcategory, lang, text) VALUES
    (1, 'es', 'Restaurante'), (1, 'en', 'Restaurant'), (1, 'gl', 'Restaurante'), (1, 'pt', 'Restaurante'),
    (2, 'pt', 'Café / Bar'), (2, 'gl', 'Café / Bar'), (2, 'es', 'Café / Bar'), (2, 'en', 'Coffee shop'),
    (3, 'es', 'Museo'), (3, 'en', 'Museum'), (3, 'gl', 'Museo'), (3, 'pt', 'Museu')`);
  await db.query(`INSERT INTO place_categories (idplace, idcategory) VALUES (1, 1), (3, 2)`);
  await db.query(`INSERT INTO services (idservice, filter) VALUES (1, true)`);
  await db.query(`INSERT INTO service_i18n (idservice, lang, question, text, rating1, rating2, rating3, rating4, rating5)
    SELECT 1, l, 'Q' || l, 'T' || l, '1' || l, '2' || l, '3' || l, '4' || l, '5' || l FROM unnest(ARRAY['es','en','gl','pt']) AS l`);
  await db.query(`INSERT INTO category_services (idcategory, idservice) VALUES (2, 1)`);
  await db.query(`INSERT INTO equipment (idequipment) VALUES (1), (2)`);
  await db.query(`INSERT INTO equipment_i18n (idequipment, lang, text)
    SELECT e, l, 'Equipo ' || e || ' ' || l FROM unnest(ARRAY[1, 2]) AS e, unnest(ARRAY['es','en','gl','pt']) AS l`);
  await db.query(`INSERT INTO place_equipment (idplace, idequipment) VALUES (3, 2)`);
}

beforeAll(async () => {
  api = await startInProcessApi(seed);
});

afterAll(async () => {
  await api?.close();
});

beforeEach(() => {
  api.calls = 0;
});

const list = (resource: string, params: Record<string, unknown> = {}) =>
  dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
    ...params,
  });

describe('introspection from the API (development build)', () => {
  test('a provider without a bundled schema asks the API for it once, then works as the built one', async () => {
    const fromServer = buildPanelDataProvider({ schema: null });
    const page = { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const first = await fromServer.getList('places', page);
    expect(api.calls).toBe(2); // the standard introspection query, then the list
    expect(first).toEqual(await dataProvider.getList('places', page));
    api.calls = 0;
    await fromServer.getOne('places', { id: 2 });
    expect(api.calls).toBe(1);
  });
});

describe('places (server-paged)', () => {
  test('getList page 1 of 2: two records, id = idplace, the total, one request', async () => {
    const { data, total } = await list('places', { pagination: { page: 1, perPage: 2 } });
    expect(data).toHaveLength(2);
    expect(total).toBe(5);
    expect(data.map((r) => [r.id, r.idplace])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(data[0]).toMatchObject({ name: 'Alameda', city: 'Santiago', category: [{ idcategory: 1, text: 'Restaurante' }] });
    expect(api.calls).toBe(1);
  });

  test('sort name DESC', async () => {
    const { data } = await list('places', { sort: { field: 'name', order: 'DESC' } });
    expect(data.map((r) => r.name)).toEqual(['Eira Vella', 'Dársena', 'Café Central', 'Bodega Sur', 'Alameda']);
  });

  test('every sortable field of every paged list is accepted by the server, both ways', async () => {
    for (const [resource, entry] of Object.entries(OPERATIONS)) {
      for (const field of entry.list.count ? (entry.list.sortable ?? []) : []) {
        for (const order of ['ASC', 'DESC'] as const) {
          await expect(list(resource, { sort: { field, order } }), `${resource} ${field} ${order}`).resolves.toHaveProperty('total');
        }
      }
    }
  });

  test('filter published and search', async () => {
    const published = await list('places', { filter: { published: 1 } });
    expect(published.total).toBe(3);
    expect(published.data.every((r) => r.published === 1)).toBe(true);
    const search = await list('places', { filter: { q: 'cafe', published: '0' } });
    expect(search.data.map((r) => r.id)).toEqual([3]);
    expect(search.total).toBe(1);
  });

  test('getOne: every field, id = idplace, a string id from a URL works', async () => {
    const { data } = await dataProvider.getOne('places', { id: '3' });
    expect(data).toMatchObject({
      id: 3,
      idplace: 3,
      name: 'Café Central',
      published: 0,
      category: [{ idcategory: 2, text: 'Café / Bar' }],
    });
    expect(data).toHaveProperty('hours');
    expect(data).toHaveProperty('servicevotes');
    await expect(dataProvider.getOne('places', { id: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test('getMany with 2 ids is ONE request', async () => {
    const { data } = await dataProvider.getMany('places', { ids: [4, 2] });
    expect(data.map((r) => r.id).sort()).toEqual([2, 4]);
    expect(api.calls).toBe(1);
  });
});

describe('reference lists (grouped, local)', () => {
  test('categories: one record per id, each text by language in the order EN, ES, GL, PT, services as ids', async () => {
    const { data, total } = await list('categories');
    expect(total).toBe(3);
    expect(data.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(data[1]).toEqual({
      id: 2,
      idcategory: 2,
      text: { en: 'Coffee shop', es: 'Café / Bar', gl: 'Café / Bar', pt: 'Café / Bar' },
      image: 'cafe.png',
      thumb: 'cafe.png', // not an uploaded image: its own thumbnail
      services: [1],
    });
    expect(Object.keys(data[0].text)).toEqual(['en', 'es', 'gl', 'pt']);
    expect(api.calls).toBe(1);
  });

  test("local search 'cafe' finds 'Café / Bar' (accents, case, any language)", async () => {
    const cafe = await list('categories', { filter: { q: 'cafe' } });
    expect(cafe.data.map((r) => r.text.es)).toEqual(['Café / Bar']);
    expect(cafe.total).toBe(1);
    const museu = await list('categories', { filter: { q: 'MUSEU' } });
    expect(museu.data.map((r) => r.id)).toEqual([3]);
  });

  test('local sort by a language (text.es) and pagination with the right total', async () => {
    const { data, total } = await list('categories', { pagination: { page: 2, perPage: 2 }, sort: { field: 'text.es', order: 'DESC' } });
    expect(total).toBe(3);
    expect(data.map((r) => r.text.es)).toEqual(['Café / Bar']);
  });

  test('services grouped with every per-language label', async () => {
    const { data } = await list('services');
    expect(data[0]).toMatchObject({
      id: 1,
      idservice: 1,
      filter: true,
      question: { en: 'Qen' },
      text: { pt: 'Tpt' },
      rating1: { es: '1es' },
      rating5: { pt: '5pt' },
    });
  });

  test('getOne / getMany on a local list; getManyReference by place sends idplace', async () => {
    await expect(dataProvider.getOne('categories', { id: 3 })).resolves.toMatchObject({ data: { id: 3, text: { pt: 'Museu' } } });
    const many = await dataProvider.getMany('equipment', { ids: [2, 1] });
    expect(many.data.map((r) => r.id)).toEqual([1, 2]);
    const ofPlace = await dataProvider.getManyReference('equipment', {
      target: 'idplace',
      id: 3,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ofPlace).toMatchObject({ total: 1, data: [{ id: 2, text: { es: 'Equipo 2 es' } }] });
  });

  test("the screens' grouped record is written and read back as it was sent (texts trimmed)", async () => {
    const created = await dataProvider.create('categories', {
      data: { text: { es: ' Playa ', en: 'Beach', gl: '', pt: 'Praia' }, services: [1] },
    });
    const id = created.data.id;
    await expect(dataProvider.getOne('categories', { id })).resolves.toMatchObject({
      data: { text: { en: 'Beach', es: 'Playa', gl: '', pt: 'Praia' }, services: [1] },
    });
    await dataProvider.update('categories', {
      id,
      data: { text: { es: 'Playa', en: 'Beaches', gl: 'Praia GL', pt: 'Praia' }, services: [] },
      previousData: created.data,
    });
    await expect(dataProvider.getOne('categories', { id })).resolves.toMatchObject({
      data: { text: { en: 'Beaches', gl: 'Praia GL' }, services: [] },
    });
    await dataProvider.delete('categories', { id, previousData: created.data });
    await expect(dataProvider.getOne('categories', { id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test("the server's refusal of an argument reaches the form as react-admin's error on that input", async () => {
    const error = await dataProvider.create('services', { data: { question: { es: '  ', en: 'Ramp?' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'questionES',
      body: { errors: { 'question.es': 'La pregunta en español es obligatoria' } },
    });
    const tooLong = await dataProvider
      .create('equipment', { data: { text: { es: 'Rampa', gl: 'x'.repeat(201) } } })
      .catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ field: 'textGL', body: { errors: { 'text.gl': expect.stringMatching(/máximo 200 caracteres/) } } });
  });
});

describe('cancelled calls', () => {
  test('a cancelled call rejects as cancelled and does not fail the same call made meanwhile', async () => {
    const leaving = new AbortController();
    const first = dataProvider.getDashboard({ signal: leaving.signal });
    const second = dataProvider.getDashboard({});
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ data: { places: 5 } });
  });

  test('a cancelled list rejects as cancelled, not as a network failure', async () => {
    const leaving = new AbortController();
    const call = dataProvider.getList('places', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      signal: leaving.signal,
    });
    leaving.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('errors', () => {
  test('no token: UNAUTHENTICATED with status 401', async () => {
    clearSession();
    try {
      const error = await list('places').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, isUnauthenticated: true });
    } finally {
      await logIn();
    }
  });

  test('server BAD_USER_INPUT (perPage 1000) keeps its field', async () => {
    const error = await list('places', { pagination: { page: 1, perPage: 1000 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'items' });
  });

  test('a method the resource lacks is refused in Spanish, without a request', async () => {
    await expect(dataProvider.create('reviews', { data: { text: 'x' } })).rejects.toThrow('Operación no disponible para reviews');
    await expect(dataProvider.action('places', 'nope', { id: 1 })).rejects.toThrow('Operación no disponible para places: nope');
    await expect(list('nope')).rejects.toThrow('Recurso desconocido: nope');
    expect(api.calls).toBe(0);
  });
});
