/**
 * countPlaces answers from the place_counts counters and the search split (count.ts): it must equal
 * an independent count of the rows, and the length of the full list, after every kind of write.
 */
import { describeApi } from './helpers/app';

interface Row {
  name: string;
  city: string;
  province: string;
  address: string;
  published: number;
  months_ago: number;
}

const PLACES: Row[] = [
  { name: 'Café Central', city: 'A Coruña', province: 'A Coruña', address: 'Rúa Real 1', published: 1, months_ago: 0 },
  { name: 'Café Lugo', city: 'Vigo', province: 'Pontevedra', address: 'Rúa do Porto 2', published: 1, months_ago: 3 },
  { name: 'Bar Coruña', city: 'Lugo', province: 'Lugo', address: 'Praza Maior 3', published: 0, months_ago: 0 },
  { name: 'Museo do Mar', city: 'Santiago de Compostela', province: 'A Coruña', address: 'Rúa Nova', published: 2, months_ago: 8 },
  { name: 'Tienda 50% descuento', city: 'Madrid', province: 'Madrid', address: 'Gran Vía 1', published: 3, months_ago: 0 },
  { name: 'Parque Ártabro', city: 'Ferrol', province: 'A Coruña', address: 'Avenida de Lugo 4', published: 1, months_ago: 2 },
  { name: 'Tienda_1', city: 'Ourense', province: 'Ourense', address: 'Rúa do Paseo 10', published: 3, months_ago: 1 },
  { name: 'Café Ourense', city: 'Ourense', province: 'Ourense', address: 'Praza do Ferro', published: 0, months_ago: 0 },
];

const FILTERS: { search?: string; published?: number; lastmonths?: number }[] = [
  {},
  { published: 0 },
  { published: 1 },
  { published: 2 },
  { published: 3 },
  { search: 'coruña' },
  { search: 'CORUNA', published: 1 },
  { search: 'cafe' },
  { search: 'cafe coruna' },
  { search: 'lugo' },
  { search: 'lugo cafe' },
  { search: 'rua' },
  { search: 'a' },
  { search: '50%' },
  { search: 'tienda_' },
  { search: 'tienda%1' },
  { search: 'xyzzy' },
  { search: 'ourense praza', published: 0 },
  { search: 'coruña', lastmonths: 1 },
  { lastmonths: 4 },
];

