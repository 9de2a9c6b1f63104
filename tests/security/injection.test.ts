/**
 * Injection and normalisation (issue 8, points 6, 7, 8): sort allow-lists see own keys only,
 * LIKE wildcards typed in full width match themselves, NUL bytes are refused naming the field,
 * and SQL typed into a search is only ever data.
 */
import { describeApi } from '../server/helpers/app';

const LISTS = [
  ['allPlaces', 'idplace'],
  ['allUsers', 'iduser'],
  ['allReviews', 'idreview'],
] as const;
const BUILT_INS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
const COUNTS = ['countPlaces', 'countUsers', 'countReviews'] as const;

describeApi('injection and normalisation', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);

  beforeAll(async () => {
    const db = api().db;
    await db.query(
      "INSERT INTO places (name, city, province, address) VALUES ('Café A Coruña', 'A Coruña', 'A Coruña', 'Rúa Real 1'), ('Museo do Mar', 'Vigo', 'Pontevedra', 'Avenida 2')",
    );
    await db.query("INSERT INTO users (name, email) VALUES ('Ana Pérez', 'ana@example.com'), ('Brais', 'brais@example.com')");
    await db.query(
      "INSERT INTO reviews (idplace, iduser, text) SELECT p.idplace, u.iduser, 'Muy buen sitio' FROM places p, users u WHERE u.email = 'ana@example.com'",
    );
  });

  for (const [list, id] of LISTS) {
    it(`${list}: built-in object keys as order are BAD_USER_INPUT naming order, never SQL`, async () => {
      for (const order of BUILT_INS) {
        for (const value of [order, `${order} DESC`]) {
          const answer = await call(`query($o: String) { ${list}(order: $o) { ${id} } }`, { o: value });
          expect(answer.errors?.[0]?.extensions, `${list} ${value}`).toEqual({ code: 'BAD_USER_INPUT', field: 'order' });
          expect(answer.errors![0].message).toMatch(/Orden no válido/);
        }
      }
    });
  }

  it('every count refuses an upto out of 1..100,000,001, a string or SQL, naming upto, and counts nothing', async () => {
    for (const count of [...COUNTS, 'countSuggestions', 'countEvents', 'countCMS', 'countChains']) {
      for (const upto of [0, -1, 100_000_002, 2 ** 31 - 1]) {
        const answer = await call(`query($u: Int) { n: ${count}(search: "a", upto: $u) }`, { u: upto });
        expect(answer.errors?.[0]?.extensions, `${count} ${upto}`).toEqual({ code: 'BAD_USER_INPUT', field: 'upto' });
      }
      for (const upto of ['1; DROP TABLE places', '10', 1.5]) {
        const answer = await call(`query($u: Int) { n: ${count}(upto: $u) }`, { u: upto });
        expect(answer.data ?? null, `${count} ${String(upto)}`).toBeNull();
        expect(answer.errors?.[0]?.message, `${count} ${String(upto)}`).toMatch(/\$u/);
      }
    }
    expect((await call('{ countPlaces }')).data!.countPlaces).toBe(2);
  });

  it('every list and count with «Falta traducción» refuses anything but any, es, en, gl, pt, naming missing_translation', async () => {
    const hostile = ["es' OR '1'='1", 'es; DROP TABLE places', 'ES', 'any ', '', 'x'.repeat(100_000), '\u0000es'];
    for (const field of ['allPlaces', 'countPlaces', 'allCMS', 'countCMS', 'allChains', 'countChains']) {
      const pick = field.startsWith('all') ? ' { __typename }' : '';
      for (const value of hostile.filter((v) => v !== '')) {
        const answer = await call(`query($m: String) { r: ${field}(missing_translation: $m)${pick} }`, { m: value });
        expect(answer.data ?? null, `${field} ${value.slice(0, 20)}`).toBeNull();
        expect(answer.errors?.[0]?.extensions?.code, `${field} ${value.slice(0, 20)}`).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0]?.message, `${field} ${value.slice(0, 20)}`).toMatch(/missing_translation/);
      }
    }
    // An empty value is no filter; the places are still there.
    expect((await call('{ n: countPlaces(missing_translation: "") }')).data!.n).toBe(2);
  });

  for (const count of COUNTS) {
    it(`${count}: full-width ％ and ＿ (and %, _) match themselves, not everything`, async () => {
      for (const search of ['％', '＿', '%', '_', '％％', 'a＿', '＼', '\\']) {
        const answer = await call(`query($s: String) { n: ${count}(search: $s) }`, { s: search });
        expect(answer.errors, search).toBeUndefined();
        expect(answer.data!.n, `${count}(search: ${search})`).toBe(0);
      }
    });
  }

  it('allPlaces with a full-width wildcard returns no rows, while a real word still finds its place', async () => {
    expect((await call('{ allPlaces(search: "％") { idplace } }')).data!.allPlaces).toEqual([]);
    expect((await call('{ allPlaces(search: "ＣＯＲＵÑＡ") { name } }')).data!.allPlaces).toEqual([{ name: 'Café A Coruña' }]);
  });

  for (const [field, query] of [
    ['search', '{ allPlaces(search: $v) { idplace } }'],
    ['search', '{ countUsers(search: $v) }'],
    ['search', '{ countReviews(search: $v) }'],
    ['lang', '{ allPlaces(lang: $v) { idplace } }'],
    ['order', '{ allUsers(order: $v) { iduser } }'],
    ['textEN', 'mutation { addEquipment(textES: "Rampa", textEN: $v) }'],
  ] as const) {
    it(`a NUL byte in ${field} (${query.match(/(\w+)\(/)![1]}) is BAD_USER_INPUT naming ${field}`, async () => {
      const answer = await call(`query Q($v: String) ${query}`.replace(/^query Q(\(\$v: String\)) mutation/, 'mutation M$1'), {
        v: 'caf\u0000é',
      });
      expect(answer.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    });
  }

  it('SQL typed into a search is data: it matches nothing and changes nothing', async () => {
    for (const search of ["' OR 1=1 --", "%' OR '1'='1", "x'); DROP TABLE places; --", '$1', "\\'"]) {
      const answer = await call('query($s: String) { allPlaces(search: $s) { idplace } countPlaces(search: $s) }', { s: search });
      expect(answer.errors, search).toBeUndefined();
      expect(answer.data!.allPlaces).toEqual([]);
    }
    expect((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n).toBe(2);
  });
});
