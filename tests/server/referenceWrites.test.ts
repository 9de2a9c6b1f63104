/**
 * add / upd / del of the five reference lists: what the grouped list shows afterwards, the
 * validation of every argument (nothing changes on a refusal) and the deletion rule for entries
 * that places use.
 */
import { describeApi, type TestApi } from './helpers/app';

const TEXTS = { textES: 'Terraza', textEN: 'Terrace', textGL: 'Terraza galega', textPT: 'Esplanada' };
const LANG_ORDER = ['en', 'es', 'gl', 'pt'];

const SERVICE = {
  questionES: '¿Tiene rampa?',
  questionEN: 'Has it a ramp?',
  questionGL: 'Ten rampla?',
  questionPT: 'Tem rampa?',
  textES: 'Acceso sin escalones',
  textEN: 'Step-free access',
  textGL: 'Acceso sen chanzos',
  textPT: 'Acesso sem degraus',
  ...Object.fromEntries(['ES', 'EN', 'GL', 'PT'].flatMap((l) => [1, 2, 3, 4, 5].map((n) => [`r${n}${l}`, `${l} nivel ${n}`]))),
  filter: true,
};
const SERVICE_ARGS = Object.keys(SERVICE)
  .map((k) => `$${k}: ${k === 'filter' ? 'Boolean' : 'String'}`)
  .join(', ');
const SERVICE_PASS = Object.keys(SERVICE)
  .map((k) => `${k}: $${k}`)
  .join(', ');
const TEXT_DEFS = '$textES: String, $textEN: String, $textGL: String, $textPT: String';
const TEXT_PASS = 'textES: $textES, textEN: $textEN, textGL: $textGL, textPT: $textPT';

/** The text-only lists: mutation suffix, list query, id field. */
const TEXT_LISTS = [
  { name: 'Subcategory', all: 'allSubcategories', idField: 'idsubcategory', table: 'subcategories' },
  { name: 'Equipment', all: 'allEquipment', idField: 'idequipment', table: 'equipment' },
  { name: 'Allergies', all: 'allAllergies', idField: 'idallergie', table: 'allergies' },
  { name: 'Category', all: 'allCategories', idField: 'idcategory', table: 'categories' },
];

const add = (api: TestApi, name: string, vars: Record<string, unknown>, extraDefs = '', extraPass = '') =>
  api.call(`mutation(${TEXT_DEFS}${extraDefs}) { r: add${name}(${TEXT_PASS}${extraPass}) }`, vars, api.token);
const upd = (api: TestApi, name: string, vars: Record<string, unknown>, extraDefs = '', extraPass = '') =>
  api.call(`mutation($id: Int!, ${TEXT_DEFS}${extraDefs}) { r: upd${name}(id: $id, ${TEXT_PASS}${extraPass}) }`, vars, api.token);
const del = (api: TestApi, name: string, id: number) => api.call(`mutation($id: Int!) { r: del${name}(id: $id) }`, { id }, api.token);
const addService = (api: TestApi, vars: Record<string, unknown>) =>
  api.call(`mutation(${SERVICE_ARGS}) { r: addService(${SERVICE_PASS}) }`, vars, api.token);

async function rowsOf(api: TestApi, all: string, idField: string, id: number, fields = 'text') {
  const { data } = await api.call(`{ rows: ${all}(lang: "all") { ${idField} lang ${fields} } }`, {}, api.token);
  return (data!.rows as Record<string, unknown>[]).filter((r) => r[idField] === id);
}

async function counts(api: TestApi) {
  const [row] = await api.db.query(`SELECT
    (SELECT count(*) FROM categories) c, (SELECT count(*) FROM category_i18n) ci, (SELECT count(*) FROM category_services) cs,
    (SELECT count(*) FROM subcategories) s, (SELECT count(*) FROM services) v, (SELECT count(*) FROM service_i18n) vi,
    (SELECT count(*) FROM equipment) e, (SELECT count(*) FROM equipment_i18n) ei, (SELECT count(*) FROM allergies) a,
    (SELECT string_agg(text, '|' ORDER BY idequipment, lang) FROM equipment_i18n) etexts`);
  return row;
}

