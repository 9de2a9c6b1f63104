/**
 * The site configuration through the API (part 2 §3 Config entry, §7 allConfig / saveConfig): every
 * known field in a fixed order ('' when never saved), saves as upserts in one transaction, the
 * global message sanitised, and every refusal names its field and changes nothing.
 */
import { describeApi, type TestApi } from './helpers/app';

const READ = '{ rows: allConfig { field content create_date update_date } }';
const SAVE = 'mutation($items: [ConfigItemInput!]!) { r: saveConfig(items: $items) }';

type Row = { field: string; content: string; create_date: string | null; update_date: string | null };
const read = async (api: TestApi) => (await api.call<{ rows: Row[] }>(READ, {}, api.token)).data!.rows;
const save = (api: TestApi, items: unknown) => api.call(SAVE, { items }, api.token);
const contents = async (api: TestApi) => Object.fromEntries((await read(api)).map((r) => [r.field, r.content]));
const tableRows = async (api: TestApi) => api.db.query('SELECT field, content, update_date FROM config ORDER BY field');

describeApi('site configuration: allConfig and saveConfig', (api) => {
  it('reads every known field in the fixed order, each one empty and undated before any save', async () => {
    const rows = await read(api());
    expect(rows.map((r) => r.field)).toEqual([
      'globalmsgES',
      'globalmsgEN',
      'globalmsgGL',
      'globalmsgPT',
      'homefeatured1',
      'homefeatured2',
      'homefeatured3',
      'homefeatured4',
      'sharebrand',
      'sharecategories',
      'sharecities',
    ]);
    expect(rows.every((r) => r.content === '' && r.create_date === null && r.update_date === null)).toBe(true);
  });

  it('saves some fields (answering how many) and reads them back, trimmed, with their dates', async () => {
    const answer = await save(api(), [
      { field: 'globalmsgES', content: '<p>Cerrado el <strong>lunes</strong></p>' },
      { field: 'homefeatured2', content: '  cafe-a-coruna  ' },
    ]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ r: 2 });
    const rows = await read(api());
    expect(rows[0]).toMatchObject({ field: 'globalmsgES', content: '<p>Cerrado el <strong>lunes</strong></p>' });
    expect(rows[5]).toMatchObject({ field: 'homefeatured2', content: 'cafe-a-coruna' });
    expect(Date.parse(rows[0].create_date!)).not.toBeNaN();
    expect(Date.parse(rows[0].update_date!)).not.toBeNaN();
    expect(rows[1]).toMatchObject({ field: 'globalmsgEN', content: '', create_date: null });
  });

  it('a second save replaces the content of a saved field (upsert), keeps the others and moves update_date', async () => {
    await save(api(), [{ field: 'homefeatured1', content: '12' }]);
    const [before] = await api().db.query<{ update_date: string }>("SELECT update_date FROM config WHERE field = 'homefeatured1'");
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later now() for the second transaction
    const answer = await save(api(), [
      { field: 'homefeatured1', content: '34' },
      { field: 'globalmsgPT', content: '<p>Olá</p>' },
    ]);
    expect(answer.data).toEqual({ r: 2 });
    const now = await contents(api());
    expect(now).toMatchObject({ homefeatured1: '34', globalmsgPT: '<p>Olá</p>', homefeatured2: 'cafe-a-coruna' });
    const [after] = await api().db.query<{ update_date: string }>("SELECT update_date FROM config WHERE field = 'homefeatured1'");
    expect(Date.parse(after.update_date)).toBeGreaterThan(Date.parse(before.update_date));
    const [{ n }] = await api().db.query<{ n: number }>("SELECT count(*)::int AS n FROM config WHERE field = 'homefeatured1'");
    expect(Number(n)).toBe(1);
  });

  it('an empty content clears a field', async () => {
    expect((await save(api(), [{ field: 'homefeatured1', content: '' }])).data).toEqual({ r: 1 });
    expect((await contents(api())).homefeatured1).toBe('');
  });

  it('stores the global message as the sanitiser leaves it: no script, no handler, no javascript: link', async () => {
    const hostile =
      '<p onclick="steal()">Hola<script>alert(1)</script> <a href="javascript:alert(2)">pulse</a> <img src="x" onerror="alert(3)"> <a href="https://ejemplo.es">web</a></p>';
    expect((await save(api(), [{ field: 'globalmsgGL', content: hostile }])).errors).toBeUndefined();
    const stored = (await contents(api())).globalmsgGL;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
    expect(stored).toContain('Hola');
    expect(stored).toContain('<a href="https://ejemplo.es">web</a>');
  });

  describe('refusals: BAD_USER_INPUT naming the field, in Spanish, and nothing written', () => {
    const cases: [string, unknown, string, RegExp][] = [
      ['an unknown field', [{ field: 'homefeatured5', content: 'x' }], 'field', /desconocido: "homefeatured5"/],
      ['an inherited name', [{ field: '__proto__', content: 'x' }], 'field', /desconocido/],
      [
        'a repeated field',
        [
          { field: 'homefeatured3', content: 'a' },
          { field: 'homefeatured3', content: 'b' },
        ],
        'homefeatured3',
        /homefeatured3 está repetido/,
      ],
      [
        'a global message too long',
        [{ field: 'globalmsgEN', content: 'x'.repeat(20_001) }],
        'globalmsgEN',
        /globalmsgEN es demasiado largo \(máximo 20000/,
      ],
      [
        'a featured item too long',
        [{ field: 'homefeatured4', content: 'x'.repeat(201) }],
        'homefeatured4',
        /homefeatured4 es demasiado largo \(máximo 200/,
      ],
      ['a featured item on two lines', [{ field: 'homefeatured4', content: 'a\nb' }], 'homefeatured4', /una sola línea/],
      ['a control character', [{ field: 'globalmsgPT', content: 'a\u0007b' }], 'globalmsgPT', /caracteres de control/],
      ['no items', [], 'items', /ningún campo/],
      [
        'more items than fields',
        Array.from({ length: 12 }, (_, i) => ({ field: `homefeatured${i}`, content: '' })),
        'items',
        /como mucho 11/,
      ],
    ];

    it.each(cases)('%s', async (_name, items, field, message) => {
      const before = await tableRows(api());
      // A valid item first (but for the empty list): it must not be written either.
      const list = items as unknown[];
      const answer = await save(api(), list.length === 0 ? [] : [{ field: 'globalmsgES', content: '<p>no debe guardarse</p>' }, ...list]);
      expect(answer.data).toBeNull();
      expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors![0].message).toMatch(message);
      expect(await tableRows(api())).toEqual(before);
    });

    it('a content that is not a text is refused by the schema, naming the variable, and nothing is written', async () => {
      const before = await tableRows(api());
      const answer = await save(api(), [
        { field: 'homefeatured1', content: 'ok' },
        { field: 'homefeatured2', content: 12 },
      ]);
      expect(answer.data).toBeNull();
      expect(answer.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.errors![0].message).toMatch(/\$items/);
      expect(await tableRows(api())).toEqual(before);
    });
  });

  it('refuses both operations without a session, and writes nothing', async () => {
    const before = await tableRows(api());
    const reading = await api().call(READ, {}, null);
    expect(reading.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const saving = await api().call(SAVE, { items: [{ field: 'homefeatured1', content: 'intruso' }] }, 'not-a-token');
    expect(saving.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await tableRows(api())).toEqual(before);
  });
});
