/**
 * The place editor's conversions (issue 9 contract): a place as read → form values
 * (formValues.ts), form values → PlaceInput / updPlace variables (placeInput.ts), the coordinates
 * text, the step-1 check order, the conflict diff, the upload forms of pending files and the
 * browser draft (files never stored).
 */
import { tabId } from '../../src/wizard/tabId';
import { placeFormValues, emptyPlaceValues } from '../../src/resources/places/editor/formValues';
import { placeFieldOf, toPlaceInput, toPlaceUpdate, type PlaceFormValues } from '../../src/dataProvider/placeInput';
import { mediaForm, pendingUploadsOf, uploadPlaceMedia, type PendingUpload } from '../../src/dataProvider/placeMedia';
import { DATA_STEP_FIELDS } from '../../src/resources/places/editor/stepFields';
import { placeValidators } from '../../src/resources/places/editor/validation/placeValidators';
import { firstProblem } from '../../src/wizard/stepCheck';
import { changedFields, reloadChanged } from '../../src/resources/places/editor/conflict';
import { webAddress } from '../../src/resources/places/editor/WebInput';
import { clearDraft, readDraft, writeDraft } from '../../src/wizard';
import { COUNTRIES, COUNTRY_CHOICES, parseCoordinates } from '../../domain';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi, placeRecord } from './support/fakePlaceEditorApi';

/** A pending upload whose file is on this computer (not a maps photo still to fetch). */
const local = (upload: PendingUpload) => {
  if (!(upload.file instanceof File)) throw new Error('expected a local file');
  return { ...upload, file: upload.file };
};

const record = (values: Record<string, unknown> = {}) => ({ id: 12, ...placeRecord(12, values) });

test('a place as read becomes the form values every step edits', () => {
  const values = placeFormValues(
    record({
      description: [
        { lang: 'es', text: 'Cocina gallega' },
        { lang: 'gl', text: 'Cociña galega' },
      ],
      category: [{ idcategory: 1, text: 'Restaurante' }],
      subcategory: [{ idsubcategory: 11, text: 'Vegano' }],
      equipment: [{ idequipment: 3, text: 'Rampa' }],
      allergies: [{ idallergie: 2, text: 'Gluten' }],
      servicevotes: [{ idservice: 5, exists: true, points: 4 }],
      photos: [{ idmedia: 70, url: '/media/a.webp', cover: true, attrib: 'Foto: Ana' }],
      videos: [{ idmedia: 71, url: 'https://youtu.be/x', name: 'Visita' }],
      pdfs: [{ idmedia: 72, url: '/media/carta.pdf', name: 'Carta' }],
      views360: [{ idmedia: 73, url: '/media/v.webp' }],
      hours: [{ alwaysOpen: true }],
    }),
  );
  expect(values).toMatchObject({
    id: 12,
    idplace: 12,
    version: 3,
    name: 'Mesón do Sol',
    coordinates: '(43.3623, -8.4115)',
    country: 'ES',
    description: { en: '', es: 'Cocina gallega', gl: 'Cociña galega', pt: '' },
    menu: { en: '', es: '', gl: '', pt: '' },
    categories: [1],
    subcategories: [11],
    equipment: [3],
    allergies: [2],
    services: [{ id: 5, points: 4 }],
    photos: [{ id: 70, url: '/media/a.webp', attrib: 'Foto: Ana', cover: true, selected: true }],
    videos: [{ id: 71, url: 'https://youtu.be/x', name: 'Visita' }],
    pdfs: [{ idmedia: 72, url: '/media/carta.pdf', name: 'Carta' }],
    views360: [{ idmedia: 73, url: '/media/v.webp' }],
    photoFiles: [],
    pdfFiles: [],
    view360Files: [],
    remove_files: [],
  });
  expect(values.hours.alwaysOpen).toBe(true);
  expect(placeFormValues(record({ lat: null, lng: null })).coordinates).toBe('');
});