describeApi('reference lists: add, upd and del', (api) => {
  for (const list of TEXT_LISTS) {
    it(`${list.name}: add shows the entry in four languages, upd changes it, del removes it`, async () => {
      const added = await add(api(), list.name, TEXTS);
      expect(added.errors).toBeUndefined();
      const id = added.data!.r as number;
      expect(id).toBeGreaterThan(0);
      const rows = await rowsOf(api(), list.all, list.idField, id);
      expect(rows.map((r) => r.lang)).toEqual(LANG_ORDER);
      expect(rows.map((r) => r.text)).toEqual([TEXTS.textEN, TEXTS.textES, TEXTS.textGL, TEXTS.textPT]);

      const changed = await upd(api(), list.name, { id, textES: '  Jardín  ', textEN: 'Garden', textGL: null, textPT: '' });
      expect(changed.data!.r).toBe(id);
      expect((await rowsOf(api(), list.all, list.idField, id)).map((r) => r.text)).toEqual(['Garden', 'Jardín', '', '']);

      const removed = await del(api(), list.name, id);
      expect(removed.data!.r).toBe(true);
      expect(await rowsOf(api(), list.all, list.idField, id)).toEqual([]);
      expect(await api().db.query(`SELECT 1 FROM ${list.table} WHERE ${list.idField} = $1`, [id])).toEqual([]);
    });
  }

  it('Category: services are linked from a comma list, replaced by upd and cleared by an empty list', async () => {
    const s1 = (await addService(api(), SERVICE)).data!.r as number;
    const s2 = (await addService(api(), { ...SERVICE, questionES: '¿Tiene ascensor?' })).data!.r as number;
    const added = await add(
      api(),
      'Category',
      { ...TEXTS, services: ` ${s2}, ${s1},${s1}` },
      ', $services: String',
      ', services: $services',
    );
    const id = added.data!.r as number;
    const services = async () => (await rowsOf(api(), 'allCategories', 'idcategory', id, 'services { idservice }'))[0].services;
    expect(await services()).toEqual([{ idservice: s1 }, { idservice: s2 }]);
    await upd(api(), 'Category', { id, ...TEXTS, services: String(s2) }, ', $services: String', ', services: $services');
    expect(await services()).toEqual([{ idservice: s2 }]);
    await upd(api(), 'Category', { id, ...TEXTS, services: '' }, ', $services: String', ', services: $services');
    expect(await services()).toEqual([]);
  });

  it('Service: question, text, five labels per language and the filter flag round-trip; upd replaces them', async () => {
    const id = (await addService(api(), SERVICE)).data!.r as number;
    const fields = 'question text rating1 rating2 rating3 rating4 rating5 filter';
    const rows = await rowsOf(api(), 'allServices', 'idservice', id, fields);
    expect(rows.map((r) => r.lang)).toEqual(LANG_ORDER);
    expect(rows[1]).toMatchObject({
      question: '¿Tiene rampa?',
      text: 'Acceso sin escalones',
      rating1: 'ES nivel 1',
      rating5: 'ES nivel 5',
      filter: true,
    });
    expect(rows[3]).toMatchObject({ question: 'Tem rampa?', rating3: 'PT nivel 3' });

    const changed = await api().call(
      `mutation($id: Int!, ${SERVICE_ARGS}) { r: updService(id: $id, ${SERVICE_PASS}) }`,
      { ...SERVICE, id, questionES: '¿Rampa?', questionEN: '', r1ES: 'Fatal', filter: null },
      api().token,
    );
    expect(changed.data!.r).toBe(id);
    const after = await rowsOf(api(), 'allServices', 'idservice', id, fields);
    expect(after[1]).toMatchObject({ question: '¿Rampa?', rating1: 'Fatal', filter: false });
    expect(after[0].question).toBe('');
    expect((await del(api(), 'Service', id)).data!.r).toBe(true);
    expect(await rowsOf(api(), 'allServices', 'idservice', id)).toEqual([]);
  });
});

describeApi('reference lists: refused input changes nothing', (api) => {
  let equipmentId = 0;
  beforeAll(async () => {
    equipmentId = (await add(api(), 'Equipment', TEXTS)).data!.r as number;
  });

  const refusals: [
    string,
    () => Promise<{ errors?: { message: string; extensions?: Record<string, unknown> }[] }>,
    string,
    string,
    RegExp,
  ][] = [
    [
      'an empty Spanish text',
      () => add(api(), 'Equipment', { ...TEXTS, textES: '' }),
      'BAD_USER_INPUT',
      'textES',
      /^El texto en español es obligatorio$/,
    ],
    [
      'a blank Spanish text on upd',
      () => upd(api(), 'Equipment', { ...TEXTS, id: equipmentId, textES: '   ' }),
      'BAD_USER_INPUT',
      'textES',
      /obligatorio/,
    ],
    ['a missing Spanish text', () => add(api(), 'Allergies', { textEN: 'Gluten' }), 'BAD_USER_INPUT', 'textES', /obligatorio/],
    [
      'an empty Spanish question',
      () => addService(api(), { ...SERVICE, questionES: ' ' }),
      'BAD_USER_INPUT',
      'questionES',
      /^La pregunta en español es obligatoria$/,
    ],
    [
      'a 10,000-character text',
      () => add(api(), 'Subcategory', { ...TEXTS, textEN: 'x'.repeat(10_000) }),
      'BAD_USER_INPUT',
      'textEN',
      /textEN.*máximo 200 caracteres/,
    ],
    [
      'a 10,000-character upd',
      () => upd(api(), 'Equipment', { ...TEXTS, id: equipmentId, textPT: 'y'.repeat(10_000) }),
      'BAD_USER_INPUT',
      'textPT',
      /máximo 200/,
    ],
    ['a too long rating label', () => addService(api(), { ...SERVICE, r3GL: 'z'.repeat(61) }), 'BAD_USER_INPUT', 'r3GL', /r3GL.*máximo 60/],
    [
      'a NUL character',
      () => add(api(), 'Equipment', { ...TEXTS, textGL: 'a\u0000b' }),
      'BAD_USER_INPUT',
      'textGL',
      /caracteres de control/,
    ],
    [
      'a malformed services list',
      () => add(api(), 'Category', { ...TEXTS, services: '1,2,x' }, ', $services: String', ', services: $services'),
      'BAD_USER_INPUT',
      'services',
      /"x" no es un identificador/,
    ],
    [
      'unknown services',
      () => add(api(), 'Category', { ...TEXTS, services: '999998,999999' }, ', $services: String', ', services: $services'),
      'BAD_USER_INPUT',
      'services',
      /No existen los servicios 999998, 999999/,
    ],
    [
      'an unknown id on upd',
      () => upd(api(), 'Equipment', { ...TEXTS, id: 987654 }),
      'NOT_FOUND',
      'id',
      /El equipamiento 987654 no existe/,
    ],
    ['an unknown id on del', () => del(api(), 'Category', 987654), 'NOT_FOUND', 'id', /La categoría 987654 no existe/],
    ['an unknown service on del', () => del(api(), 'Service', 987654), 'NOT_FOUND', 'id', /El servicio 987654 no existe/],
    ['a negative id', () => del(api(), 'Allergies', -3), 'BAD_USER_INPUT', 'id', /entero positivo/],
  ];

  for (const [label, call, code, field, message] of refusals) {
    it(`refuses ${label} with ${code} on ${field}`, async () => {
      const before = await counts(api());
      const answer = await call();
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code, field });
      expect(answer.errors![0].message).toMatch(message);
      expect(await counts(api())).toEqual(before);
    });
  }
});

