/**
 * Pages far from the start (the pager's «last page») are read from the other end, and searched pages
 * may give up walking the sort index: either way they must hold exactly the rows a plain forward read
 * would, in the same order, for every sort, filter and search.
 */
import { DEEP_OFFSET } from '../../server/graphql/deepPage';
import { describeApi } from './helpers/app';

/** Enough for a filtered set (a quarter of them) to go past DEEP_OFFSET too. */
const TOTAL = DEEP_OFFSET * 4 + 1_234;
const PAGE = `query($items: Int, $page: Int, $order: String, $published: Int, $search: String) {
  allPlaces(items: $items, page: $page, order: $order, published: $published, search: $search) { idplace }
  countPlaces(published: $published, search: $search)
}`;

describeApi('deep pages', (api) => {
  const call = (variables: Record<string, unknown>) => api().call(PAGE, variables, api().token);

  /** The ids of rows [offset, offset + items) in the forward order, straight from SQL (names and cities by their Spanish keys). */
  async function forward(order: string, desc: boolean, offset: number, items: number, where = 'TRUE') {
    const dir = desc ? 'DESC' : 'ASC';
    const column = order === 'name' || order === 'city' ? `sort_${order}` : order;
    const rows = await api().db.query<{ idplace: number }>(
      `SELECT idplace FROM places WHERE ${where} ORDER BY ${column} ${dir}, idplace ${dir} LIMIT ${items} OFFSET ${offset}`,
    );
    return rows.map((r) => r.idplace);
  }

  beforeAll(async () => {
    // Few distinct names, cities and dates: many ties, which only idplace breaks.
    await api().db.query(`INSERT INTO places (name, city, province, published, create_date)
      SELECT 'Sitio ' || (i % 97), CASE WHEN i % 3 = 0 THEN 'Lugo' ELSE 'Vigo' END, 'Galicia', i % 4,
             timestamp '2025-01-01' + (i % 50) * interval '1 day'
        FROM generate_series(1, ${TOTAL}) i`);
  });

  it('the last page, a partial one, matches a forward read for every sort both ways', async () => {
    const items = 15;
    const lastPage = Math.ceil(TOTAL / items);
    for (const order of ['idplace', 'name', 'city', 'published', 'create_date', 'update_date', 'plus_code']) {
      for (const desc of [false, true]) {
        const { data, errors } = await call({ items, page: lastPage, order: desc ? `${order} DESC` : order });
        expect(errors).toBeUndefined();
        const expected = await forward(order, desc, (lastPage - 1) * items, items);
        expect(expected.length).toBe(TOTAL % items || items);
        expect(
          data!.allPlaces.map((p: { idplace: number }) => p.idplace),
          `${order} ${desc}`,
        ).toEqual(expected);
      }
    }
  });

  it('a deep page before and after the middle, filtered and searched, matches too', async () => {
    const cases: { variables: Record<string, unknown>; order: string; desc: boolean; where: string }[] = [
      // deep, before the middle: read forwards
      { variables: { items: 100, page: 60, order: 'name' }, order: 'name', desc: false, where: 'TRUE' },
      // after the middle: read backwards
      { variables: { items: 100, page: 180, order: 'city DESC' }, order: 'city', desc: true, where: 'TRUE' },
      {
        variables: { items: 10, page: 511, order: 'create_date', published: 2 },
        order: 'create_date',
        desc: false,
        where: 'published = 2',
      },
      { variables: { items: 20, page: 451, order: 'name DESC', search: 'vigo' }, order: 'name', desc: true, where: "city = 'Vigo'" },
    ];
    for (const { variables, order, desc, where } of cases) {
      const { data, errors } = await call(variables);
      expect(errors).toBeUndefined();
      const items = variables.items as number;
      const expected = await forward(order, desc, ((variables.page as number) - 1) * items, items, where);
      expect(expected.length).toBeGreaterThan(0);
      expect(
        data!.allPlaces.map((p: { idplace: number }) => p.idplace),
        JSON.stringify(variables),
      ).toEqual(expected);
    }
  });

  it('a search whose matches lie beyond the walked stretch of the sort index gets the same rows', async () => {
    // «lugo» is a third of the places; sorted by city DESC every Vigo row comes first.
    const cases: { variables: Record<string, unknown>; order: string; desc: boolean; where: string }[] = [
      { variables: { items: 15, page: 1, order: 'city DESC', search: 'lugo' }, order: 'city', desc: true, where: "city = 'Lugo'" },
      { variables: { items: 15, page: 3, order: 'city DESC', search: 'LUGO' }, order: 'city', desc: true, where: "city = 'Lugo'" },
      { variables: { items: 15, page: 2, order: 'name', search: 'sitio 96' }, order: 'name', desc: false, where: "name = 'Sitio 96'" },
      {
        variables: { items: 15, page: 1, order: 'idplace DESC', search: 'vigo', published: 1 },
        order: 'idplace',
        desc: true,
        where: "city = 'Vigo' AND published = 1",
      },
    ];
    for (const { variables, order, desc, where } of cases) {
      const { data, errors } = await call(variables);
      expect(errors).toBeUndefined();
      const items = variables.items as number;
      const expected = await forward(order, desc, ((variables.page as number) - 1) * items, items, where);
      expect(expected.length).toBe(items);
      expect(
        data!.allPlaces.map((p: { idplace: number }) => p.idplace),
        JSON.stringify(variables),
      ).toEqual(expected);
    }
  });

  it('a page past the end is empty', async () => {
    const { data } = await call({ items: 100, page: 1000 });
    expect(data!.allPlaces).toEqual([]);
    expect(data!.countPlaces).toBe(TOTAL);
  });
});
