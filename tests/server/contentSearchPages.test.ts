/**
 * Searched pages of events and CMS pages (server/graphql/searchedPage.ts: a bounded walk along the
 * sort index, else all the matches sorted) and deep pages of their plain lists (read from the
 * nearer end): the same rows in the same order as a plain forward read computed here, for every
 * sortable column both ways, with matches spread along the index or bunched at its far end, pages
 * past the walked stretch, accents and case, words in different languages, and after edits.
 */
import { describeApi } from './helpers/app';

/** Past the deep-page bound (5.000 skipped rows) with room for a second half. */
const EVENTS = 12_000;
const CMS_PAGES = 3_000;

const EVENT_PAGE = `query($items: Int, $page: Int, $order: String, $search: String) {
  allEvents(items: $items, page: $page, order: $order, search: $search) { idevent }
  countEvents(search: $search)
}`;
const CMS_PAGE = `query($items: Int, $page: Int, $order: String, $search: String) {
  allCMS(items: $items, page: $page, order: $order, search: $search, lang: "all") { idcms lang }
  countCMS(search: $search)
}`;

describeApi('searched and deep pages of events and CMS pages', (api) => {
  const ids = (rows: { idevent?: number; idcms?: number }[]) => rows.map((r) => r.idevent ?? r.idcms);

  beforeAll(async () => {
    // Every tenth event is a festival, written with accents and capitals, named «Zona …» so that by
    // name they all come after the 10.800 «Concierto …»: bunched at the far end of the name index.
    await api().db.query(`INSERT INTO events (name, type, published, create_date, update_date)
      SELECT CASE WHEN i % 10 = 0 THEN (CASE WHEN i % 20 = 0 THEN 'Zona FESTÍVAL ' ELSE 'Zona festival ' END) || i
                  ELSE 'Concierto ' || i END,
             (ARRAY['Teatro', 'Circo', 'Magia'])[1 + i % 3], i % 7 <> 0,
             timestamp '2025-01-01' + (i % 50) * interval '1 day', timestamp '2025-06-01' + ((i * 37) % 1000) * interval '1 hour'
        FROM generate_series(1, ${EVENTS}) i`);
    // CMS pages: «guía» in the Galician title of every tenth page, whose Spanish title sorts last
    // («Zz …»); «mapa» in the English title of every fourth page.
    await api().db.query(`INSERT INTO cms (cms_type, published) SELECT 1 + i % 3, i % 2 FROM generate_series(1, ${CMS_PAGES}) i`);
    await api().db.query(`INSERT INTO cms_i18n (idcms, lang, title)
      SELECT idcms, 'es', CASE WHEN idcms % 10 = 0 THEN 'Zz página ' ELSE 'Página ' END || idcms FROM cms
      UNION ALL SELECT idcms, 'gl', CASE WHEN idcms % 10 = 0 THEN 'Guía de Lugo ' ELSE 'Páxina ' END || idcms FROM cms
      UNION ALL SELECT idcms, 'en', CASE WHEN idcms % 4 = 0 THEN 'Map ' ELSE 'Page ' END || idcms FROM cms
      UNION ALL SELECT idcms, 'pt', 'Página PT ' || idcms FROM cms`);
  });

  /** The rows a plain read gives: every match, in the order's Spanish keys, ties by id, both ways. */
  async function reference(sql: string, desc: boolean, items: number, page: number): Promise<number[]> {
    const dir = desc ? 'DESC' : 'ASC';
    const rows = await api().db.query<{ id: number }>(`${sql.replaceAll('$dir', dir)} LIMIT ${items} OFFSET ${(page - 1) * items}`);
    return rows.map((r) => Number(r.id));
  }

  /** Page `page` (25 a page) of `search` by name, and its count: those of a plain read of the events where `match`. */
  async function expectNamePage(search: string, desc: boolean, page: number, match: string, count: number) {
    const variables = { search, items: 25, page, order: desc ? 'name DESC' : 'name' };
    const { data, errors } = await api().call(EVENT_PAGE, variables, api().token);
    expect(errors).toBeUndefined();
    const expected = await reference(
      `SELECT idevent AS id FROM events WHERE ${match} ORDER BY sort_es(name) COLLATE "C" $dir, idevent $dir`,
      desc,
      25,
      page,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data!.allEvents), JSON.stringify(variables)).toEqual(expected);
    expect(data!.countEvents).toBe(count);
  }

  it('a festival search matches accents and capitals: 1.200 of 12.000, counted exactly', async () => {
    const { data, errors } = await api().call(EVENT_PAGE, { search: 'Festival', items: 5, order: 'idevent' }, api().token);
    expect(errors).toBeUndefined();
    expect(data!.countEvents).toBe(1200);
    expect(ids(data!.allEvents)).toEqual([10, 20, 30, 40, 50]);
  });

  it('a bounded count of the festivals stops at its bound: up to 500 answers 500, up to 2,000 answers 1,200', async () => {
    const count = async (upto: number) =>
      (await api().call('query($upto: Int) { countEvents(search: "festival", upto: $upto) }', { upto }, api().token)).data!.countEvents;
    expect(await count(500)).toBe(500);
    expect(await count(2000)).toBe(1200);
  });

  it('bunched at the far end of the name index, a searched page is the first festivals by name, also past the walk', async () => {
    // By name the festivals are «zona festival 10», «… 100», «… 1000», «… 10000», «… 10010»…: text order of their numbers.
    const festivals = Array.from({ length: 1200 }, (_, i) => (i + 1) * 10).sort((a, b) => (String(a) < String(b) ? -1 : 1));
    for (const page of [1, 2, 45]) {
      const { data, errors } = await api().call(EVENT_PAGE, { search: 'festival', items: 25, page, order: 'name' }, api().token);
      expect(errors).toBeUndefined();
      expect(ids(data!.allEvents), `page ${page}`).toEqual(festivals.slice((page - 1) * 25, page * 25));
    }
    const last = await api().call(EVENT_PAGE, { search: 'festival', items: 25, page: 48, order: 'name DESC' }, api().token);
    expect(ids(last.data!.allEvents)).toEqual(festivals.slice(0, 25).reverse());
  });

  it('every sortable column both ways, searched, gives the rows of a plain read', async () => {
    const keys: Record<string, string> = {
      idevent: 'idevent',
      name: 'sort_es(name) COLLATE "C"',
      published: 'published',
      type: 'type',
      create_date: 'create_date',
      update_date: 'update_date',
    };
    for (const [order, key] of Object.entries(keys)) {
      for (const desc of [false, true]) {
        for (const page of [1, 3, 30]) {
          const variables = { search: 'FESTIVAL', items: 25, page, order: desc ? `${order} DESC` : order };
          const { data, errors } = await api().call(EVENT_PAGE, variables, api().token);
          expect(errors).toBeUndefined();
          const expected = await reference(
            `SELECT idevent AS id FROM events WHERE name LIKE 'Zona %' ORDER BY ${key} $dir, idevent $dir`,
            desc,
            25,
            page,
          );
          expect(expected).toHaveLength(25);
          expect(ids(data!.allEvents), JSON.stringify(variables)).toEqual(expected);
        }
      }
    }
  });

  it('the last pages of the plain list, read from the other end, are those of a forward read', async () => {
    for (const [order, key] of [
      ['update_date', 'update_date'],
      ['name', 'sort_es(name) COLLATE "C"'],
      ['type', 'type'],
    ]) {
      for (const desc of [false, true]) {
        for (const page of [480, 300]) {
          const variables = { items: 25, page, order: desc ? `${order} DESC` : order };
          const { data } = await api().call(EVENT_PAGE, variables, api().token);
          const expected = await reference(`SELECT idevent AS id FROM events ORDER BY ${key} $dir, idevent $dir`, desc, 25, page);
          expect(expected).toHaveLength(25);
          expect(ids(data!.allEvents), JSON.stringify(variables)).toEqual(expected);
        }
      }
    }
    const past = await api().call(EVENT_PAGE, { items: 25, page: 481 }, api().token);
    expect(past.data!.allEvents).toEqual([]);
    expect(past.data!.countEvents).toBe(EVENTS);
  });

  it('a typed wildcard matches itself, in the page and the count, whatever the order', async () => {
    const [{ idevent }] = await api().db.query<{ idevent: number }>(
      "INSERT INTO events (name, type) VALUES ('Festival 100% gratis', 'Otros') RETURNING idevent",
    );
    for (const order of ['name', 'idevent DESC', 'update_date']) {
      const percent = await api().call(EVENT_PAGE, { search: '%', order }, api().token);
      expect(percent.data, order).toEqual({ allEvents: [{ idevent }], countEvents: 1 });
      const underscore = await api().call(EVENT_PAGE, { search: '_', order }, api().token);
      expect(underscore.data, order).toEqual({ allEvents: [], countEvents: 0 });
    }
    await api().db.query('DELETE FROM events WHERE idevent = $1', [idevent]);
  });

  it('CMS pages: a word of any language, by title both ways and other columns, as a plain read over the language rows', async () => {
    const matches = `FROM cms m JOIN cms_i18n o ON o.idcms = m.idcms AND o.lang = 'es'
      WHERE EXISTS (SELECT 1 FROM cms_i18n s WHERE s.idcms = m.idcms AND s.lang = 'gl' AND s.title LIKE 'Guía %')`;
    for (const [order, key] of [
      ['title', 'sort_es(o.title) COLLATE "C"'],
      ['published', 'm.published'],
      ['idcms', 'm.idcms'],
    ]) {
      for (const desc of [false, true]) {
        for (const page of [1, 4, 12]) {
          const variables = { search: 'GUIA', items: 25, page, order: desc ? `${order} DESC` : order };
          const { data, errors } = await api().call(CMS_PAGE, variables, api().token);
          expect(errors).toBeUndefined();
          expect(data!.countCMS).toBe(300);
          const expected = await reference(`SELECT m.idcms AS id ${matches} ORDER BY ${key} $dir, m.idcms $dir`, desc, 25, page);
          expect(expected).toHaveLength(25);
          // lang "all": each entry's four rows, in the page's order.
          const rows = data!.allCMS as { idcms: number; lang: string }[];
          expect(rows.map((r) => r.lang).slice(0, 4)).toEqual(['en', 'es', 'gl', 'pt']);
          expect(
            rows.filter((r) => r.lang === 'es').map((r) => r.idcms),
            JSON.stringify(variables),
          ).toEqual(expected);
        }
      }
    }
    // «guía» (Galician title) and «map» (English title) of the same page: every twentieth.
    const both = await api().call(CMS_PAGE, { search: 'map guia', items: 3, order: 'idcms' }, api().token);
    expect(both.data!.countCMS).toBe(150);
    expect([...new Set(ids(both.data!.allCMS))]).toEqual([20, 40, 60]);
  });

  it('CMS pages: an edited title is searched at once; a deleted page is no longer found', async () => {
    const search = async (word: string) =>
      (await api().call('query($s: String) { l: allCMS(search: $s) { idcms } n: countCMS(search: $s) }', { s: word }, api().token)).data!;
    expect((await search('ornitorrinco')).n).toBe(0);
    const updated = await api().call(
      'mutation { updCMS(idcms: 7, titleES: "Página 7", titleEN: "Platypus", titleGL: "Ornitorrinco galego", titlePT: "") }',
      {},
      api().token,
    );
    expect(updated.errors).toBeUndefined();
    expect(await search('ornitorrinco')).toEqual({ l: [{ idcms: 7 }], n: 1 });
    expect((await search('platypus ornitorrinco')).n).toBe(1);
    // The Spanish title is its sort key: «Ábaco» now comes first by title.
    await api().call('mutation { updCMS(idcms: 7, titleES: "Ábaco", titleGL: "Ornitorrinco galego") }', {}, api().token);
    const first = await api().call('{ l: allCMS(order: "title", items: 2) { idcms title } }', {}, api().token);
    expect(first.data!.l).toEqual([
      { idcms: 7, title: 'Ábaco' },
      { idcms: 1, title: 'Página 1' },
    ]);
    const deleted = await api().call('mutation { delCMS(idcms: 7) }', {}, api().token);
    expect(deleted.errors).toBeUndefined();
    expect(await search('ornitorrinco')).toEqual({ l: [], n: 0 });
  });
  it('a word that starts the names, bunched past the walk both ways, by name: those names in order, and the others among them', async () => {
    // 600 «Rally …» (some «RÁLLYE …») between the 10.800 «Concierto …» and the 1.200 «Zona …»; 30 «Gran rally …»
    // elsewhere in the order; 20 «Ralo …» start alike and do not match.
    await api().db.query(`INSERT INTO events (name, type)
      SELECT CASE WHEN i <= 600 THEN (CASE WHEN i % 9 = 0 THEN 'RÁLLYE ' ELSE 'Rally ' END) || i
                  WHEN i <= 630 THEN 'Gran rally ' || i ELSE 'Ralo ' || i END, 'Otros'
        FROM generate_series(1, 650) i`);
    const matches = (words: string[]) => words.map((w) => `search_norm(name) LIKE '%${w}%'`).join(' AND ');
    for (const [search, words, total] of [
      ['rally', ['rally'], 630],
      ['RALLY 1', ['rally', '1'], null],
    ] as const) {
      for (const desc of [false, true]) {
        const expectedCount = (await api().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE ${matches([...words])}`))[0]
          .n;
        if (total !== null) expect(expectedCount).toBe(total);
        const last = Math.ceil(expectedCount / 25);
        for (const page of [1, 2, last]) await expectNamePage(search, desc, page, matches([...words]), expectedCount);
      }
    }
    await api().db.query(`DELETE FROM events WHERE name ~* '^(Rally|RÁLLYE|Gran rally|Ralo) '`);
  });

  it('by name, the word inside a first word or after it is found beside the names it starts; «ñ» and «n» alike, as a plain read', async () => {
    // Past the walk both ways (between «Concierto …» and «Zona …»): 40 «Rali …», 10 «Arali …» (the word
    // past the first letter), 10 «Gran rali …»; 40 «Muñeira …», 40 «Muneira …» and 10 «Xmuneira …»: by
    // its Spanish key «muñeira» sorts after every «muneira», so a page of «muneira» cannot take every
    // name that starts with the search's «muneira» for the stretch of its key.
    await api().db.query(`INSERT INTO events (name, type)
      SELECT (ARRAY['Rali ', 'Rali ', 'Rali ', 'Rali ', 'Arali ', 'Gran rali ', 'Muñeira ', 'Muñeira ', 'Muñeira ', 'Muñeira ',
                    'Muneira ', 'Muneira ', 'Muneira ', 'Muneira ', 'Xmuneira '])[1 + i % 15] || i, 'Otros'
        FROM generate_series(1, 150) i`);
    for (const [search, word, total] of [
      ['rali', 'rali', 60],
      ['Muñeira', 'muneira', 90],
      ['muneira', 'muneira', 90],
    ] as const) {
      for (const desc of [false, true]) {
        for (const page of [1, 2, Math.ceil(total / 25)])
          await expectNamePage(search, desc, page, `search_norm(name) LIKE '%${word}%'`, total);
      }
    }
    await api().db.query(`DELETE FROM events WHERE name ~* '^(Rali|Arali|Gran rali|Muñeira|Muneira|Xmuneira) '`);
  });
});