test('a new place starts published, in Spain, with no hours (every day closed in the editor, sent as [])', () => {
  const values = emptyPlaceValues();
  expect(values).toMatchObject({ published: 1, points: 0, country: 'ES', name: '', categories: [] });
  expect(toPlaceInput(values).hours).toEqual([]);
});

test('form values become the PlaceInput of the contract', () => {
  const values: PlaceFormValues = {
    ...placeFormValues(record()),
    name: '  Mesón do Sol  ',
    country: '',
    coordinates: '(42.88, -8.54)',
    description: { es: 'Hola', en: 'Hello', gl: '', pt: '' },
    categories: [1, 1, 4],
    services: [
      { id: 5, points: 9 },
      { id: 6, points: 0 },
    ],
    photos: [
      { id: 70, url: '/media/a.webp', attrib: 'A', cover: false, selected: true },
      { id: 74, url: '/media/b.webp', attrib: '', cover: false, selected: false },
      { url: ' https://img.example.org/c.jpg ', attrib: 'Foto: C', cover: false, selected: true },
    ],
    videos: [{ url: 'https://youtu.be/y', name: ' Tour ' }],
    remove_files: [72],
    hours: { alwaysOpen: false, seasonOpen: true, days: [] },
    published: 3,
  };
  const input = toPlaceInput(values);
  expect(input).toMatchObject({
    name: 'Mesón do Sol',
    country: 'ES',
    lat: 42.88,
    lng: -8.54,
    descriptionES: 'Hola',
    descriptionEN: 'Hello',
    descriptionGL: '',
    menuES: '',
    categories: [1, 4],
    services: [
      { id: 5, points: 5 },
      { id: 6, points: 0 },
    ],
    photos: [
      { id: 70, attrib: 'A', cover: true },
      { url: 'https://img.example.org/c.jpg', attrib: 'Foto: C', cover: false },
    ],
    videos: [{ url: 'https://youtu.be/y', name: 'Tour' }],
    hours: [{ seasonOpen: true }],
    published: 3,
  });
  for (const key of ['photoFiles', 'pdfFiles', 'view360Files', 'remove_files', 'version', 'coordinates', 'id', 'iduser']) {
    expect(input).not.toHaveProperty(key);
  }
  // the deselected existing photo is removed with the PDF the admin removed; the version read goes along
  expect(toPlaceUpdate(values)).toMatchObject({ remove_files: [72, 74], version: 3 });
  expect(toPlaceUpdate({ ...values, remove_files: [], photos: [] })).not.toHaveProperty('remove_files');
});

test('a refused PlaceInput field shows under its input', () => {
  expect(placeFieldOf('name')).toBe('name');
  expect(placeFieldOf('descriptionGL')).toBe('description.gl');
  expect(placeFieldOf('lat')).toBe('coordinates');
  expect(placeFieldOf('place.categories')).toBe('categories');
});

test.each([
  ['(43.3623, -8.4115)', { lat: 43.3623, lng: -8.4115 }],
  ['43.36,-8.41', { lat: 43.36, lng: -8.41 }],
  ['( -90 , 180 )', { lat: -90, lng: 180 }],
  ['', null],
  ['(43.36; -8.41)', { lat: 43.36, lng: -8.41 }],
  ['(43.36 -8.41)', { error: 'format' }],
  ['cerca del puerto', { error: 'format' }],
  ['(1e3, 2)', { error: 'format' }],
  ['(90.0001, 0)', { error: 'range' }],
  ['(0, -180.5)', { error: 'range' }],
  [`(${'9'.repeat(400)}, 1)`, { error: 'format' }],
])('coordinates %j read as %j', (text, expected) => {
  expect(parseCoordinates(text)).toEqual(expected);
});