const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describeApi('countPlaces from the counters', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);

  /** What countPlaces must answer: counted here, in JavaScript, from the rows themselves. */
  async function expected(filter: (typeof FILTERS)[number]): Promise<number> {
    const rows = await api().db.query<Row & { recent: boolean }>(
      `SELECT name, city, province, address, published, create_date > now() - make_interval(months => $1) AS recent FROM places`,
      [filter.lastmonths ?? 1],
    );
    const words = (filter.search ?? '').split(/\s+/).filter(Boolean).map(norm);
    return rows.filter(
      (r) =>
        (filter.published === undefined || r.published === filter.published) &&
        (filter.lastmonths === undefined || r.recent) &&
        words.every((w) => [r.name, r.city, r.province, r.address].some((f) => norm(f).includes(w))),
    ).length;
  }

  async function expectAllFiltersRight(label: string) {
    for (const filter of FILTERS) {
      const { data, errors } = await call(
        `query($search: String, $published: Int, $lastmonths: Int) {
          countPlaces(search: $search, published: $published, lastmonths: $lastmonths)
          allPlaces(search: $search, published: $published, items: 100) { idplace }
        }`,
        filter,
      );
      expect(errors, `${label} ${JSON.stringify(filter)}`).toBeUndefined();
      expect(data!.countPlaces, `${label} ${JSON.stringify(filter)}`).toBe(await expected(filter));
      if (filter.lastmonths === undefined)
        expect(data!.allPlaces.length, `${label} list ${JSON.stringify(filter)}`).toBe(data!.countPlaces);
      // A bounded count: exact below its bound; at or past it, the bound itself ("at least") or the exact count.
      for (const upto of [1, 2, 3, 5]) {
        const bounded = await call(
          `query($search: String, $published: Int, $lastmonths: Int, $upto: Int) {
            countPlaces(search: $search, published: $published, lastmonths: $lastmonths, upto: $upto)
          }`,
          { ...filter, upto },
        );
        const exact = data!.countPlaces as number;
        const at = `${label} upto ${upto} ${JSON.stringify(filter)}`;
        if (exact < upto) expect(bounded.data!.countPlaces, at).toBe(exact);
        else expect([upto, exact], at).toContain(bounded.data!.countPlaces);
      }
    }
    // The counters themselves, per state: what the counts without search read.
    const counters = await api().db.query<{ published: number; n: number }>('SELECT published, sum(n) AS n FROM place_counts GROUP BY 1');
    const actual = await api().db.query<{ published: number; n: number }>('SELECT published, count(*) AS n FROM places GROUP BY 1');
    for (const state of [0, 1, 2, 3]) {
      const n = (rows: { published: number; n: number }[]) => Number(rows.find((r) => r.published === state)?.n ?? 0);
      expect(n(counters), `${label} counter ${state}`).toBe(n(actual));
    }
  }

  beforeAll(async () => {
    for (const p of PLACES) {
      await api().db.query(
        `INSERT INTO places (name, city, province, address, published, create_date)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(months => $6) - interval '1 day' * sign($6))`,
        [p.name, p.city, p.province, p.address, p.published, p.months_ago],
      );
    }
  });

  it('counts every filter right after single-row inserts', async () => {
    await expectAllFiltersRight('inserted');
    expect((await call('query { countPlaces }')).data!.countPlaces).toBe(PLACES.length);
  });

  it('a bounded count stops at its bound: 3 cafés counted up to 2 answer 2, up to 4 answer 3', async () => {
    const count = async (variables: Record<string, unknown>) =>
      (
        await call(
          'query($search: String, $published: Int, $upto: Int) { countPlaces(search: $search, published: $published, upto: $upto) }',
          variables,
        )
      ).data!.countPlaces;
    expect(await count({ search: 'cafe', upto: 2 })).toBe(2);
    expect(await count({ search: 'cafe', upto: 4 })).toBe(3);
    expect(await count({ search: 'cafe', upto: 3 })).toBe(3);
    // A common state (3 of 8 published) and a rare one (1 of 8 closed) go through different plans, same answers.
    expect(await count({ search: 'cafe', published: 1, upto: 10 })).toBe(2);
    expect(await count({ search: 'cafe', published: 0, upto: 10 })).toBe(1);
    // Counts kept by the database stay exact past the bound.
    expect(await count({ upto: 2 })).toBe(8);
  });

  it('refuses a bound that is not a whole number from 1 to 100,000,001, naming upto', async () => {
    for (const upto of [0, -5, 100_000_002]) {
      const { errors } = await call('query($upto: Int) { countPlaces(upto: $upto) }', { upto });
      expect(errors?.[0]?.message, String(upto)).toMatch(/upto/);
      expect(errors?.[0]?.extensions?.code, String(upto)).toBe('BAD_USER_INPUT');
    }
    // Not a whole number: GraphQL's own Int check refuses it, naming the variable.
    expect((await call('query($upto: Int) { countPlaces(upto: $upto) }', { upto: 2.5 })).errors?.[0]?.message).toMatch(/upto/);
  });

  it('stays right after a many-row insert, state changes, a moved city and deletes', async () => {
    const db = api().db;
    await db.query(`INSERT INTO places (name, city, province, address, published)
      SELECT 'Lote ' || i, CASE WHEN i % 2 = 0 THEN 'A Coruña' ELSE 'Lugo' END, CASE WHEN i % 2 = 0 THEN 'A Coruña' ELSE 'Lugo' END,
             'Rúa ' || i, i % 4 FROM generate_series(1, 40) i`);
    await expectAllFiltersRight('bulk');
    const [{ idplace }] = await db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Café Lugo'");
    for (const state of [0, 2, 3])
      expect(
        (await call('mutation($id: Int!, $p: Int!) { statusPlace(idplace: $id, publish: $p) }', { id: idplace, p: state })).errors,
      ).toBeUndefined();
    await db.query("UPDATE places SET published = (published + 1) % 4 WHERE name LIKE 'Lote %'");
    await db.query("UPDATE places SET city = 'Vigo', province = 'Pontevedra' WHERE name = 'Bar Coruña'");
    await db.query("UPDATE places SET notes = 'sin cambios de estado' WHERE city = 'Ourense'");
    await expectAllFiltersRight('updated');
    const [{ idplace: gone }] = await db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Parque Ártabro'");
    expect((await call('mutation($id: Int!) { delPlace(idplace: $id) }', { id: gone })).data!.delPlace).toBe(true);
    await db.query("DELETE FROM places WHERE name LIKE 'Lote 1%'");
    await expectAllFiltersRight('deleted');
  });

  it('a rolled-back write leaves the counters as they were', async () => {
    const before = (await call('query { countPlaces }')).data!.countPlaces;
    await expect(
      api().db.transaction(async (tx) => {
        await tx.query("INSERT INTO places (name, city, province) VALUES ('Efímero', 'Lugo', 'Lugo')");
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await call('query { countPlaces }')).data!.countPlaces).toBe(before);
  });

  it('empties the counters on TRUNCATE', async () => {
    await api().db.query('TRUNCATE places CASCADE');
    await expectAllFiltersRight('truncated');
    expect((await call('query { countPlaces }')).data!.countPlaces).toBe(0);
  });
});
