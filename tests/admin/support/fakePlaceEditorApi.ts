/**
 * A fake of the API the place editor talks to, for panel tests: the category and subcategory lists
 * (every language), place(idplace), addPlace / updPlace (with the contract's version check:
 * CONFLICT when the version sent is not the stored one), duplicatePlaces, translate and
 * POST /api/upload. Every call is logged; `fail` refuses a root field with a GraphQL error.
 */
type Row = Record<string, unknown>;

export interface EditorCall {
  field: string;
  variables: Record<string, unknown>;
}
export interface UploadCall {
  fields: Record<string, string[]>;
  files: { name: string; field: string }[];
}

const LANGS = ['en', 'es', 'gl', 'pt'];
const grouped = (idField: string, items: [number, string][]) =>
  items.flatMap(([id, es]) =>
    LANGS.map((lang) => ({ [idField]: id, lang, text: lang === 'es' ? es : `${es} (${lang})`, image: null, thumb: null })),
  );

export const CATEGORIES: [number, string][] = [
  [1, 'Restaurante'],
  [2, 'Alojamiento'],
  [3, 'Museo'],
  [4, 'Café / Bar'],
  [5, 'Tienda'],
  [6, 'Parque urbano / rural'],
  [7, 'Parque infantil'],
];
export const SUBCATEGORIES: [number, string][] = [
  [11, 'Vegano'],
  [12, 'Sin gluten'],
];

/** A place as the API reads it (PLACE_FIELDS). */
export function placeRecord(idplace: number, values: Row = {}): Row {
  return {
    idplace,
    name: 'Mesón do Sol',
    slug: 'meson-do-sol',
    hours: [],
    address: 'Rúa Real 1',
    city: 'A Coruña',
    province: 'A Coruña',
    country: 'ES',
    zipcode: '15001',
    lat: 43.3623,
    lng: -8.4115,
    phone: '',
    website: 'meson.example.org',
    facebook: '',
    twitter: '',
    instagram: '',
    youtube: '',
    gmaps_url: '',
    plus_code: '',
    timezone: 'Europe/Madrid',
    buy_url: '',
    buy_price: '',
    buy_img: '',
    notes: 'Llamar antes',
    published: 1,
    points: 4,
    version: 3,
    create_date: '2026-01-02T10:00:00.000Z',
    update_date: '2026-02-03T10:00:00.000Z',
    description: [{ lang: 'es', text: 'Cocina gallega' }],
    menu: [],
    category: [{ idcategory: 1, text: 'Restaurante' }],
    subcategory: [],
    equipment: [],
    allergies: [],
    photos: [],
    pdfs: [],
    videos: [],
    views360: [],
    servicevotes: [],
    coverUrl: null,
    numphotos: 0,
    descriptsLen: [],
    userPlaceRating: null,
    ...values,
  };
}

export function fakePlaceEditorApi({ places = [] as Row[], duplicates = [] as Row[] } = {}) {
  const store = new Map<number, Row>(places.map((p) => [Number(p.idplace), { ...p }]));
  const calls: EditorCall[] = [];
  const uploads: UploadCall[] = [];
  const refusals = new Map<string, { message: string; code: string; field?: string }>();
  const holds = new Map<string, Promise<void>>();
  let nextId = 500;
  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = (message: string, code: string, extensions: Row = {}) =>
    respond({ data: null, errors: [{ message, extensions: { code, ...extensions } }] });

  function graphql(query: string, variables: Record<string, unknown>): Response {
    const field = /\b(?:data|r0|d0):\s*(\w+)/.exec(query)?.[1] ?? /{\s*(\w+)\s*\(/.exec(query)?.[1] ?? '';
    calls.push({ field, variables });
    const refusal = refusals.get(field);
    if (refusal) return error(refusal.message, refusal.code, refusal.field ? { field: refusal.field } : {});
    switch (field) {
      case 'allCategories':
        return respond({ data: { data: grouped('idcategory', CATEGORIES).map((r) => ({ ...r, services: [] })) } });
      case 'allSubcategories':
        return respond({ data: { data: grouped('idsubcategory', SUBCATEGORIES) } });
      case 'place': {
        const place = store.get(Number(variables.idplace));
        return respond({ data: { data: place ?? null } });
      }
      case 'duplicatePlaces':
        return respond({ data: { duplicatePlaces: String(variables.name).length >= 3 ? duplicates : [] } });
      case 'translate':
        return respond({
          data: { translate: (variables.targets as string[]).map((lang) => ({ lang, text: `[${lang}] ${String(variables.text)}` })) },
        });
      case 'addPlace': {
        nextId += 1;
        store.set(nextId, placeRecord(nextId, { ...(variables.place as Row), version: 1 }));
        return respond({ data: { r0: nextId } });
      }
      case 'updPlace': {
        const id = Number(variables.id0);
        const stored = store.get(id);
        if (!stored) return error('No existe el sitio', 'NOT_FOUND', { field: 'idplace' });
        if (variables.version !== undefined && variables.version !== stored.version) {
          return error('El sitio ha cambiado desde que lo abrió', 'CONFLICT', { version: stored.version });
        }
        store.set(id, { ...stored, ...(variables.place as Row), version: Number(stored.version) + 1 });
        return respond({ data: { r0: id } });
      }
      default:
        return respond({ data: null });
    }
  }

  function upload(body: FormData): Response {
    const fields: Record<string, string[]> = {};
    const files: UploadCall['files'] = [];
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
      else files.push({ name: (value as File).name, field: name });
    }
    uploads.push({ fields, files });
    const refusal = refusals.get(`upload:${fields.type?.[0]}`);
    if (refusal) return respond({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }, 400);
    return respond(files.map((f, i) => ({ idmedia: 900 + i, url: `/media/places/${f.name}`, name: f.name })));
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/upload')) {
      await holds.get('upload');
      return upload(init?.body as FormData);
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string; variables?: Record<string, unknown> };
    for (const [field, gate] of holds) if (body.query.includes(`${field}(`)) await gate;
    return graphql(body.query, body.variables ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    store,
    calls,
    uploads,
    /** Refuse a root field ('addPlace') or an upload kind ('upload:foto'). */
    fail: (field: string, message: string, code: string, errorField?: string) => refusals.set(field, { message, code, field: errorField }),
    allow: (field: string) => refusals.delete(field),
    /** Holds the answers of a root field ('addPlace') or of 'upload' until the returned function is called. */
    hold: (field: string) => {
      let release = () => {};
      holds.set(field, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(field);
        release();
      };
    },
    mutations: (field: string) => calls.filter((c) => c.field === field),
  };
}
