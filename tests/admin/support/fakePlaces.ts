/**
 * A fake places API for the list's tests: rows, filters (state, search, new in the last month, a
 * missing translation), pages.
 */
import { fakeGraphQL, type GraphQLCall } from './fakeApi';

export interface FakePlace {
  idplace: number;
  name: string;
  city: string;
  published: number;
  descriptsLen: { lang: string; chars: number; words: number }[];
  /** Created in the last month (what `lastmonths: 1` keeps). */
  recent?: boolean;
}

export function places(n: number): FakePlace[] {
  return Array.from({ length: n }, (_, i) => ({
    idplace: i + 1,
    name: i === 0 ? 'Café A Coruña' : `Sitio ${i + 1}`,
    city: i === 0 ? 'A Coruña' : 'Lugo',
    published: i % 4,
    descriptsLen:
      i === 0
        ? [
            { lang: 'es', chars: 120, words: 20 },
            { lang: 'gl', chars: 90, words: 15 },
          ]
        : [],
  }));
}

const row = (p: FakePlace) => ({
  ...p,
  province: '',
  address: '',
  create_date: p.recent ? '2026-11-20T10:00:00.000Z' : '2026-01-02T10:00:00.000Z',
  update_date: '2026-02-03T10:00:00.000Z',
  plus_code: '8CJF+2X',
  slug: `sitio-${p.idplace}`,
  coverUrl: null,
  numphotos: 0,
  category: [],
});

const missing = (p: FakePlace, lang: string) => {
  const described = p.descriptsLen.filter((l) => l.chars > 0).map((l) => l.lang);
  return described.length > 0 && (lang === 'any' ? described.length < 4 : !described.includes(lang));
};

const SERVER_ERROR = { data: null, errors: [{ message: 'Error interno del servidor', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };

/**
 * A fake API over `rows`: filters by published, search and lastmonths, pages by items/page, counts
 * up to `upto`;
 * mutations answer `mutation()`; while `failing()` is true a list request gets a server error.
 */
export function fakePlacesApi(
  rows: FakePlace[],
  mutation: (call: GraphQLCall) => unknown = () => ({ data: { r0: 1 } }),
  failing: () => boolean = () => false,
) {
  return fakeGraphQL((call) => {
    if (call.query.startsWith('mutation')) return mutation(call);
    if (!call.query.includes('allPlaces')) return { data: null };
    if (failing()) return SERVER_ERROR;
    const v = call.variables as {
      published?: number;
      search?: string;
      items?: number;
      page?: number;
      lastmonths?: number;
      upto?: number;
      missing_translation?: string;
    };
    let list = rows.filter((p) => v.published === undefined || p.published === v.published);
    if (v.search) list = list.filter((p) => p.name.toLowerCase().includes(String(v.search).split(' ')[0]));
    if (v.lastmonths !== undefined) list = list.filter((p) => p.recent);
    // «Falta traducción»: described somewhere, not in the language asked (any: not in all four).
    if (v.missing_translation) list = list.filter((p) => missing(p, v.missing_translation!));
    const items = v.items ?? 15;
    const page = v.page ?? 1;
    // countPlaces(upto): a count that reaches its bound answers the bound ("at least"), as the API may.
    const total = v.upto !== undefined && list.length >= v.upto ? v.upto : list.length;
    return { data: { data: list.slice((page - 1) * items, page * items).map(row), total } };
  });
}

export const lists = (calls: GraphQLCall[]) => calls.filter((c) => c.query.includes('allPlaces'));
export const lastList = (calls: GraphQLCall[]) => lists(calls).at(-1)!.variables;
export const urlFilter = (search: string) => JSON.parse(new URLSearchParams(search).get('filter') ?? '{}');
