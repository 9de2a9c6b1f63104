/**
 * A fake of the API's reference lists for panel tests: `fetch` answers allX(lang: "all") with one
 * row per id and language from an in-memory store, applies addX / updX / delX to it, and takes
 * POST /api/upload (multipart) as the server would. `fail` lets a test refuse one operation with a
 * GraphQL error (or an upload with an HTTP status). Every call is logged in `calls`.
 */
type Item = Record<string, unknown> & { id: number };

const LANGS = ['en', 'es', 'gl', 'pt'];
const RATINGS = [1, 2, 3, 4, 5];

const LISTS: Record<string, { store: string; idField: string; i18n: string[] }> = {
  allCategories: { store: 'categories', idField: 'idcategory', i18n: ['text'] },
  allSubcategories: { store: 'subcategories', idField: 'idsubcategory', i18n: ['text'] },
  allServices: { store: 'services', idField: 'idservice', i18n: ['question', 'text', ...RATINGS.map((n) => `rating${n}`)] },
  allEquipment: { store: 'equipment', idField: 'idequipment', i18n: ['text'] },
  allAllergies: { store: 'allergies', idField: 'idallergie', i18n: ['text'] },
};
const MUTATED: Record<string, string> = {
  Category: 'categories',
  Subcategory: 'subcategories',
  Service: 'services',
  Equipment: 'equipment',
  Allergies: 'allergies',
};
const UPLOADED: Record<string, string> = {
  category: 'categories',
  subcategory: 'subcategories',
  equipment: 'equipment',
  allergie: 'allergies',
};

export type Call =
  | { kind: 'graphql'; field: string; variables: Record<string, unknown> }
  | { kind: 'upload'; fields: Record<string, string>; file: File | null; token: string | undefined };

export interface Refusal {
  status?: number;
  body: unknown;
}

/** A GraphQL error answer: `{ data: null, errors: [{ message, extensions: { code, field } }] }`. */
export const gqlError = (message: string, code: string, field?: string): Refusal => ({
  body: { data: null, errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] },
});

/** A grouped item as the panel sees it: item(3, {text: {es: 'Rampa', en: 'Ramp'}, image: '/media/x.png'}). */
export function item(id: number, values: Record<string, unknown> = {}): Item {
  return { id, image: null, ...values };
}

function rowsOf(list: (typeof LISTS)[string], items: Item[]): Record<string, unknown>[] {
  return items.flatMap((it) =>
    LANGS.map((lang) => {
      // like the server: an image without a thumbnail of its own is its own thumbnail
      const row: Record<string, unknown> = { [list.idField]: it.id, lang, image: it.image ?? null, thumb: it.image ?? null };
      for (const f of list.i18n) row[f] = String((it[f] as Record<string, unknown> | undefined)?.[lang] ?? '');
      if (list.store === 'categories') row.services = ((it.services as number[]) ?? []).map((idservice) => ({ idservice }));
      if (list.store === 'services') row.filter = Boolean(it.filter);
      return row;
    }),
  );
}

/** Server arguments → grouped item fields (textES → text.es, r3GL → rating3.gl, services "1,2" → [1, 2]). */
function itemValues(variables: Record<string, unknown>, item: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variables)) {
    if (/^id\d+$/.test(key)) continue;
    const perLang = /^(\w+?)(EN|ES|GL|PT)$/.exec(key);
    if (perLang) {
      const field = perLang[1].replace(/^r([1-5])$/, 'rating$1');
      out[field] = { ...((item[field] ?? {}) as object), ...((out[field] ?? {}) as object), [perLang[2].toLowerCase()]: value };
    } else if (key === 'services') out.services = String(value).split(',').filter(Boolean).map(Number);
    else out[key] = value;
  }
  return out;
}

export function fakeReferenceApi(initial: Partial<Record<string, Item[]>> = {}) {
  const store: Record<string, Item[]> = { categories: [], subcategories: [], services: [], equipment: [], allergies: [] };
  for (const [name, items] of Object.entries(initial)) store[name] = [...(items ?? [])];
  const calls: Call[] = [];
  const refusals = new Map<string, Refusal>();
  let nextId = 100;

  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function graphql(query: string, variables: Record<string, unknown>): Response {
    const field = /(?:data|r0):\s*(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ kind: 'graphql', field, variables });
    const refusal = refusals.get(field);
    if (refusal) return respond(refusal.body, refusal.status);
    if (LISTS[field]) return respond({ data: { data: rowsOf(LISTS[field], store[LISTS[field].store]) } });
    const mutation = /^(add|upd|del)(\w+)$/.exec(field);
    if (!mutation || !MUTATED[mutation[2]]) return respond({ data: null });
    const items = store[MUTATED[mutation[2]]];
    const id = Number(variables.id0);
    if (mutation[1] === 'add') {
      nextId += 1;
      items.push({ id: nextId, image: null, ...itemValues(variables) });
      return respond({ data: { r0: nextId } });
    }
    const at = items.findIndex((it) => it.id === id);
    if (at < 0) return respond(gqlError('El elemento no existe', 'NOT_FOUND', 'id').body);
    if (mutation[1] === 'upd') items[at] = { ...items[at], ...itemValues(variables, items[at]) };
    else items.splice(at, 1);
    return respond({ data: { r0: mutation[1] === 'upd' ? 1 : true } });
  }

  function upload(body: FormData, token: string | undefined): Response {
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'file') file = value as File;
    }
    calls.push({ kind: 'upload', fields, file, token });
    const refusal = refusals.get('upload');
    if (refusal) return respond(refusal.body, refusal.status ?? 400);
    const target = store[UPLOADED[fields.type]]?.find((it) => it.id === Number(fields.id));
    const url = `/media/reference/${fields.type}/${fields.id}.png`;
    if (target) target.image = url;
    return respond([{ idmedia: 900, url, name: file?.name ?? null }]);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const token = headers.authorization?.replace(/^Bearer /, '');
    if (String(input).endsWith('/api/upload')) return upload(init?.body as FormData, token);
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string; variables?: Record<string, unknown> };
    return graphql(body.query, body.variables ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    store,
    calls,
    /** Refuse the next calls of this root field ('addEquipment', 'delCategory'...) or 'upload'. */
    fail: (field: string, refusal: Refusal) => refusals.set(field, refusal),
    allow: (field: string) => refusals.delete(field),
    mutations: () => calls.filter((c): c is Extract<Call, { kind: 'graphql' }> => c.kind === 'graphql' && /^(add|upd|del)/.test(c.field)),
    uploads: () => calls.filter((c): c is Extract<Call, { kind: 'upload' }> => c.kind === 'upload'),
    reads: (field: string) => calls.filter((c) => c.kind === 'graphql' && c.field === field).length,
  };
}
