/**
 * Pages whose rows lie far along the order, bunched: a search's matches mostly in a few localities
 * («coruña» sorted by city descending) or in names starting with the word («restaurante» by name),
 * and «Falta traducción» (the places without Spanish, all in Portugal). The page reads those groups
 * one by one and sorts only the other matches; with too many groups it sorts every match. Either way
 * it must hold exactly the rows a plain read of the same condition would, in the same order, and the
 * count must agree with it.
 */
import { describeApi } from './helpers/app';

const PAGE = `query($items: Int, $page: Int, $order: String, $published: Int, $search: String) {
  allPlaces(items: $items, page: $page, order: $order, published: $published, search: $search) { idplace }
  countPlaces(published: $published, search: $search)
}`;

const ORDERS = ['idplace', 'name', 'city', 'published', 'create_date', 'update_date', 'plus_code'];

type Call = (variables: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: unknown }>;

/** Pages 1 and 3 (15 a page) and the count, as the API answers `variables`, against a plain read's ids in order. */
async function expectPages(call: Call, variables: Record<string, unknown>, expected: number[]) {
  for (const page of [1, 3]) {
    const asked = { items: 15, page, ...variables };
    const { data, errors } = await call(asked);
    expect(errors, JSON.stringify(asked)).toBeUndefined();
    expect(
      (data!.allPlaces as { idplace: number }[]).map((p) => p.idplace),
      JSON.stringify(asked),
    ).toEqual(expected.slice((page - 1) * 15, page * 15));
    expect(data!.countPlaces, JSON.stringify(asked)).toBe(expected.length);
  }
}

