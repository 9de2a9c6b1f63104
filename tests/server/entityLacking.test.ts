/**
 * «Falta traducción» of CMS pages and chains reads a stored mask of the languages each entry misses
 * (`lacking`, kept by statement triggers on the language table, migration 0030). The API's lists
 * and counts must answer what the rule says over the language rows, read here in plain SQL: after
 * inserts, updates (a text emptied, filled, a row moved to another entry) and deletes of language
 * rows, and the deletion of the entry; and a filtered page in every sortable order, both ways,
 * holds the entries of a plain read, also when they lie past the walked stretch of the order.
 */
import { describeApi, type TestApi } from './helpers/app';

interface Entity {
  table: string;
  i18n: string;
  id: string;
  /** The per-language texts. */
  texts: string[];
  list: string;
  count: string;
  /** Each sortable column → its plain sort value over `m`. */
  orders: Record<string, string>;
}

const esKey = (e: { i18n: string; id: string }, text: string) =>
  `coalesce((SELECT sort_es(t.${text}) FROM ${e.i18n} t WHERE t.${e.id} = m.${e.id} AND t.lang = 'es'), '') COLLATE "C"`;

const CMS: Entity = {
  table: 'cms',
  i18n: 'cms_i18n',
  id: 'idcms',
  texts: ['title', 'content'],
  list: 'allCMS',
  count: 'countCMS',
  orders: {
    idcms: 'm.idcms',
    title: esKey({ i18n: 'cms_i18n', id: 'idcms' }, 'title'),
    published: 'm.published',
    cms_type: 'm.cms_type',
    create_date: 'm.create_date',
    update_date: 'm.update_date',
  },
};

const CHAINS: Entity = {
  table: 'chains',
  i18n: 'chain_i18n',
  id: 'idchain',
  texts: ['name', 'content'],
  list: 'allChains',
  count: 'countChains',
  orders: {
    idchain: 'm.idchain',
    name: esKey({ i18n: 'chain_i18n', id: 'idchain' }, 'name'),
    published: 'm.published',
    create_date: 'm.create_date',
    update_date: 'm.update_date',
  },
};

const MISSING = ['any', 'es', 'en', 'gl', 'pt'] as const;

/**
 * The rule in plain SQL: an entry misses a language when one of its texts is written (not empty) in
 * some language and empty, or without a row, in that one; "any": in at least one language.
 */
function ruleSql(e: Entity, missing: string): string {
  const lacks = e.texts.map(
    (text) => `(EXISTS (SELECT 1 FROM ${e.i18n} t WHERE t.${e.id} = m.${e.id} AND t.${text} <> '')
      AND NOT EXISTS (SELECT 1 FROM ${e.i18n} t WHERE t.${e.id} = m.${e.id} AND t.lang = l.lang AND t.${text} <> ''))`,
  );
  const which = missing === 'any' ? 'TRUE' : `l.lang = '${missing}'`;
  return `EXISTS (SELECT 1 FROM (VALUES ('en'), ('es'), ('gl'), ('pt')) l(lang) WHERE ${which} AND (${lacks.join(' OR ')}))`;
}

