/**
 * Hostile input to the share hashtags (saveConfig's sharebrand, sharecategories, sharecities):
 * markup, prototype keys, deep nesting, too many sets and oversized content. Each is refused
 * naming its field with nothing written, or stored as inert text.
 */
import { describeApi } from '../server/helpers/app';

const SAVE = 'mutation($items: [ConfigItemInput!]!) { r: saveConfig(items: $items) }';

describeApi('share hashtags under hostile input', (api) => {
  const save = (items: unknown) => api().call(SAVE, { items }, api().token);
  const count = async () => Number((await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM config'))[0].n);

  it.each([
    ['markup in the brand', 'sharebrand', '#ok <script>alert(1)</script>'],
    ['an attribute breaking out', 'sharebrand', '#a" onmouseover="alert(1)'],
    ['markup in a set', 'sharecategories', '[{"idcategory":1,"hashtags":"<img src=x onerror=alert(1)>"}]'],
    ['a __proto__ key', 'sharecities', '[{"city":"Vigo","hashtags":"#a","__proto__":{"admin":true}}]'],
    ['a constructor key', 'sharecategories', '[{"idcategory":1,"hashtags":"#a","constructor":{"prototype":{}}}]'],
    ['a set nested ten thousand deep', 'sharecities', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['a city that is an object', 'sharecities', '[{"city":{"toString":"x"},"hashtags":"#a"}]'],
    ['an id beyond an integer', 'sharecategories', '[{"idcategory":1e300,"hashtags":"#a"}]'],
    ['too many sets', 'sharecities', JSON.stringify(Array.from({ length: 301 }, (_, i) => ({ city: `c${i}`, hashtags: '#a' })))],
    ['a megabyte of sets', 'sharecategories', JSON.stringify([{ idcategory: 1, hashtags: `#${'a'.repeat(1_000_000)}` }])],
  ])('%s is refused naming the field; nothing is stored', async (_name, field, content) => {
    const answer = await save([{ field, content }]);
    expect(answer.data).toBeNull();
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors![0].message).toMatch(/no válid|desconocida|Demasiados|demasiado largo|lista JSON|Falta/);
    expect(await count()).toBe(0);
  });

  it('a city name with markup or SQL is stored as plain text, only inside JSON', async () => {
    const city = "<b>Vigo</b>'); DROP TABLE config; --";
    const answer = await save([{ field: 'sharecities', content: JSON.stringify([{ city, hashtags: '#Vigo' }]) }]);
    expect(answer.data).toEqual({ r: 1 });
    const [row] = await api().db.query<{ content: string }>("SELECT content FROM config WHERE field = 'sharecities'");
    expect(JSON.parse(row.content)).toEqual([{ city, hashtags: '#Vigo' }]);
  });
});