test('leaving step 1 checks category, then name, then address (edit: then the coordinates)', () => {
  // the messages' keys (an identity translate): the step's fields under their validators, in order
  const checkData = (values: Record<string, unknown>) =>
    firstProblem(
      DATA_STEP_FIELDS,
      placeValidators((key) => key),
      values,
    );
  const full = { categories: [1], name: 'Sol', address: 'Rúa 1', coordinates: '(1, 2)' };
  expect(checkData({})?.message).toBe('app.place_editor.check.category');
  expect(checkData({ categories: [1] })?.message).toBe('app.place_editor.check.name');
  expect(checkData({ categories: [1], name: '   ' })?.message).toBe('app.place_editor.check.name');
  expect(checkData({ categories: [1], name: 'Sol' })).toEqual({ message: 'app.place_editor.check.address', field: 'address' });
  expect(checkData({ ...full, coordinates: undefined })).toBeNull(); // adding: no coordinates field
  expect(checkData({ ...full, coordinates: '' })?.message).toBe('app.place_editor.check.coordinates_required');
  expect(checkData({ ...full, coordinates: '(91, 0)' })?.message).toBe('app.place_editor.check.coordinates_range');
  expect(checkData(full)).toBeNull();
});

test('a conflict lists the fields changed on the server; Recargar takes only those', () => {
  const opened = placeFormValues(record({ categories: [] }));
  const server = placeFormValues(record({ city: 'Ourense', version: 4, category: [{ idcategory: 1 }] }));
  expect(changedFields(opened, server)).toEqual(['city']);
  const mine = { ...opened, notes: 'Cambiado', city: 'Lugo' };
  expect(reloadChanged(mine, server, ['city'])).toMatchObject({ city: 'Ourense', notes: 'Cambiado', version: 4 });
  // the hours read back with their keys in another order are the same hours
  const closed = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((day) => ({
    all24: false,
    hours: [],
    day,
  }));
  expect(changedFields(opened, placeFormValues(record({ categories: [], hours: closed })))).toEqual([]);
  // list order does not matter for id lists
  expect(changedFields({ ...opened, categories: [1, 4] }, { ...opened, categories: [4, 1] })).toEqual([]);
});

test('pending files go one per request as the contract says: pdf[] + pdftitle[], foto[] + attrib[], view360[], with idplace and type', () => {
  const file = (name: string) => ({ rawFile: new File(['x'], name) });
  const values = {
    pdfFiles: [{ ...file('carta.pdf'), title: ' Carta ' }],
    photoFiles: [{ ...file('a.jpg'), attrib: 'Foto: Ana' }, file('b.jpg')],
    view360Files: [file('giro.jpg')],
  } as Partial<PlaceFormValues>;
  const pending = pendingUploadsOf(values);
  expect(pending.map((p) => [p.type, p.name])).toEqual([
    ['pdf', 'carta.pdf'],
    ['foto', 'a.jpg'],
    ['foto', 'b.jpg'],
    ['view360', 'giro.jpg'],
  ]);
  expect(mediaForm(local(pending[0]), 9)).toEqual({
    fields: { type: 'pdf', idplace: 9, 'pdftitle[]': ['Carta'] },
    files: { 'pdf[]': [values.pdfFiles![0].rawFile] },
  });
  expect(mediaForm(local(pending[1]), 9).fields).toEqual({ type: 'foto', idplace: 9, 'attrib[]': ['Foto: Ana'] });
  expect(mediaForm(local(pending[2]), 9).fields).toEqual({ type: 'foto', idplace: 9, 'attrib[]': [''] });
  expect(mediaForm(local(pending[3]), 9)).toEqual({
    fields: { type: 'view360', idplace: 9 },
    files: { 'view360[]': [values.view360Files![0].rawFile] },
  });
  expect(pendingUploadsOf({ photoFiles: [{ src: 'blob:x' }] } as never)).toEqual([]); // a restored draft's dead file
});

