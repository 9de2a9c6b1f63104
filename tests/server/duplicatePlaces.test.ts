/**
 * duplicatePlaces: names compared on their distinctive words, without case, accents, punctuation,
 * short words or the generic words of a place's kind («Mesón O Sol» finds «Meson do Sol»; sharing
 * «Restaurante» alone finds nothing, issue 15), the most similar first, nearby ones first and far
 * ones only under the same name, the place being edited left out, nothing for short names, bad
 * arguments refused naming them.
 */
import { describeApi } from './helpers/app';

const DUPLICATES = `query($name: String!, $lat: Float, $lng: Float, $exclude: Int) {
  duplicatePlaces(name: $name, lat: $lat, lng: $lng, exclude: $exclude) { idplace name address city }
}`;

interface Candidate {
  idplace: number;
  name: string;
  address: string;
  city: string;
}

describeApi('duplicate places', (api) => {
  const ids = new Map<string, number>();
  const find = async (variables: Record<string, unknown>) => {
    const answer = await api().call<{ duplicatePlaces: Candidate[] }>(DUPLICATES, variables, api().token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.duplicatePlaces;
  };
  const names = async (variables: Record<string, unknown>) => (await find(variables)).map((c) => c.name);
  const refused = async (variables: Record<string, unknown>) => {
    const answer = await api().call(DUPLICATES, variables, api().token);
    expect(answer.data).toBeNull();
    return answer.errors?.[0];
  };

  beforeAll(async () => {
    const db = api().db;
    const add = async (key: string, name: string, city: string, lat: number | null, lng: number | null) => {
      const [row] = await db.query<{ idplace: number }>(
        `INSERT INTO places (name, address, city, lat, lng) VALUES ($1, $2, $3, $4, $5) RETURNING idplace`,
        [name, `Rúa ${key} 1`, city, lat, lng],
      );
      ids.set(key, row.idplace);
    };
    await add('sol', 'Meson do Sol', 'Santiago de Compostela', 42.88, -8.545);
    await add('luna', 'Mesón da Lúa', 'Lugo', 43.01, -7.55);
    await add('solpraia', 'Mesón do Sol da Praia', 'Vigo', 42.23, -8.72);
    await add('cafe', 'Café Bar Central', 'Ourense', 42.34, -7.86);
    // Sixty far-away places named exactly "Bar Pepe" and one a few hundred metres from A Coruña's
    // Obelisco, which must come first for someone typing the name there.
    for (let i = 0; i < 60; i += 1) await add(`pepe${i}`, 'Bar Pepe', 'Sevilla', 37.38 + i * 0.01, -5.98);
    await add('pepenear', 'Bar Pepe', 'A Coruña', 43.3705, -8.3959);
    await add('pepenear2', 'Bar O Pepe', 'A Coruña', 43.372, -8.398);
    // Restaurants far from A Coruña that share only the word «Restaurante» with a new one there.
    await add('vigo', 'Restaurante Martínez', 'Vigo', 42.2406, -8.7207);
    await add('valencia', "Restaurante L'Albufera", 'Valencia', 39.4699, -0.3763);
    await add('faro', 'Restaurante Ria Formosa', 'Faro', 37.0194, -7.9322);
    await add('ramon', 'Casa Ramón', 'A Coruña', 43.371, -8.396);
    // The same distinctive name: in A Coruña, and 470 km away in Lisbon.
    await add('estrela', 'Pulpería A Estrela', 'A Coruña', 43.369, -8.402);
    await add('lisboa', 'Hotel Estrela', 'Lisboa', 38.7223, -9.1393);
    await add('ferradura', 'Taberna A Ferradura Vella', 'Vigo', 42.2365, -8.7145);
  });

  it('finds «Meson do Sol» for «Mesón O Sol»: case, accents and short words do not count', async () => {
    const found = await find({ name: 'Mesón O Sol' });
    expect(found[0]).toEqual({ idplace: ids.get('sol'), name: 'Meson do Sol', address: 'Rúa sol 1', city: 'Santiago de Compostela' });
    expect(await names({ name: 'MESON, DO SOL!' })).toContain('Meson do Sol');
    // «Mesón da Lúa» shares only the generic word «mesón»: not proposed (issue 15).
    expect(await names({ name: 'meson sol' })).toEqual(['Meson do Sol', 'Mesón do Sol da Praia']);
  });

  it('ranks the most similar names first and leaves unrelated names out', async () => {
    const found = await names({ name: 'Mesón do Sol' });
    expect(found.slice(0, 2)).toEqual(['Meson do Sol', 'Mesón do Sol da Praia']);
    expect(found).not.toContain('Café Bar Central');
    expect(await names({ name: 'Zzyzx Qwerty' })).toEqual([]);
  });

  it('answers at most five candidates', async () => {
    const found = await find({ name: 'Bar Pepe' });
    expect(found).toHaveLength(5);
    expect(found.every((c) => c.name === 'Bar Pepe')).toBe(true);
  });

  it('puts the nearby places first among similar names, even past sixty equal names elsewhere', async () => {
    const found = await find({ name: 'Bar Pepe', lat: 43.371, lng: -8.396 });
    expect(found.map((c) => c.idplace).slice(0, 2)).toEqual([ids.get('pepenear'), ids.get('pepenear2')]);
    expect(found[0].city).toBe('A Coruña');
    // Without a position, equal names come by id: the first ones are in Sevilla.
    const anywhere = await find({ name: 'Bar O Pepe' });
    expect(anywhere.map((c) => c.city)).toEqual(['Sevilla', 'Sevilla', 'Sevilla', 'Sevilla', 'Sevilla']);
  });

  it('a generic word alone («Restaurante», «Bar») proposes nothing, near or far (issue 15)', async () => {
    const coruna = { lat: 43.371, lng: -8.396 };
    expect(await find({ name: 'Restaurante' })).toEqual([]);
    expect(await find({ name: 'Restaurante', ...coruna })).toEqual([]);
    expect(await find({ name: 'Bar' })).toEqual([]);
    // A new restaurant in A Coruña: only the place sharing its distinctive word, none of the
    // restaurants of Vigo, Valencia or Faro.
    expect(await find({ name: 'Restaurante Casa Ramón', ...coruna })).toEqual([
      { idplace: ids.get('ramon'), name: 'Casa Ramón', address: 'Rúa ramon 1', city: 'A Coruña' },
    ]);
    expect(await names({ name: 'Restaurante Casa Ramón' })).toEqual(['Casa Ramón']);
    // Each of them is still found by its own distinctive words.
    expect(await names({ name: 'restaurante albufera' })).toEqual(["Restaurante L'Albufera"]);
    expect(await names({ name: 'Martinez' })).toEqual(['Restaurante Martínez']);
  });

  it('a true duplicate, written with other case, accents and generic words, is found; far away only under the same name', async () => {
    const coruna = { lat: 43.3691, lng: -8.4021 };
    // Anywhere: both places with the distinctive word «estrela», the closer whole name first.
    expect(await names({ name: 'RESTAURANTE ESTRELA' })).toEqual(['Hotel Estrela', 'Pulpería A Estrela']);
    expect(await names({ name: 'Pulpería Estrela' })).toEqual(['Pulpería A Estrela', 'Hotel Estrela']);
    // In A Coruña: the one there; Lisbon's is 470 km away under another name.
    expect(await find({ name: 'RESTAURANTE ESTRELA', ...coruna })).toEqual([
      { idplace: ids.get('estrela'), name: 'Pulpería A Estrela', address: 'Rúa estrela 1', city: 'A Coruña' },
    ]);
    expect(await names({ name: 'pulperia estrela', ...coruna })).toEqual(['Pulpería A Estrela']);
    // The same name far away is still proposed (perhaps the same place, placed wrongly), after the near one.
    expect(await names({ name: 'Hotel Estrela', ...coruna })).toEqual(['Pulpería A Estrela', 'Hotel Estrela']);
    const pepes = await find({ name: 'Bar Pepe', ...coruna });
    expect(pepes.map((c) => c.city)).toEqual(['A Coruña', 'A Coruña', 'Sevilla', 'Sevilla', 'Sevilla']);
  });

  it('a name only partly like the typed one is proposed when it is right there, not elsewhere', async () => {
    // «Mesón Ferradoira», misspelt, is only partly like «Taberna A Ferradura Vella» (Vigo).
    expect(await names({ name: 'Mesón Ferradoira', lat: 42.2365, lng: -8.7145 })).toEqual(['Taberna A Ferradura Vella']);
    expect(await names({ name: 'Mesón Ferradoira', lat: 42.2365, lng: -8.65 })).toEqual([]); // 5 km away
    expect(await names({ name: 'Mesón Ferradoira' })).toEqual([]);
    expect(await names({ name: 'Mesón Ferradura' })).toEqual(['Taberna A Ferradura Vella']);
  });

  it('leaves out the place being edited (exclude)', async () => {
    const found = await find({ name: 'Meson do Sol', exclude: ids.get('sol') });
    expect(found.map((c) => c.idplace)).not.toContain(ids.get('sol'));
    expect(found[0].name).toBe('Mesón do Sol da Praia');
  });

  it('answers [] for names of fewer than 3 characters after trimming', async () => {
    for (const name of ['', '  ', 'Ba', '  Ba  ', 'é']) expect(await find({ name })).toEqual([]);
    expect(await names({ name: 'Sol' })).toEqual(['Meson do Sol', 'Mesón do Sol da Praia']);
  });

  it('treats hostile text as text', async () => {
    for (const name of ["Bar' OR 1=1 --", '%%%___', '\\\\\\', '<script>alert(1)</script>', 'Bar 🍺 Pepe', "O'Pepe's"]) {
      const found = await find({ name });
      expect(found.length).toBeLessThanOrEqual(5);
    }
    expect((await names({ name: 'Bar 🍺 Pepe' }))[0]).toBe('Bar Pepe');
  });

  it('refuses bad arguments naming them, in Spanish', async () => {
    expect(await refused({ name: 'x'.repeat(201) })).toMatchObject({
      message: 'El nombre es demasiado largo (máximo 200 caracteres)',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect(await find({ name: `  ${'x'.repeat(200)}  ` })).toEqual([]);
    expect(await refused({ name: 'Bar Pepe', lat: 91, lng: 0 })).toMatchObject({
      message: 'Latitud no válida en lat: debe ser un número entre -90 y 90',
      extensions: { code: 'BAD_USER_INPUT', field: 'lat' },
    });
    expect(await refused({ name: 'Bar Pepe', lat: 40, lng: -181 })).toMatchObject({ extensions: { field: 'lng' } });
    expect(await refused({ name: 'Bar Pepe', lat: 40 })).toMatchObject({
      message: 'Indique la latitud y la longitud juntas (falta lng)',
      extensions: { code: 'BAD_USER_INPUT', field: 'lng' },
    });
    for (const exclude of [0, -1]) {
      expect(await refused({ name: 'Bar Pepe', exclude })).toMatchObject({
        message: 'Identificador no válido en exclude: debe ser un entero positivo',
        extensions: { code: 'BAD_USER_INPUT', field: 'exclude' },
      });
    }
    expect(await refused({ name: 'Bar\u0000Pepe' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const wrongType = await api().call(DUPLICATES, { name: 12 }, api().token);
    expect(wrongType.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('follows renames and deletions of places', async () => {
    const db = api().db;
    const [{ idplace }] = await db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ('Pulpería Ézaro') RETURNING idplace`);
    expect((await find({ name: 'pulperia ezaro' })).map((c) => c.idplace)).toEqual([idplace]);
    await db.query(`UPDATE places SET name = 'Taberna Fisterra' WHERE idplace = $1`, [idplace]);
    expect(await find({ name: 'pulperia ezaro' })).toEqual([]);
    expect((await find({ name: 'Taberna de Fisterra' })).map((c) => c.idplace)).toEqual([idplace]);
    await db.query(`UPDATE places SET city = 'Dumbría' WHERE idplace = $1`, [idplace]);
    expect((await find({ name: 'Taberna de Fisterra' }))[0].city).toBe('Dumbría');
    await db.query(`DELETE FROM places WHERE idplace = $1`, [idplace]);
    expect(await find({ name: 'Taberna de Fisterra' })).toEqual([]);
    const keys = await db.query<{ n: number }>(`SELECT n FROM place_name_keys WHERE key IN ('pulperia ezaro', 'taberna fisterra')`);
    expect(keys).toEqual([]);
    const [{ n }] = await db.query<{ n: number }>(`SELECT n FROM place_name_keys WHERE key = 'bar pepe'`);
    expect(Number(n)).toBe(62);
  });

  it('needs a session', async () => {
    const answer = await api().call(DUPLICATES, { name: 'Bar Pepe' }, null);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
