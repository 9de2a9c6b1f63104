/**
 * The change history against hostile callers (issue 19): anonymous readers are refused; every
 * argument of history / countHistory that is not what it says is BAD_USER_INPUT naming it, with a
 * Spanish message, and changes nothing; SQL typed into the person search is only ever data; no
 * mutation can write, edit or delete an entry, and an anonymous write attempt leaves none.
 */
import { describeApi } from '../server/helpers/app';

const HOSTILE: [string, string, unknown, RegExp][] = [
  ['resource', 'String', "places' OR '1'='1", /Recurso no válido/],
  ['resource', 'String', 'PLACES', /Recurso no válido/],
  ['resource', 'String', 'x'.repeat(41), /Recurso no válido/],
  ['id', 'Int', -5, /Identificador no válido/],
  ['iduser', 'Int', 0, /Identificador no válido/],
  ['items', 'Int', 0, /Tamaño de página no válido/],
  ['items', 'Int', 101, /Tamaño de página no válido/],
  ['page', 'Int', -1, /Página no válida/],
  ['from', 'String', "2026-01-01'; DROP TABLE history; --", /Fecha no válida/],
  ['to', 'String', '2026-13-01', /Fecha no válida/],
  ['order', 'String', 'changes', /Orden no válido/],
  ['ids', '[Int!]', [0], /Identificador no válido/],
];

const entries = async (db: { query: (sql: string) => Promise<{ n: number }[]> }) =>
  Number((await db.query('SELECT count(*)::int AS n FROM history'))[0].n);

describeApi('change history: hostile and anonymous callers', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = api().token) =>
    api().call(query, variables, token);

  beforeAll(async () => {
    // one entry to protect: a write through the API
    await call('mutation { addEquipment(textES: "Trona") }');
  });

  it('refuses every hostile argument of history and countHistory naming it, and changes nothing', async () => {
    const before = await entries(api().db);
    expect(before).toBeGreaterThan(0);
    for (const [field, type, value, message] of HOSTILE) {
      for (const root of ['history', 'countHistory']) {
        if (root === 'countHistory' && ['items', 'page', 'order'].includes(field)) continue;
        const pick = root === 'history' ? ' { idhistory }' : '';
        const answer = await call(`query($v: ${type}) { r: ${root}(${field}: $v)${pick} }`, { v: value });
        expect(answer.errors?.[0]?.extensions, `${root} ${field}`).toMatchObject({ code: 'BAD_USER_INPUT', field });
        expect(answer.errors?.[0]?.message, `${root} ${field}`).toMatch(message);
      }
    }
    expect(await entries(api().db)).toBe(before);
  });

  it('SQL in the person search is data: it finds nobody', async () => {
    const answer = await call(`query($s: String) { countHistory(search: $s) }`, { s: "' OR 1=1 --" });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.countHistory).toBe(0);
  });

  it('anonymous callers can neither read nor leave entries; no mutation touches the history', async () => {
    const before = await entries(api().db);
    const read = await call('{ history { idhistory } }', {}, null);
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await call('mutation { addEquipment(textES: "Intruso") }', {}, null);
    expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const name of ['addHistory', 'updHistory', 'delHistory', 'deleteHistory']) {
      const answer = await call(`mutation { ${name}(idhistory: 1) }`);
      expect(answer.errors?.[0]?.message, name).toMatch(/Cannot query field/);
    }
    expect(await entries(api().db)).toBe(before);
  });
});
