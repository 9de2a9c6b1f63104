/**
 * Hostile input to the site configuration (saveConfig): a huge content, ten thousand items and
 * stored-XSS vectors in the global message. Each is refused or neutralised, and a refusal writes
 * nothing.
 */
import { describeApi } from '../server/helpers/app';

const SAVE = 'mutation($items: [ConfigItemInput!]!) { r: saveConfig(items: $items) }';

describeApi('site configuration under hostile input', (api) => {
  const save = (items: unknown) => api().call(SAVE, { items }, api().token);
  const stored = async (field: string) => {
    const [row] = await api().db.query<{ content: string }>('SELECT content FROM config WHERE field = $1', [field]);
    return row?.content;
  };
  const count = async () => Number((await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM config'))[0].n);

  it('a megabyte of global message is refused naming its field; nothing is stored', async () => {
    const answer = await save([{ field: 'globalmsgES', content: `<p>${'a'.repeat(1_000_000)}</p>` }]);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'globalmsgES' });
    expect(answer.errors![0].message).toMatch(/demasiado largo \(máximo 20000 caracteres\)/);
    expect(await count()).toBe(0);
  });

  it('ten thousand items are refused on items before any is read; nothing is stored', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ field: i % 2 ? 'homefeatured1' : `x${i}`, content: 'y' }));
    const answer = await save(items);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'items' });
    expect(answer.errors![0].message).toMatch(/como mucho 11 \(10000 recibidos\)/);
    expect(await count()).toBe(0);
  });

  it.each([
    ['script element', '<p>hola<script>alert(1)</script></p>', '<p>hola</p>'],
    ['handler on an image', '<img src="https://x.example.com/a.png" onerror="alert(1)">', '<img src="https://x.example.com/a.png" />'],
    ['javascript: link, entity-encoded', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['svg onload', '<svg onload="alert(1)"></svg>ok', 'ok'],
    ['iframe from another host', '<iframe src="https://evil.example.com/"></iframe><p>x</p>', '<p>x</p>'],
    [
      'link opening a window',
      '<a href="https://ejemplo.es" target="_blank" rel="opener">w</a>',
      '<a href="https://ejemplo.es" target="_blank" rel="noopener noreferrer nofollow">w</a>',
    ],
  ])('the global message keeps only the allow-list: %s', async (_name, hostile, expected) => {
    const answer = await save([{ field: 'globalmsgEN', content: hostile }]);
    expect(answer.data).toEqual({ r: 1 });
    expect(await stored('globalmsgEN')).toBe(expected);
  });

  it('a featured item is plain text: markup is kept as typed, never interpreted, and a field name cannot reach SQL', async () => {
    const answer = await save([{ field: 'homefeatured2', content: "<b>x</b>'; DROP TABLE config; --" }]);
    expect(answer.data).toEqual({ r: 1 });
    expect(await stored('homefeatured2')).toBe("<b>x</b>'; DROP TABLE config; --");
    const injected = await save([{ field: "homefeatured1'); DROP TABLE config; --", content: 'x' }]);
    expect(injected.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'field' });
    expect(await stored('homefeatured2')).toBe("<b>x</b>'; DROP TABLE config; --");
  });
});
