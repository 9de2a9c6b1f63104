/**
 * The share text's hashtags in the site configuration (docs/api.md «Compartir sitio»): sharebrand,
 * sharecategories and sharecities saved with saveConfig, stored in their canonical form ('#uno #dos',
 * the sets re-serialised) and read back by allConfig; a malformed set is refused naming its field,
 * in Spanish, and nothing is written.
 */
import { describeApi, type TestApi } from './helpers/app';

const READ = '{ rows: allConfig { field content } }';
const SAVE = 'mutation($items: [ConfigItemInput!]!) { r: saveConfig(items: $items) }';

const contents = async (api: TestApi) =>
  Object.fromEntries(
    (await api.call<{ rows: { field: string; content: string }[] }>(READ, {}, api.token)).data!.rows.map((r) => [r.field, r.content]),
  );
const save = (api: TestApi, items: unknown) => api.call(SAVE, { items }, api.token);

describeApi('share hashtags in the configuration', (api) => {
  it('saves the brand and both kinds of sets and reads them back in their stored form', async () => {
    const answer = await save(api(), [
      { field: 'sharebrand', content: '  ComerSinGluten, #Celíacos ' },
      {
        field: 'sharecategories',
        content: JSON.stringify([
          { idcategory: 3, hashtags: 'restaurante  #sinGluten' },
          { idcategory: 8, hashtags: '#museo' },
        ]),
      },
      { field: 'sharecities', content: JSON.stringify([{ city: '  A   Coruña ', hashtags: '#Coruña,Galicia' }]) },
    ]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ r: 3 });
    const now = await contents(api());
    expect(now.sharebrand).toBe('#ComerSinGluten #Celíacos');
    expect(JSON.parse(now.sharecategories)).toEqual([
      { idcategory: 3, hashtags: '#restaurante #sinGluten' },
      { idcategory: 8, hashtags: '#museo' },
    ]);
    expect(JSON.parse(now.sharecities)).toEqual([{ city: 'A Coruña', hashtags: '#Coruña #Galicia' }]);
  });

  it('an empty list or an empty content clears the sets', async () => {
    expect(
      (
        await save(api(), [
          { field: 'sharecategories', content: '[]' },
          { field: 'sharecities', content: '' },
        ])
      ).data,
    ).toEqual({ r: 2 });
    const now = await contents(api());
    expect(now.sharecategories).toBe('');
    expect(now.sharecities).toBe('');
    expect(now.sharebrand).toBe('#ComerSinGluten #Celíacos');
  });

  const cases: [string, string, string, RegExp][] = [
    ['a brand with a dash', 'sharebrand', '#sin-gluten', /Hashtag no válido: «#sin-gluten» .* en sharebrand/],
    ['a brand on two lines', 'sharebrand', '#a\n#b', /una sola línea/],
    ['sets that are not JSON', 'sharecategories', '{idcategory: 3', /debe ser una lista JSON/],
    ['sets that are an object', 'sharecities', '{"city":"Vigo","hashtags":"#a"}', /debe ser una lista JSON/],
    [
      'a category that is not an id',
      'sharecategories',
      '[{"idcategory":"3","hashtags":"#a"}]',
      /Categoría no válida en sharecategories \(fila 1\)/,
    ],
    [
      'a repeated category',
      'sharecategories',
      '[{"idcategory":3,"hashtags":"#a"},{"idcategory":3,"hashtags":"#b"}]',
      /La categoría 3 está repetida/,
    ],
    [
      'a repeated city, accents aside',
      'sharecities',
      '[{"city":"Coruña","hashtags":"#a"},{"city":"coruna","hashtags":"#b"}]',
      /La ciudad coruna está repetida/,
    ],
    ['a set without hashtags', 'sharecities', '[{"city":"Vigo","hashtags":"  "}]', /Faltan los hashtags en sharecities \(fila 1\)/],
    ['a set without a city', 'sharecities', '[{"city":" ","hashtags":"#a"}]', /Falta la ciudad en sharecities \(fila 1\)/],
    [
      'an unknown key',
      'sharecities',
      '[{"city":"Vigo","hashtags":"#a","extra":1}]',
      /Clave desconocida en sharecities \(fila 1\): "extra"/,
    ],
    [
      'a bad hashtag in row 2',
      'sharecategories',
      '[{"idcategory":1,"hashtags":"#a"},{"idcategory":2,"hashtags":"#b c-d"}]',
      /«#c-d».* \(fila 2\)/,
    ],
  ];

  it.each(cases)('refuses %s, naming the field, and writes nothing', async (_name, field, content, message) => {
    const before = await contents(api());
    const answer = await save(api(), [
      { field: 'homefeatured1', content: 'no-debe-guardarse' },
      { field, content },
    ]);
    expect(answer.data).toBeNull();
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors![0].message).toMatch(message);
    expect(await contents(api())).toEqual(before);
  });
});
