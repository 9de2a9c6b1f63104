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
});