/** The ids the rule gives, in the order asked (ties by id), a page of them when asked. */
async function plainRead(api: TestApi, e: Entity, missing: string, order?: string, desc = false, items = 0, page = 1) {
  const dir = desc ? 'DESC' : 'ASC';
  const sort = order ? `${e.orders[order]} ${dir}, m.${e.id} ${dir}` : `m.${e.id}`;
  const slice = items ? ` LIMIT ${items} OFFSET ${(page - 1) * items}` : '';
  const rows = await api.db.query<{ id: number }>(
    `SELECT m.${e.id} AS id FROM ${e.table} m WHERE ${ruleSql(e, missing)} ORDER BY ${sort}${slice}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The API's page (every language's rows: an entry is listed even without a Spanish row) and counts. */
async function apiRead(api: TestApi, e: Entity, missing: string, order?: string, desc = false, items = 100, page = 1) {
  const query = `query($m: String, $order: String, $items: Int, $page: Int) {
    l: ${e.list}(missing_translation: $m, order: $order, items: $items, page: $page, lang: "all") { ${e.id} }
    n: ${e.count}(missing_translation: $m)
    b: ${e.count}(missing_translation: $m, upto: 3)
  }`;
  const variables = { m: missing, order: order ? `${order}${desc ? ' DESC' : ''}` : e.id, items, page };
  const answer = await api.call(query, variables, api.token);
  expect(answer.errors, JSON.stringify(variables)).toBeUndefined();
  const ids: number[] = [];
  for (const row of answer.data!.l as Record<string, number>[]) if (ids.at(-1) !== row[e.id]) ids.push(row[e.id]);
  return { ids, count: answer.data!.n as number, bounded: answer.data!.b as number };
}

/** Every value of the filter, through the API, against the rule; answers the ids per value. */
async function checkAll(api: TestApi, e: Entity, step: string): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = {};
  for (const missing of MISSING) {
    const expected = await plainRead(api, e, missing);
    const got = await apiRead(api, e, missing);
    expect(got.ids, `${e.table} ${step}: ${missing}`).toEqual(expected);
    expect(got.count, `${e.table} ${step}: count ${missing}`).toBe(expected.length);
    expect(got.bounded, `${e.table} ${step}: bounded count ${missing}`).toBe(Math.min(expected.length, 3));
    seen[missing] = got.ids;
  }
  return seen;
}

describeApi('«Falta traducción» of CMS pages and chains: the stored mask follows every write', (api) => {
  for (const e of [CMS, CHAINS]) {
    const [title] = e.texts;
    const ids: number[] = [];
    const mask = async (id: number) =>
      Number((await api().db.query<{ lacking: number }>(`SELECT lacking FROM ${e.table} WHERE ${e.id} = $1`, [id]))[0].lacking);

    it(`${e.table}: inserted language rows, four entries (one straight from SQL)`, async () => {
      const add = async (vars: Record<string, string>) => {
        const texts = Object.keys(vars).map((k) => `${k}: $${k}`);
        const defs = Object.keys(vars).map((k) => `$${k}: String`);
        const mutation = e.table === 'cms' ? 'addCMS' : 'addChain';
        const answer = await api().call(`mutation(${defs.join(', ')}) { r: ${mutation}(${texts.join(', ')}) }`, vars, api().token);
        expect(answer.errors).toBeUndefined();
        return answer.data!.r as number;
      };
      const t = (lang: string) => `${title}${lang}`;
      // A: every title, no content: nothing missing. B: every title and a Spanish content: misses
      // English, Galician and Portuguese. C: a Spanish title alone. D: through SQL, English only.
      ids.push(await add({ [t('ES')]: 'A', [t('EN')]: 'A', [t('GL')]: 'A', [t('PT')]: 'A' }));
      ids.push(await add({ [t('ES')]: 'B', [t('EN')]: 'B', [t('GL')]: 'B', [t('PT')]: 'B', contentES: '<p>Texto</p>' }));
      ids.push(await add({ [t('ES')]: 'C' }));
      const [{ id }] = await api().db.query<{ id: number }>(`INSERT INTO ${e.table} DEFAULT VALUES RETURNING ${e.id} AS id`);
      ids.push(Number(id));
      await api().db.query(`INSERT INTO ${e.i18n} (${e.id}, lang, ${title}, content) VALUES ($1, 'en', 'D', 'English')`, [ids[3]]);
      const [a, b, c, d] = ids;
      const seen = await checkAll(api(), e, 'inserted');
      expect(seen.en).toEqual([b, c]);
      expect(seen.es).toEqual([d]);
      expect(seen.any).toEqual([b, c, d]);
      // en 1, es 2, gl 4, pt 8.
      expect([await mask(a), await mask(b), await mask(c), await mask(d)]).toEqual([0, 13, 13, 14]);
    });

    it(`${e.table}: an UPDATE alone (no row inserted or deleted) moves entries in and out`, async () => {
      const [a, b] = ids;
      // A's Spanish content written: A now misses English, Galician and Portuguese.
      await api().db.query(`UPDATE ${e.i18n} SET content = '<p>Hola</p>' WHERE ${e.id} = $1 AND lang = 'es'`, [a]);
      expect(await mask(a)).toBe(13);
      let seen = await checkAll(api(), e, 'content filled in Spanish');
      expect(seen.en).toContain(a);
      // B's content filled in English and Galician: it misses Portuguese alone.
      await api().db.query(`UPDATE ${e.i18n} SET content = 'x' WHERE ${e.id} = $1 AND lang IN ('en', 'gl')`, [b]);
      expect(await mask(b)).toBe(8);
      seen = await checkAll(api(), e, 'content filled');
      expect(seen.en).not.toContain(b);
      expect(seen.pt).toContain(b);
      // A's content emptied again: nothing written, nothing missing.
      await api().db.query(`UPDATE ${e.i18n} SET content = '' WHERE ${e.id} = $1`, [a]);
      expect(await mask(a)).toBe(0);
      seen = await checkAll(api(), e, 'content emptied');
      expect(seen.any).not.toContain(a);
      // A's Galician title emptied: A misses Galician.
      await api().db.query(`UPDATE ${e.i18n} SET ${title} = '' WHERE ${e.id} = $1 AND lang = 'gl'`, [a]);
      expect(await mask(a)).toBe(4);
      seen = await checkAll(api(), e, 'title emptied');
      expect(seen.gl).toContain(a);
    });

    it(`${e.table}: a row moved to another entry, rows of two entries in one statement, rows deleted`, async () => {
      const [a, b, c, d] = ids;
      // D's English row becomes C's (whose empty English row goes first): D has no row left
      // (nothing missing), C gains an English title and content.
      await api().db.query(`DELETE FROM ${e.i18n} WHERE ${e.id} = $1 AND lang = 'en'`, [c]);
      await api().db.query(`UPDATE ${e.i18n} SET ${e.id} = $1 WHERE ${e.id} = $2 AND lang = 'en'`, [c, d]);
      expect([await mask(c), await mask(d)]).toEqual([14, 0]);
      await checkAll(api(), e, 'row moved');
      // One statement over two entries: every Portuguese row gone (A and B had one).
      await api().db.query(`DELETE FROM ${e.i18n} WHERE ${e.id} IN ($1, $2) AND lang = 'pt'`, [a, b]);
      expect([await mask(a), await mask(b)]).toEqual([12, 8]);
      const seen = await checkAll(api(), e, 'Portuguese deleted');
      expect(seen.pt).toEqual([a, b, c]);
      // Every row of C deleted: nothing written, nothing missing.
      await api().db.query(`DELETE FROM ${e.i18n} WHERE ${e.id} = $1`, [c]);
      expect(await mask(c)).toBe(0);
      expect((await checkAll(api(), e, 'rows of C deleted')).any).toEqual([a, b]);
      // B translated through the API's update (an upsert of its four rows): out of the filter.
      const mutation = e.table === 'cms' ? 'updCMS' : 'updChain';
      const texts = ['ES', 'EN', 'GL', 'PT'].flatMap((l) => [`${title}${l}: "B"`, `content${l}: "<p>B</p>"`]).join(', ');
      const upd = await api().call(`mutation($id: Int!) { ${mutation}(${e.id}: $id, ${texts}) }`, { id: b }, api().token);
      expect(upd.errors).toBeUndefined();
      expect((await checkAll(api(), e, 'B translated')).any).toEqual([a]);
      // The change history notes the texts, not the mask the triggers derive from them.
      const noted = await api().db.query<{ changes: Record<string, unknown> }>(
        'SELECT changes FROM history WHERE resource = $1 AND id = $2',
        [e.table, b],
      );
      const keys = noted.flatMap((row) => Object.keys(row.changes));
      expect(keys).toContain('contentPT');
      expect(keys).not.toContain('lacking');
    });

    it(`${e.table}: a deleted entry leaves the filter`, async () => {
      const [a] = ids;
      const mutation = e.table === 'cms' ? 'delCMS' : 'delChain';
      const del = await api().call(`mutation($id: Int!) { ${mutation}(${e.id}: $id) }`, { id: a }, api().token);
      expect(del.errors).toBeUndefined();
      const seen = await checkAll(api(), e, 'entry deleted');
      expect(seen.any).toEqual([]);
    });
  }
});

/** Entries in the pages' test: 2.000 that miss nothing, then 1.000 where the missing ones lie. */
const ENTRIES = 3_000;

describeApi('«Falta traducción» of CMS pages and chains: pages in every order', (api) => {
  beforeAll(async () => {
    // Written straight to the tables (the triggers keep the mask): every entry has its title / name
    // in the four languages and no content, except past 2.000: 2.971–3.000 without an English title
    // (30), multiples of 7 without a Galician one (143), multiples of 11 with content in every
    // language but Portuguese (91). 245 entries miss some language, none misses Spanish.
    for (const e of [CMS, CHAINS]) {
      const [title] = e.texts;
      const extra = e.table === 'cms' ? ['cms_type', '1 + i % 3'] : [];
      await api().db.query(`INSERT INTO ${e.table} (published, ${extra[0] ? `${extra[0]}, ` : ''}create_date, update_date)
        SELECT i % 2, ${extra[1] ? `${extra[1]}, ` : ''}timestamp '2025-01-01' + (i % 50) * interval '1 day',
               timestamp '2025-06-01' + ((i * 37) % 1000) * interval '1 hour'
          FROM generate_series(1, ${ENTRIES}) i`);
      await api().db.query(`INSERT INTO ${e.i18n} (${e.id}, lang, ${title}, content)
        SELECT m.${e.id}, l.lang,
               CASE WHEN m.${e.id} > 2000 AND ((l.lang = 'en' AND m.${e.id} > 2970) OR (l.lang = 'gl' AND m.${e.id} % 7 = 0)) THEN ''
                    ELSE initcap(l.lang) || ' ' || m.${e.id} END,
               CASE WHEN m.${e.id} > 2000 AND m.${e.id} % 11 = 0 AND l.lang <> 'pt' THEN 'Texto ' || l.lang ELSE '' END
          FROM ${e.table} m CROSS JOIN (VALUES ('en'), ('es'), ('gl'), ('pt')) l(lang)`);
    }
  });

  for (const e of [CMS, CHAINS]) {
    it(`${e.table}: 30 miss English, 143 Galician, 91 Portuguese, 245 some language, none Spanish`, async () => {
      const expected: Record<string, number> = { en: 30, es: 0, gl: 143, pt: 91, any: 245 };
      for (const [missing, n] of Object.entries(expected)) {
        expect((await plainRead(api(), e, missing)).length, `rule ${missing}`).toBe(n);
        const got = await apiRead(api(), e, missing, undefined, false, 1);
        expect(got.count, `count ${missing}`).toBe(n);
        expect(got.bounded, `bounded ${missing}`).toBe(Math.min(n, 3));
      }
    });

    it(`${e.table}: with ids as well, only those of them that miss the language, by any order`, async () => {
      const query = `query($ids: [Int!], $order: String) {
        l: ${e.list}(missing_translation: "en", ids: $ids, order: $order, lang: "all") { ${e.id} }
        n: ${e.count}(missing_translation: "en", ids: $ids)
      }`;
      for (const order of Object.keys(e.orders)) {
        const answer = await api().call(query, { ids: [5, 2971, 1000, 2990, 2000], order }, api().token);
        expect(answer.errors).toBeUndefined();
        const listed = new Set((answer.data!.l as Record<string, number>[]).map((row) => row[e.id]));
        expect([...listed].sort(), order).toEqual([2971, 2990]);
        expect(answer.data!.n).toBe(2);
      }
    });

    it(`${e.table}: pages 1 and 3 in every sortable order, both ways, are those of a plain read`, async () => {
      // 10 per page: page 3 needs 30 entries, and a walk of 1.200 rows along the order may find fewer
      // (none at all by id, where they are past the first 2.000): each mask's entries are then read
      // along its index.
      for (const order of Object.keys(e.orders)) {
        for (const desc of [false, true]) {
          for (const missing of ['en', 'any']) {
            for (const page of [1, 3]) {
              const expected = await plainRead(api(), e, missing, order, desc, 10, page);
              expect(expected).toHaveLength(10);
              const got = await apiRead(api(), e, missing, order, desc, 10, page);
              expect(got.ids, JSON.stringify({ order, desc, missing, page })).toEqual(expected);
            }
          }
          const none = await apiRead(api(), e, 'es', order, desc, 10, 1);
          expect(none, `es ${order}`).toEqual({ ids: [], count: 0, bounded: 0 });
        }
      }
    });
  }
});