test('after the save the files go up in the order of part 1 §4: PDFs, then photos, then 360º views, each kind announced in turn', async () => {
  storeSession();
  const api = fakePlaceEditorApi();
  const file = (name: string) => ({ rawFile: new File(['x'], name) });
  // Chosen in another order on screen: views first, then photos, then PDFs.
  const values = {
    view360Files: [file('giro.jpg')],
    photoFiles: [{ ...file('a.jpg'), attrib: 'Ana' }, file('b.jpg')],
    pdfFiles: [
      { ...file('carta.pdf'), title: 'Carta' },
      { ...file('vinos.pdf'), title: 'Vinos' },
    ],
  } as Partial<PlaceFormValues>;
  const said: string[] = [];
  const stored = await uploadPlaceMedia(501, pendingUploadsOf(values), (kind, state) => said.push(`${kind} ${state}`));
  expect(stored).toBe(true);
  expect(api.uploads.map((u) => [u.fields.type[0], u.fields.idplace[0], u.files.map((f) => f.name).join()])).toEqual([
    ['pdf', '501', 'carta.pdf'],
    ['pdf', '501', 'vinos.pdf'],
    ['foto', '501', 'a.jpg'],
    ['foto', '501', 'b.jpg'],
    ['view360', '501', 'giro.jpg'],
  ]);
  expect(said).toEqual(['pdf working', 'pdf ok', 'foto working', 'foto ok', 'view360 working', 'view360 ok']);
});

test('the draft keeps values and step but never files, and says it had some', () => {
  const values = { name: 'Sol', photoFiles: [{ rawFile: new File(['x'], 'a.jpg') }], pdfFiles: [] };
  writeDraft('places:create', values, { step: 2, fileFields: ['photoFiles', 'pdfFiles'] });
  expect(readDraft('places:create')).toMatchObject({ values: { name: 'Sol', photoFiles: [], pdfFiles: [] }, step: 2, hadFiles: true });
  writeDraft('places:create', { ...values, photoFiles: [] }, { step: 3, fileFields: ['photoFiles'] });
  expect(readDraft('places:create')?.hadFiles).toBe(true);
  clearDraft('places:create');
  expect(readDraft('places:create')).toBeNull();
  localStorage.setItem(`draft:places:create:${tabId()}`, '{not json'); // this tab's key
  expect(readDraft('places:create')).toBeNull();
});

test("'Abrir web' opens http(s) only", () => {
  expect(webAddress('example.org/a')).toBe('https://example.org/a');
  expect(webAddress('http://example.org')).toBe('http://example.org');
  expect(webAddress(' ')).toBeNull();
  expect(webAddress('javascript:alert(1)')).toBeNull();
  expect(webAddress('data:text/html,x')).toBeNull();
  expect(webAddress('JaVaScRiPt:x')).toBeNull();
});

test.each([
  ['x.es:8080/a', 'https://x.es:8080/a'],
  ['www.x.es', 'https://www.x.es'],
  ['HTTPS://x.es', 'HTTPS://x.es'],
  ['javascript:1/alert(document.domain)', null],
  ['data:1/x', null],
  ['java\tscript:alert(1)', null],
  ['\u0001javascript:alert(1)', null],
  ['//evil.example.org', null],
  [42, null],
])("'Abrir web' for %j opens %j (never an address relative to the panel)", (value, href) => {
  expect(webAddress(value)).toBe(href);
});

/** The step-1 link fields (the ticket links, http(s) only, have their own check). */
const LINKS = ['website', 'gmaps_url', 'facebook', 'instagram', 'twitter', 'youtube'];