describeApi('searched pages by locality', (api) => {
  const call = (variables: Record<string, unknown>) => api().call(PAGE, variables, api().token);

  /**
   * The ids of the rows whose texts hold every word (city + province, or name + address, each word
   * in either), in the page's order, written here as plainly as SQL allows.
   */
  async function plainRead(words: string[], published: number | null, order: string, desc: boolean) {
    const dir = desc ? 'DESC' : 'ASC';
    const column = order === 'name' || order === 'city' ? `sort_${order}` : order;
    const params: unknown[] = [];
    const conditions = words.map((word) => {
      params.push(`%${word}%`);
      const n = `$${params.length}`;
      return `(search_norm(city || ' ' || province) LIKE ${n} OR search_norm(name || ' ' || address) LIKE ${n})`;
    });
    if (published !== null) conditions.push(`published = ${published}`);
    const rows = await api().db.query<{ idplace: number }>(
      `SELECT idplace FROM places WHERE ${conditions.join(' AND ')} ORDER BY ${column} ${dir}, idplace ${dir}`,
      params,
    );
    return rows.map((r) => r.idplace);
  }

  beforeAll(async () => {
    // 3,000 places: six in ten in Vigo, then A Coruña, Santiago (province A Coruña) and Lugo, whose
    // names hold «Bar Coruña» and whose addresses sometimes «Rúa de Santiago». Plus codes and dates
    // follow the city, so each locality lies in one stretch of those orders too.
    await api().db.query(`INSERT INTO places (name, address, city, province, published, plus_code, create_date)
      SELECT CASE WHEN i % 10 = 9 THEN 'Bar Coruña ' || (i % 41) ELSE 'Sitio ' || (i % 97) END,
             CASE WHEN i % 7 = 0 THEN 'Rúa de Santiago ' || i ELSE 'Rúa Nova ' || i END,
             c.city, c.province, i % 4, c.code || lpad(i::text, 5, '0'),
             c.day + (i % 50) * interval '1 hour'
        FROM generate_series(1, 3000) i
        CROSS JOIN LATERAL (SELECT * FROM (VALUES
          ('Vigo', 'Pontevedra', '9A', timestamp '2025-06-01'),
          ('A Coruña', 'A Coruña', '2C', timestamp '2025-01-01'),
          ('Santiago de Compostela', 'A Coruña', '3C', timestamp '2025-02-01'),
          ('Lugo', 'Lugo', '5L', timestamp '2025-03-01')) v(city, province, code, day)
          WHERE v.city = CASE WHEN i % 10 < 6 THEN 'Vigo' WHEN i % 10 < 8 THEN 'A Coruña' WHEN i % 10 = 8 THEN 'Santiago de Compostela' ELSE 'Lugo' END) c`);
    // 120 small localities «Aldea N» (more than a page reads one by one), last in the city order.
    await api().db.query(`INSERT INTO places (name, city, province, published, plus_code)
      SELECT 'Casa ' || i, 'Aldea ' || (i % 120), 'Ourense', i % 4, '1A' || lpad(i::text, 5, '0')
        FROM generate_series(1, 240) i`);
  });

  it('a locality word, a word split between locality and name, and a word in many localities: every order, both ways, pages 1 and 3', async () => {
    const searches: [string, string[]][] = [
      ['Coruña', ['coruna']],
      ['santiago', ['santiago']],
      ['coruña bar', ['coruna', 'bar']],
      ['vigo sitio', ['vigo', 'sitio']],
      ['aldea', ['aldea']],
    ];
    for (const [search, words] of searches) {
      for (const published of [null, 1]) {
        for (const order of ORDERS) {
          for (const desc of [false, true]) {
            await expectPages(
              call,
              { order: desc ? `${order} DESC` : order, published, search },
              await plainRead(words, published, order, desc),
            );
          }
        }
      }
    }
  });

  it('the sizes the data were built with: the split holds places in and out of the localities', async () => {
    const counts = async (search: string) => (await call({ items: 1, page: 1, search })).data!.countPlaces;
    // A Coruña (600) + Santiago (300), and the 300 Lugo bars named «Bar Coruña».
    expect(await counts('coruña')).toBe(1200);
    // Santiago's 300 places, and the places elsewhere on a «Rúa de Santiago» (every seventh).
    const [{ n: onTheStreet }] = await api().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM generate_series(1, 3000) i WHERE i % 7 = 0 AND i % 10 <> 8`,
    );
    expect(await counts('santiago')).toBe(300 + onTheStreet);
    expect(await counts('aldea')).toBe(240);
  });
});

describeApi('searched pages by the name’s first word', (api) => {
  const call = (variables: Record<string, unknown>) => api().call(PAGE, variables, api().token);

  /** The ids of the rows whose texts hold every word, in name order, as plainly as SQL allows. */
  async function plainRead(words: string[], published: number | null, desc: boolean) {
    const dir = desc ? 'DESC' : 'ASC';
    const params = words.map((word) => `%${word}%`);
    const conditions = params.map(
      (_, i) => `(search_norm(city || ' ' || province) LIKE $${i + 1} OR search_norm(name || ' ' || address) LIKE $${i + 1})`,
    );
    if (published !== null) conditions.push(`published = ${published}`);
    const rows = await api().db.query<{ idplace: number }>(
      `SELECT idplace FROM places WHERE ${conditions.join(' AND ')} ORDER BY sort_name ${dir}, idplace ${dir}`,
      params,
    );
    return rows.map((r) => r.idplace);
  }

  async function expectNamePages(searches: [string, string[]][]) {
    for (const [search, words] of searches) {
      for (const published of [null, 1]) {
        for (const desc of [false, true]) {
          await expectPages(call, { order: desc ? 'name DESC' : 'name', published, search }, await plainRead(words, published, desc));
        }
      }
    }
  }

  beforeAll(async () => {
    // «Restaurante …» and «Museo …» sit in the middle of the name order, more than a walked stretch
    // from either end (1,200 «Albergue» before, 1,500 «Zoo» after); the word also appears inside a
    // first word, after it, in an address and in a city.
    await api().db.query(`INSERT INTO places (name, address, city, province, published)
      SELECT v.name || ' ' || i, v.address, v.city, 'Lugo', i % 4
        FROM (VALUES ('Albergue', 'Rúa Nova', 'Vigo', 1200), ('Restaurante', 'Rúa Nova', 'Lugo', 400),
                     ('Bar-Restaurante', 'Rúa Nova', 'Lugo', 100), ('Casa Restaurante', 'Rúa Nova', 'Lugo', 100),
                     ('Sitio', 'Rúa do Restaurante', 'Lugo', 60), ('Zeta', 'Rúa Nova', 'Restaurante', 40),
                     ('Museo de Arte', 'Praza', 'Lugo', 300), ('Museo Etnográfico', 'Praza', 'Lugo', 100),
                     ('Casa-Museo de', 'Praza', 'Lugo', 50), ('Mesón Coruña', 'Praza', 'Lugo', 50),
                     ('Zoo', 'Rúa Nova', 'Vigo', 1500)) v(name, address, city, n)
        CROSS JOIN LATERAL generate_series(1, v.n) i`);
  });

  it('a word that starts many names, inside a first word, after it, in an address or a city: name order both ways', async () => {
    await expectNamePages([
      ['restaurante', ['restaurante']],
      ['RESTAURANTE', ['restaurante']],
      ['taurant', ['taurant']],
      ['museo de', ['museo', 'de']],
      ['de museo', ['de', 'museo']],
      ['arte museo', ['arte', 'museo']],
      ['meson coruña', ['meson', 'coruna']],
    ]);
  });

  it('renames and deletions keep the first words exact, and the pages with them', async () => {
    await api().db.query(`UPDATE places SET name = 'Taberna ' || idplace WHERE name LIKE 'Restaurante 1%'`);
    await api().db.query(`DELETE FROM places WHERE name LIKE 'Bar-Restaurante%'`);
    const heads = await api().db.query(`SELECT head, n FROM place_heads ORDER BY head`);
    const counted = await api().db.query(`SELECT search_head AS head, count(*)::int AS n FROM places GROUP BY 1 ORDER BY 1`);
    expect(heads).toEqual(counted);
    expect(heads.some((h) => (h as { head: string }).head === 'bar-restaurante')).toBe(false);
    await expectNamePages([
      ['restaurante', ['restaurante']],
      ['taberna', ['taberna']],
    ]);
  });
});

describeApi('«Falta traducción» pages', (api) => {
  const LIST = `query($items: Int, $page: Int, $order: String, $published: Int, $m: String) {
    allPlaces(items: $items, page: $page, order: $order, published: $published, missing_translation: $m) { idplace }
    countPlaces(published: $published, missing_translation: $m)
  }`;
  const call = (variables: Record<string, unknown>) => api().call(LIST, variables, api().token);

  beforeAll(async () => {
    // 1,500 places in Vigo described in Spanish and Galician, then 300 in Porto described in
    // Portuguese (a third also in English): the Porto places come last by plus code, city
    // descending and date.
    await api().db.query(`INSERT INTO places (name, city, province, published, plus_code, create_date)
      SELECT 'Sitio ' || (i % 89), CASE WHEN i <= 1500 THEN 'Vigo' ELSE 'Porto' END, 'Galicia', i % 4,
             CASE WHEN i <= 1500 THEN '9' ELSE '1' END || lpad(i::text, 5, '0'),
             timestamp '2025-01-01' + CASE WHEN i <= 1500 THEN i ELSE i - 1800 END * interval '1 minute'
        FROM generate_series(1, 1800) i`);
    await api().db.query(`INSERT INTO place_i18n (idplace, lang, description)
      SELECT p.idplace, l.lang, 'Texto ' || p.idplace FROM places p
        CROSS JOIN LATERAL (VALUES ('es'), ('gl'), ('pt'), ('en')) l(lang)
       WHERE (p.city = 'Vigo' AND l.lang IN ('es', 'gl'))
          OR (p.city = 'Porto' AND (l.lang = 'pt' OR (l.lang = 'en' AND p.idplace % 3 = 0)))`);
  });

  it('every order both ways, with and without a state: the places lacking the language, as a plain read lists them', async () => {
    for (const [missing, lacking] of [
      ['es', "NOT EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace AND i.lang = 'es' AND i.description <> '')"],
      ['en', "NOT EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace AND i.lang = 'en' AND i.description <> '')"],
    ]) {
      for (const published of [null, 2]) {
        for (const order of ORDERS) {
          for (const desc of [false, true]) {
            const dir = desc ? 'DESC' : 'ASC';
            const column = order === 'name' || order === 'city' ? `sort_${order}` : order;
            const expected = (
              await api().db.query<{ idplace: number }>(
                `SELECT idplace FROM places p WHERE ${lacking} AND EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace AND i.description <> '')
                   ${published === null ? '' : `AND published = ${published}`} ORDER BY ${column} ${dir}, idplace ${dir}`,
              )
            ).map((r) => r.idplace);
            expect(expected.length).toBeGreaterThan(30);
            await expectPages(call, { order: desc ? `${order} DESC` : order, published, m: missing }, expected);
          }
        }
      }
    }
  });

  it('with a search: the places of the matching localities and those matching by name elsewhere, counted and paged alike', async () => {
    // 40 «Tasca do Porto» in Vigo described in Spanish only; 20 «Porto Novo» in Lugo described in Galician and English.
    await api().db.query(`INSERT INTO places (name, city, province, published)
      SELECT CASE WHEN i <= 40 THEN 'Tasca do Porto ' || i ELSE 'Porto Novo ' || i END,
             CASE WHEN i <= 40 THEN 'Vigo' ELSE 'Lugo' END, 'Galicia', i % 3
        FROM generate_series(1, 60) i`);
    await api().db.query(`INSERT INTO place_i18n (idplace, lang, description)
      SELECT p.idplace, l.lang, 'Texto' FROM places p CROSS JOIN (VALUES ('es'), ('gl'), ('en')) l(lang)
       WHERE (p.name LIKE 'Tasca do Porto %' AND l.lang = 'es') OR (p.name LIKE 'Porto Novo %' AND l.lang IN ('gl', 'en'))`);
    const LIST_SEARCH = `query($items: Int, $page: Int, $order: String, $published: Int, $m: String, $search: String) {
      allPlaces(items: $items, page: $page, order: $order, published: $published, missing_translation: $m, search: $search) { idplace }
      countPlaces(published: $published, missing_translation: $m, search: $search)
    }`;
    const searchCall = (variables: Record<string, unknown>) => api().call(LIST_SEARCH, variables, api().token);
    const matches = (word: string) =>
      `(search_norm(city || ' ' || province) LIKE '%${word}%' OR search_norm(name || ' ' || address) LIKE '%${word}%')`;
    const lacking = (lang: string) =>
      `NOT EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace AND i.lang = '${lang}' AND i.description <> '')
       AND EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace AND i.description <> '')`;
    const sizes: Record<string, number> = {};
    for (const [search, words] of [
      ['porto', ['porto']],
      ['Porto Vigo', ['porto', 'vigo']],
    ] as const) {
      for (const missing of ['en', 'es', 'gl', 'pt']) {
        for (const published of [null, 2]) {
          for (const order of ['city DESC', 'name']) {
            const expected = (
              await api().db.query<{ idplace: number }>(
                `SELECT idplace FROM places p WHERE ${words.map(matches).join(' AND ')} AND ${lacking(missing)}
                   ${published === null ? '' : `AND published = ${published}`}
                 ORDER BY ${order === 'name' ? 'sort_name' : 'sort_city DESC'}, idplace ${order === 'name' ? 'ASC' : 'DESC'}`,
              )
            ).map((r) => r.idplace);
            sizes[`${search} ${missing} ${published}`] = expected.length;
            await expectPages(searchCall, { order, published, m: missing, search }, expected);
          }
        }
      }
    }
    // Porto's 300 (200 lacking English) and the 40 Spanish-only «Tasca do Porto» lack English; the 20 «Porto Novo» do not.
    expect(sizes['porto en null']).toBe(240);
    expect(sizes['porto es null']).toBe(320);
    expect(sizes['Porto Vigo en null']).toBe(40);
  });
});
