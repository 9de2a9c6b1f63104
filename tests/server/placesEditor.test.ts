/** addPlace / updPlace: the round trip of every field, edit semantics, remove_files, rollback and conflicts. */
import { describeApi } from './helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from './helpers/placeEditor';

describeApi('place editor writes', (api) => {
  let refs: Refs;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const read = async (id: number) => (await call(READ, { id })).data!.place;

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it('creates a place with every field and reads each back through place', async () => {
    const hours = [{ alwaysOpen: true }];
    const place = {
      name: 'Mesón "O Sol"',
      address: 'Rúa do Vilar 12',
      city: 'Santiago de Compostela',
      province: 'A Coruña',
      country: 'pt',
      zipcode: '15705',
      phone: '+34 981 000 000',
      website: 'https://meson.example.com/',
      facebook: 'https://www.facebook.com/meson',
      instagram: 'https://www.instagram.com/meson',
      twitter: 'https://twitter.com/meson',
      youtube: 'https://www.youtube.com/@meson',
      gmaps_url: 'https://www.google.com/maps/search/?api=1&query=42.88,-8.54',
      plus_code: '8CJHVFM6+2X',
      timezone: 'Europe/Madrid',
      notes: 'Llamar a "Pepe"\nantes 😀 de ir ♥',
      lat: 42.8805,
      lng: -8.5457,
      hours,
      descriptionES: 'Cocina gallega',
      descriptionEN: 'Galician food',
      descriptionGL: 'Cociña galega',
      descriptionPT: 'Cozinha galega',
      menuES: '<p>Pulpo <strong>á feira</strong></p>',
      menuEN: '<p>Octopus</p>',
      menuGL: '<p>Polbo</p>',
      menuPT: '<p>Polvo</p>',
      categories: refs.categories,
      subcategories: [refs.subcategories[1]],
      equipment: refs.equipment,
      allergies: [refs.allergies[0]],
      photos: [
        { url: 'https://img.example.com/a.jpg', attrib: '<a href="https://x.example.com">X</a>' },
        { url: 'https://img.example.com/b.jpg', attrib: '', cover: true },
      ],
      videos: [{ url: 'https://www.youtube.com/watch?v=abc', name: 'Visita' }],
      services: [
        { id: refs.services[0], points: 4 },
        { id: refs.services[1], points: 0 },
      ],
      buy_url: 'https://tickets.example.com/?t10id=5',
      buy_price: 'desde 10 €',
      buy_img: 'https://tickets.example.com/t.png',
      points: 4,
      published: 3,
      iduser: 999,
    };
    const { data, errors } = await call(ADD, { p: place });
    expect(errors).toBeUndefined();
    const id = data!.addPlace as number;
    expect(id).toBeGreaterThan(0);
    const got = await read(id);
    expect(got).toMatchObject({
      name: 'Mesón "O Sol"',
      slug: 'meson-o-sol',
      address: 'Rúa do Vilar 12',
      city: 'Santiago de Compostela',
      province: 'A Coruña',
      country: 'PT',
      zipcode: '15705',
      phone: '+34 981 000 000',
      website: 'https://meson.example.com/',
      facebook: 'https://www.facebook.com/meson',
      instagram: 'https://www.instagram.com/meson',
      twitter: 'https://twitter.com/meson',
      youtube: 'https://www.youtube.com/@meson',
      gmaps_url: 'https://www.google.com/maps/search/?api=1&query=42.88,-8.54',
      plus_code: '8CJHVFM6+2X',
      timezone: 'Europe/Madrid',
      notes: 'Llamar a "Pepe" antes de ir',
      lat: 42.8805,
      lng: -8.5457,
      hours: [{ alwaysOpen: true }],
      buy_url: 'https://tickets.example.com/?t10id=5',
      buy_price: 'desde 10 €',
      buy_img: 'https://tickets.example.com/t.png',
      points: 4,
      published: 3,
      version: 1,
    });
    expect(got.description).toEqual([
      { lang: 'en', text: 'Galician food' },
      { lang: 'es', text: 'Cocina gallega' },
      { lang: 'gl', text: 'Cociña galega' },
      { lang: 'pt', text: 'Cozinha galega' },
    ]);
    expect(got.menu).toEqual([
      { lang: 'en', text: '<p>Octopus</p>' },
      { lang: 'es', text: '<p>Pulpo <strong>á feira</strong></p>' },
      { lang: 'gl', text: '<p>Polbo</p>' },
      { lang: 'pt', text: '<p>Polvo</p>' },
    ]);
    expect(got.category.map((c: { text: string }) => c.text)).toEqual(['Restaurante', 'Museo']);
    expect(got.subcategory).toEqual([{ idsubcategory: refs.subcategories[1], text: 'Marisco' }]);
    expect(got.equipment.map((e: { text: string }) => e.text)).toEqual(['Trona', 'Cambiador']);
    expect(got.allergies).toEqual([{ idallergie: refs.allergies[0], text: 'Gluten' }]);
    expect(got.photos.map((p: { url: string; cover: boolean; attrib: string }) => [p.url, p.cover, p.attrib])).toEqual([
      ['https://img.example.com/b.jpg', true, ''],
      ['https://img.example.com/a.jpg', false, '<a href="https://x.example.com">X</a>'],
    ]);
    expect(got.coverUrl).toBe('https://img.example.com/b.jpg');
    expect(got.videos.map((v: { url: string; name: string }) => [v.url, v.name])).toEqual([
      ['https://www.youtube.com/watch?v=abc', 'Visita'],
    ]);
    expect(got.servicevotes).toEqual([
      { idservice: refs.services[0], exists: true, points: 4 },
      { idservice: refs.services[1], exists: false, points: 0 },
    ]);
    const [owner] = await api().db.query<{ iduser: number; email: string }>(
      'SELECT u.iduser, u.email FROM places p JOIN users u ON u.iduser = p.iduser WHERE p.idplace = $1',
      [id],
    );
    expect(owner.email).toBe('admin@example.com');
  });

  it('creates with the defaults: published 1, country ES, no hours, no rating', async () => {
    const { data, errors } = await call(ADD, { p: minimal(refs) });
    expect(errors).toBeUndefined();
    const got = await read(data!.addPlace);
    expect(got).toMatchObject({ published: 1, country: 'ES', hours: [], points: 0, lat: null, lng: null, notes: '', version: 1 });
    expect(got.photos).toEqual([]);
    // The default is for a missing state only: a draft asked for (quick add) stays a draft.
    const draft = (await call(ADD, { p: minimal(refs, { published: 0 }) })).data!.addPlace;
    expect((await read(draft)).published).toBe(0);
  });

  it('updPlace bumps the version and replaces what it carries', async () => {
    const id = (await call(ADD, { p: minimal(refs, { allergies: refs.allergies, city: 'Lugo' }) })).data!.addPlace;
    const { data, errors } = await call(UPD, { id, p: minimal(refs, { name: 'Casa Pepa', allergies: [refs.allergies[1]] }), v: 1 });
    expect(errors).toBeUndefined();
    expect(data!.updPlace).toBe(id);
    const got = await read(id);
    expect(got).toMatchObject({ name: 'Casa Pepa', slug: 'casa-pepe', city: 'Lugo', version: 2 });
    expect(got.allergies).toEqual([{ idallergie: refs.allergies[1], text: 'Lactosa' }]);
  });

  it('edit: absent fields keep their value, null and empty clear them, lists present replace their whole set', async () => {
    const full = minimal(refs, {
      city: 'Lugo',
      phone: '982 000 000',
      lat: 43,
      lng: -7.5,
      descriptionES: 'Uno',
      descriptionGL: 'Un',
      menuES: '<p>Menú</p>',
      subcategories: refs.subcategories,
      equipment: refs.equipment,
      services: [{ id: refs.services[0], points: 5 }],
      hours: [{ alwaysOpen: true }],
    });
    const id = (await call(ADD, { p: full })).data!.addPlace;
    const { errors } = await call(UPD, {
      id,
      p: {
        name: 'Casa Pepe',
        address: 'Rúa Real 1',
        categories: [refs.categories[1]],
        phone: null,
        descriptionGL: '',
        lat: null,
        lng: null,
        equipment: [],
        services: [{ id: refs.services[2], points: 2 }],
      },
    });
    expect(errors).toBeUndefined();
    const got = await read(id);
    expect(got).toMatchObject({ city: 'Lugo', phone: '', lat: null, lng: null, hours: [{ alwaysOpen: true }], version: 2 });
    expect(got.description).toEqual([{ lang: 'es', text: 'Uno' }]);
    expect(got.menu).toEqual([{ lang: 'es', text: '<p>Menú</p>' }]);
    expect(got.category.map((c: { idcategory: number }) => c.idcategory)).toEqual([refs.categories[1]]);
    expect(got.subcategory.map((c: { idsubcategory: number }) => c.idsubcategory)).toEqual(refs.subcategories);
    expect(got.equipment).toEqual([]);
    expect(got.servicevotes).toEqual([{ idservice: refs.services[2], exists: true, points: 2 }]);
    const [rows] = await api().db.query<{ n: number }>('SELECT count(*) AS n FROM place_i18n WHERE idplace = $1', [id]);
    expect(Number(rows.n)).toBe(1);
  });

  it("editing the services replaces the staff's answers (any administrator's) and keeps the directory users' votes", async () => {
    const [s0, s1, s2] = refs.services;
    const id = (
      await call(ADD, {
        p: minimal(refs, {
          services: [
            { id: s0, points: 4 },
            { id: s1, points: 2 },
          ],
        }),
      })
    ).data!.addPlace;
    const [{ iduser: colleague }] = await api().db.query<{ iduser: number }>(
      "INSERT INTO users (name, email, staff_role) VALUES ('Colega', 'colega.votos@example.com', 'editor') RETURNING iduser",
    );
    const [{ iduser: visitor }] = await api().db.query<{ iduser: number }>(
      "INSERT INTO users (name, email) VALUES ('Visitante', 'visitante.votos@example.com') RETURNING iduser",
    );
    await api().db.query('INSERT INTO service_votes (idplace, idservice, iduser, points) VALUES ($1, $2, $3, 3)', [id, s2, colleague]);
    await api().db.query('INSERT INTO service_votes (idplace, idservice, iduser, points) VALUES ($1, $2, $3, 5), ($1, $4, $3, 1)', [
      id,
      s0,
      visitor,
      s2,
    ]);
    const votes = async () =>
      (
        await api().db.query<{ who: string; idservice: number; points: number }>(
          `SELECT u.name AS who, v.idservice, v.points FROM service_votes v JOIN users u USING (iduser)
            WHERE v.idplace = $1 ORDER BY u.name, v.idservice`,
          [id],
        )
      ).map((v) => [v.who, v.idservice, v.points]);
    const visitorVotes = [
      ['Visitante', s0, 5],
      ['Visitante', s2, 1],
    ];

    // An edit that does not carry services leaves every vote alone.
    expect((await call(UPD, { id, p: minimal(refs, { city: 'Lugo' }) })).errors).toBeUndefined();
    expect(await votes()).toEqual([['Administrador', s0, 4], ['Administrador', s1, 2], ['Colega', s2, 3], ...visitorVotes]);

    expect((await call(UPD, { id, p: minimal(refs, { services: [{ id: s1, points: 5 }] }) })).errors).toBeUndefined();
    expect(await votes()).toEqual([['Administrador', s1, 5], ...visitorVotes]);
    expect((await read(id)).servicevotes).toEqual([{ idservice: s1, exists: true, points: 5 }]);

    expect((await call(UPD, { id, p: minimal(refs, { services: [] }) })).errors).toBeUndefined();
    expect(await votes()).toEqual(visitorVotes);
    expect((await read(id)).servicevotes).toEqual([]);
  });

  it('notes: line breaks, emoji and symbols removed, quotes kept as typed', async () => {
    const notes = `Dueño: O'Neill, "Pepe"\r\nLlamar 📞 antes ✓\tcierra 👋🏽 a las 20h; precio 5 € (2+1) 🇪🇸 ©`;
    const id = (await call(ADD, { p: minimal(refs, { notes }) })).data!.addPlace;
    expect((await read(id)).notes).toBe(`Dueño: O'Neill, "Pepe" Llamar antes cierra a las 20h; precio 5 € (2+1)`);
  });

  it('the slug comes from the name (accents and symbols out); an all-symbol name gets "sitio"', async () => {
    const a = (await call(ADD, { p: minimal(refs, { name: 'Café A Coruña & Ñandú!' }) })).data!.addPlace;
    expect((await read(a)).slug).toBe('cafe-a-coruna-nandu');
    const b = (await call(ADD, { p: minimal(refs, { name: '☕☕' }) })).data!.addPlace;
    expect((await read(b)).slug).toBe('sitio');
  });

  it('version: a stale version is a CONFLICT carrying the current one, and nothing is written', async () => {
    const id = (await call(ADD, { p: minimal(refs) })).data!.addPlace;
    expect((await call(UPD, { id, p: minimal(refs, { city: 'Vigo' }), v: 1 })).errors).toBeUndefined();
    const before = await read(id);
    expect(before.version).toBe(2);
    const stale = await call(UPD, { id, p: minimal(refs, { name: 'Pisado', allergies: refs.allergies }), v: 1 });
    expect(stale.data).toBeNull();
    expect(stale.errors![0].message).toBe('El sitio ha cambiado desde que lo abrió');
    expect(stale.errors![0].extensions).toMatchObject({ code: 'CONFLICT', version: 2 });
    expect(await read(id)).toEqual(before);
    // Without a version there is no check (legacy callers); the current version passes.
    expect((await call(UPD, { id, p: minimal(refs, { city: 'Ourense' }) })).errors).toBeUndefined();
    expect((await call(UPD, { id, p: minimal(refs, { city: 'Lugo' }), v: 3 })).errors).toBeUndefined();
    expect((await read(id)).version).toBe(4);
  });

  it('version: two saves of the same version at once — one passes, the other is a CONFLICT', async () => {
    const id = (await call(ADD, { p: minimal(refs) })).data!.addPlace;
    const answers = await Promise.all(['Primera', 'Segunda'].map((city) => call(UPD, { id, p: minimal(refs, { city }), v: 1 })));
    const codes = answers.map((a) => a.errors?.[0].extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const place = await read(id);
    expect(place.version).toBe(2);
    const winner = answers.findIndex((a) => !a.errors);
    expect(place.city).toBe(['Primera', 'Segunda'][winner]);
  });

  it('rollback: a missing allergy after valid data leaves no place, no text, no link, no vote, no media', async () => {
    const count = async () =>
      (
        await api().db.query<Record<string, number>>(
          `SELECT (SELECT count(*) FROM places) AS places, (SELECT count(*) FROM place_i18n) AS texts,
                  (SELECT count(*) FROM place_categories) + (SELECT count(*) FROM place_subcategories) + (SELECT count(*) FROM place_equipment) + (SELECT count(*) FROM place_allergies) AS links,
                  (SELECT count(*) FROM service_votes) AS votes, (SELECT count(*) FROM media) AS media`,
        )
      )[0];
    const before = await count();
    const place = minimal(refs, {
      descriptionES: 'Texto',
      menuES: '<p>Menú</p>',
      subcategories: refs.subcategories,
      equipment: refs.equipment,
      services: [{ id: refs.services[0], points: 3 }],
      photos: [{ url: 'https://img.example.com/r.jpg' }],
      videos: [{ url: 'https://vimeo.com/1', name: 'v' }],
      allergies: [refs.allergies[0], 999_999],
    });
    const { data, errors } = await call(ADD, { p: place });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'allergies' });
    expect(errors![0].message).toBe('No existen las alergias 999999 (allergies)');
    expect(await count()).toEqual(before);

    const id = (await call(ADD, { p: minimal(refs, { descriptionES: 'Antes' }) })).data!.addPlace;
    const kept = await read(id);
    const edit = await call(UPD, {
      id,
      p: { ...place, name: 'Después', descriptionES: 'Después', services: [{ id: 999_999, points: 1 }], allergies: [] },
    });
    expect(edit.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'services' });
    expect(await read(id)).toEqual(kept);
  });

  it('rollback: a failure inside the database after the first writes undoes them too', async () => {
    const id = (await call(ADD, { p: minimal(refs, { city: 'Antes' }) })).data!.addPlace;
    const kept = await read(id);
    // An existing video id of another place fails after the place row, texts and links were written.
    const other = (await call(ADD, { p: minimal(refs, { videos: [{ url: 'https://vimeo.com/9', name: 'x' }] }) })).data!.addPlace;
    const [video] = (await read(other)).videos;
    const { errors } = await call(UPD, {
      id,
      p: minimal(refs, {
        city: 'Después',
        descriptionES: 'Nuevo',
        allergies: refs.allergies,
        videos: [{ id: video.idmedia, url: 'https://vimeo.com/10' }],
      }),
    });
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'videos' });
    expect(await read(id)).toEqual(kept);
    expect((await read(other)).videos[0].url).toBe('https://vimeo.com/9');
  });

  it('unknown place: NOT_FOUND on idplace', async () => {
    const { errors } = await call(UPD, { id: 2_000_000_000, p: minimal(refs) });
    expect(errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idplace' });
  });

  const BAD: [string, Record<string, unknown>, string, string][] = [
    ['no category', { categories: [] }, 'categories', 'Debe asignar una categoría'],
    ['no name', { name: '  ' }, 'name', 'Debe asignar un nombre al lugar'],
    ['no address', { address: '' }, 'address', 'Debe asignar una dirección'],
    ['unknown category', { categories: [123456] }, 'categories', 'No existen las categorías 123456 (categories)'],
    ['unknown subcategory', { subcategories: [123456] }, 'subcategories', 'No existen las subcategorías 123456 (subcategories)'],
    ['unknown equipment', { equipment: [123456] }, 'equipment', 'No existen los equipamientos 123456 (equipment)'],
    ['negative id', { allergies: [-1] }, 'allergies', 'Identificador no válido en allergies: debe ser un entero positivo'],
    ['published 4', { published: 4 }, 'published', 'Estado no válido en published: debe ser un entero entre 0 y 3'],
    ['published -1', { published: -1 }, 'published', 'Estado no válido en published: debe ser un entero entre 0 y 3'],
    ['points 6', { points: 6 }, 'points', 'Valoración no válida en points: debe ser un entero entre 1 y 5 (0: sin valorar)'],
    [
      'service points 6',
      { services: [{ id: 1, points: 6 }] },
      'services',
      'Valoración no válida del servicio 1: debe ser un entero entre 0 (No) y 5',
    ],
    [
      'service twice',
      {
        services: [
          { id: 1, points: 1 },
          { id: 1, points: 2 },
        ],
      },
      'services',
      'El servicio 1 aparece dos veces en services',
    ],
    ['latitude 91', { lat: 91, lng: 0 }, 'lat', 'Latitud no válida en lat: debe ser un número entre -90 y 90'],
    ['longitude -181', { lat: 0, lng: -181 }, 'lng', 'Longitud no válida en lng: debe ser un número entre -180 y 180'],
    ['latitude without longitude', { lat: 40 }, 'lng', 'Las coordenadas van juntas: indique lat y lng, o ninguna'],
    ['country of three letters', { country: 'ESP' }, 'country', 'El campo country es demasiado largo (máximo 2 caracteres)'],
    ['country with digits', { country: 'E1' }, 'country', 'País no válido en country: use el código ISO de dos letras (ES, PT, FR...)'],
    ['huge name', { name: 'x'.repeat(201) }, 'name', 'El campo name es demasiado largo (máximo 200 caracteres)'],
    ['huge notes', { notes: 'n'.repeat(5001) }, 'notes', 'El campo notes es demasiado largo (máximo 5000 caracteres)'],
    ['huge menu', { menuPT: 'm'.repeat(200_001) }, 'menuPT', 'El campo menuPT es demasiado largo (máximo 200000 caracteres)'],
    ['control character', { city: 'Lu\u0007go' }, 'city', 'El campo city contiene caracteres de control no admitidos'],
    [
      'NUL byte',
      { address: 'Rúa\u0000' },
      'address',
      'El campo address contiene caracteres de control no admitidos (un carácter nulo, U+0000)',
    ],
    [
      'too many allergies',
      { allergies: Array.from({ length: 201 }, (_, i) => i + 1) },
      'allergies',
      'Demasiados elementos en allergies (máximo 200)',
    ],
    ['website with a space', { website: 'https://a b' }, 'website', 'Dirección web no válida en website: no puede contener espacios'],
    ['photo without url', { photos: [{ attrib: 'x' }] }, 'photos', 'Una foto nueva necesita su dirección (url)'],
    ['a photo twice', { photos: [{ id: 5, cover: true }, { id: 5 }] }, 'photos', 'La foto 5 aparece dos veces en photos'],
    [
      'a video twice',
      {
        videos: [
          { id: 6, url: 'https://vimeo.com/1' },
          { id: 6, url: 'https://vimeo.com/2' },
        ],
      },
      'videos',
      'El vídeo 6 aparece dos veces en videos',
    ],
    [
      'a photo by ftp',
      { photos: [{ url: 'ftp://x.example.com/a.jpg' }] },
      'photos',
      'Dirección web no válida en photos: use una dirección http:// o https://',
    ],
    [
      'a photo address without scheme',
      { photos: [{ url: 'www.example.com/a.jpg' }] },
      'photos',
      'Dirección no válida en photos: debe ser una URL http:// o https://',
    ],
  ];

  it.each(BAD)('refuses %s naming the field, in Spanish, and writes nothing', async (_name, extra, field, message) => {
    const before = (await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n;
    const { data, errors } = await call(ADD, { p: minimal(refs, extra) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errors![0].message).toBe(message);
    expect((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n).toBe(before);
  });

  it('checks the required fields in the order of part 1 §5: category, name, address', async () => {
    const { errors } = await call(ADD, { p: { name: '', address: '', categories: [] } });
    expect(errors![0].message).toBe('Debe asignar una categoría');
    const second = await call(ADD, { p: { name: '', address: '', categories: [refs.categories[0]] } });
    expect(second.errors![0].message).toBe('Debe asignar un nombre al lugar');
  });

  it('wrong types are refused by the schema, naming the variable', async () => {
    for (const p of [
      minimal(refs, { published: '1' }),
      minimal(refs, { categories: 'uno' }),
      minimal(refs, { lat: 'norte', lng: 1 }),
      { name: 'x' },
    ]) {
      const { errors } = await call(ADD, { p });
      expect(errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