test.each([
  ['javascript:1/alert(1)', 'app.place_editor.check.link_scheme'],
  ['javascript:1/alert(document.domain)', 'app.place_editor.check.link_scheme'],
  ['data:1/x', 'app.place_editor.check.link_scheme'],
  ['vbscript:1/x', 'app.place_editor.check.link_scheme'],
  ['JaVaScRiPt:alert(1)', 'app.place_editor.check.link_scheme'],
  ['java\tscript:alert(1)', 'app.place_editor.check.link_scheme'],
  ['\u0001javascript:alert(1)', 'app.place_editor.check.link_scheme'],
  ['//evil.example.org', 'app.place_editor.check.link_scheme'],
  ['https://x.es/a b', 'app.place_editor.check.link_spaces'],
  ['https://x.es', undefined],
  ['www.x.es', undefined],
  ['x.es:8080/a', undefined],
])('the link validator of every step-1 link field answers %j with %j', (value, message) => {
  const validators = placeValidators((key) => key);
  for (const field of LINKS) {
    const problems = validators[field].map((check) => check(value, {}, { source: field })).filter(Boolean);
    expect(problems, field).toEqual(message ? [{ message, args: { field: `resources.places.fields.${field}` } }] : []);
  }
});

test.each(['javascript:1/alert(1)', 'www.x.es', 'x.es:8080/a'])('the ticket links take only a full http(s) URL: %j is refused', (value) => {
  const validators = placeValidators((key) => key);
  for (const field of ['buy_url', 'buy_img']) {
    const problems = validators[field].map((check) => check(value, {}, { source: field })).filter(Boolean);
    expect(problems, field).toEqual([{ message: 'app.placeServices.error.url', args: { field: `resources.places.fields.${field}` } }]);
  }
});

test('about 250 countries with Spanish names, Spain among them', () => {
  expect(Object.keys(COUNTRIES).length).toBe(249);
  expect(COUNTRIES.ES).toBe('España');
  expect(COUNTRIES.PT).toBe('Portugal');
  expect(COUNTRY_CHOICES.every((c) => /^[A-Z]{2}$/.test(c.id))).toBe(true);
});

it('maps photos are not sent as URLs but uploaded after the save, fetched first; the cover among them goes with cover=1', () => {
  const values = {
    ...emptyPlaceValues(),
    photos: [
      { id: 4, url: '/media/a.webp', attrib: '', cover: true, selected: true },
      {
        url: '/fake-maps/fogar-1.jpg',
        attrib: 'Ana Pérez / Google Maps',
        cover: false,
        selected: true,
        maps: 'photo',
        mapsName: 'Foto del mapa 1',
      },
      {
        url: '/fake-maps/street-90.jpg',
        attrib: 'Google Street View',
        cover: false,
        selected: false,
        maps: 'streetview',
        mapsName: 'Street View 90°',
      },
      { url: 'https://fotos.example.com/b.jpg', attrib: 'B', cover: false, selected: true },
    ],
  } as PlaceFormValues;
  // The saved photo stays the cover; the chosen maps photo is uploaded, the unchosen street view is not.
  expect(toPlaceInput(values).photos).toEqual([
    { id: 4, attrib: '', cover: true },
    { url: 'https://fotos.example.com/b.jpg', attrib: 'B', cover: false },
  ]);
  expect(pendingUploadsOf(values)).toEqual([
    { type: 'foto', file: { url: '/fake-maps/fogar-1.jpg' }, name: 'Foto del mapa 1', text: 'Ana Pérez / Google Maps', cover: false },
  ]);

  // The maps photo as cover: no sent photo is the cover, and its upload asks to be.
  const mapsCover = { ...values, photos: values.photos.map((p, i) => ({ ...p, cover: i === 1 })) };
  expect((toPlaceInput(mapsCover).photos as { cover: boolean }[]).map((p) => p.cover)).toEqual([false, false]);
  const [upload] = pendingUploadsOf(mapsCover);
  expect(upload.cover).toBe(true);
  const file = new File(['x'], 'Foto del mapa 1.jpg', { type: 'image/jpeg' });
  expect(mediaForm({ ...upload, file }, 9).fields).toEqual({ type: 'foto', idplace: 9, cover: 1, 'attrib[]': ['Ana Pérez / Google Maps'] });
});