describeApi('reference lists: an entry that places use is not deleted', (api) => {
  async function placeWith(table: string, column: string, id: number) {
    const [{ idplace }] = await api().db.query<{ idplace: number }>("INSERT INTO places (name) VALUES ('Casa Pepe') RETURNING idplace");
    await api().db.query(`INSERT INTO ${table} (idplace, ${column}) VALUES ($1, $2)`, [idplace, id]);
  }

  const linked = [
    { name: 'Category', table: 'place_categories', column: 'idcategory', all: 'allCategories' },
    { name: 'Subcategory', table: 'place_subcategories', column: 'idsubcategory', all: 'allSubcategories' },
    { name: 'Equipment', table: 'place_equipment', column: 'idequipment', all: 'allEquipment' },
    { name: 'Allergies', table: 'place_allergies', column: 'idallergie', all: 'allAllergies' },
  ];
  for (const list of linked) {
    it(`${list.name}: refused with CONFLICT naming how many places use it`, async () => {
      const id = (await add(api(), list.name, TEXTS)).data!.r as number;
      await placeWith(list.table, list.column, id);
      const once = await del(api(), list.name, id);
      expect(once.errors?.[0]).toMatchObject({
        message: 'No se puede eliminar: lo usa 1 sitio',
        extensions: { code: 'CONFLICT', field: 'id', places: 1 },
      });
      await placeWith(list.table, list.column, id);
      const twice = await del(api(), list.name, id);
      expect(twice.errors?.[0]).toMatchObject({ message: 'No se puede eliminar: lo usan 2 sitios', extensions: { places: 2 } });
      expect(await rowsOf(api(), list.all, list.column, id)).toHaveLength(4);
      const [{ n }] = await api().db.query<{ n: number }>(`SELECT count(*) AS n FROM ${list.table} WHERE ${list.column} = $1`, [id]);
      expect(Number(n)).toBe(2);
    });
  }

  it('Service: refused while places have answers for it; a service only linked to categories is detached', async () => {
    const used = (await addService(api(), SERVICE)).data!.r as number;
    const [{ idplace }] = await api().db.query<{ idplace: number }>("INSERT INTO places (name) VALUES ('Bar Sol') RETURNING idplace");
    const [{ iduser }] = await api().db.query<{ iduser: number }>('SELECT iduser FROM users LIMIT 1');
    await api().db.query('INSERT INTO service_votes (idplace, idservice, iduser, points) VALUES ($1, $2, $3, 4)', [idplace, used, iduser]);
    const refused = await del(api(), 'Service', used);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'No se puede eliminar: lo usa 1 sitio',
      extensions: { code: 'CONFLICT', places: 1 },
    });
    expect(await rowsOf(api(), 'allServices', 'idservice', used, 'question')).toHaveLength(4);

    const linkedOnly = (await addService(api(), SERVICE)).data!.r as number;
    const category = (
      await add(api(), 'Category', { ...TEXTS, services: `${used},${linkedOnly}` }, ', $services: String', ', services: $services')
    ).data!.r as number;
    expect((await del(api(), 'Service', linkedOnly)).data!.r).toBe(true);
    const rows = await rowsOf(api(), 'allCategories', 'idcategory', category, 'services { idservice }');
    expect(rows[0].services).toEqual([{ idservice: used }]);
  });
});
