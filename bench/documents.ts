/**
 * What the benchmark sends: the places list exactly as the panel's data provider writes it, and the
 * home dashboard's ONE request as the dashboard sends it (every count, the latest 5 places and users).
 */
import { SORTABLE } from '../domain';
import { introspectionFromSdl } from '../server/graphql/introspection';
import { countDocument, documentFor, listDocument } from '../src/dataProvider/documents';
import { entryOf } from '../src/dataProvider/operations';
import { DASHBOARD_QUERY } from '../src/dataProvider/custom/dashboard';
import { signaturesOfSchema } from '../src/dataProvider/signatures';
import { countUpto } from '../src/dataProvider/params';
import { BIG_CHAIN_PLACES, BIG_CHAIN_WORD, BIG_CHAINS, CONTENT_WORDS, type ContentTable } from './content';

/** data: allPlaces(...) + total: countPlaces(...), with the list's fields (operations.ts). */
export const PLACES_LIST = documentFor('places', 'getList', signaturesOfSchema(introspectionFromSdl().__schema));

/** The home dashboard's one request, exactly as the panel sends it (src/dataProvider/custom/dashboard.ts). */
export const DASHBOARD = DASHBOARD_QUERY;

export const COUNT_ONLY = 'query count($search: String, $published: Int) { total: countPlaces(search: $search, published: $published) }';

/** The place editor's duplicate check while the name is typed (issue 9). */
export const DUPLICATES = `query duplicates($name: String!, $lat: Float, $lng: Float) {
  duplicatePlaces(name: $name, lat: $lat, lng: $lng) { idplace name address city }
}`;

export interface BenchCase {
  /**
   * Group: page, count, dashboard, write (bench/writes.ts), duplicates; content = a page of events,
   * CMS pages or chains with its count; community = a page of reviews, users or suggestions with its
   * count (bench/communityCases.ts); activity = a user's activity view; extra = measured for the record, outside the targets.
   */
  kind: 'page' | 'count' | 'dashboard' | 'write' | 'duplicates' | 'content' | 'community' | 'activity' | 'extra';
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A list's variables with the count's bound the panel sends for that page (src/dataProvider/params.ts). */
export const withUpto = (variables: Record<string, unknown>) => ({
  ...variables,
  upto: countUpto(Number(variables.page ?? 1), Number(variables.items ?? 15)),
});

export const SORTS = SORTABLE.places;
const STATES = [0, 1, 2, 3];
export const SEARCH = 'coruña';

/** `places`: how many there are, for the last page (the pager's «última» button). */
export function benchCases(places: number): BenchCase[] {
  const page = (name: string, variables: Record<string, unknown>): BenchCase => ({
    kind: 'page',
    name,
    query: PLACES_LIST,
    variables: withUpto({ items: 15, page: 1, order: 'idplace DESC', ...variables }),
  });
  const count = (name: string, variables: Record<string, unknown>): BenchCase => ({ kind: 'count', name, query: COUNT_ONLY, variables });
  return [
    page('página 1, sin filtro', {}),
    page(`búsqueda «${SEARCH}»`, { search: SEARCH }),
    ...STATES.map((p) => page(`published = ${p}`, { published: p })),
    ...SORTS.flatMap((s) => [page(`orden ${s}`, { order: s }), page(`orden ${s} DESC`, { order: `${s} DESC` })]),
    page('última página, sin filtro', { page: Math.max(1, Math.ceil(places / 15)) }),
    count('recuento, sin filtro', {}),
    count(`recuento «${SEARCH}»`, { search: SEARCH }),
    ...STATES.map((p) => count(`recuento published = ${p}`, { published: p })),
    { kind: 'dashboard', name: 'panel de inicio (una petición)', query: DASHBOARD, variables: {} },
    ...duplicateCases(),
    // Known costly combinations (docs/api.md «Rendimiento»), kept in view.
    { ...page('búsqueda «restaurante» (palabra de muchos nombres)', { search: 'restaurante' }), kind: 'extra' },
    { ...page(`búsqueda «${SEARCH}», orden city DESC`, { search: SEARCH, order: 'city DESC' }), kind: 'extra' },
  ];
}

/** duplicatePlaces as the editor asks while a name is typed: a word, a full name, with the map's position, a generic word with a distinctive one. */
function duplicateCases(): BenchCase[] {
  const coruna = { lat: 43.3623, lng: -8.4115 };
  const dup = (name: string, variables: Record<string, unknown>): BenchCase => ({ kind: 'duplicates', name, query: DUPLICATES, variables });
  return [
    dup('sitios parecidos «Mes»', { name: 'Mes' }),
    dup('sitios parecidos «Mesón O Sol»', { name: 'Mesón O Sol' }),
    dup('sitios parecidos «Mesón O Sol» en A Coruña', { name: 'Mesón O Sol', ...coruna }),
    dup('sitios parecidos «Restaurante» en A Coruña', { name: 'Restaurante', ...coruna }),
    // A generic word and a distinctive one (issue 15: the distinctive one decides).
    dup('sitios parecidos «Restaurante Casa Pepe» en A Coruña', { name: 'Restaurante Casa Pepe', ...coruna }),
  ];
}

/** Events, CMS pages and chains: the panel's documents (lang "all", every field of the list; src/dataProvider/entityRows.ts). */
export const EVENTS_LIST = documentFor('events', 'getList', signaturesOfSchema(introspectionFromSdl().__schema));
export const CMS_LIST = documentFor('cms', 'getList', signaturesOfSchema(introspectionFromSdl().__schema));
export const CHAINS_LIST = documentFor('chains', 'getList', signaturesOfSchema(introspectionFromSdl().__schema));

/** The page alone and the count alone: issue 18's matrix times them apart (page ≤ 25 ms, count ≤ 60 ms). */
const apart = (resource: ContentTable) => {
  const signatures = signaturesOfSchema(introspectionFromSdl().__schema);
  return {
    page: listDocument(resource, entryOf(resource), signatures, false),
    count: countDocument(resource, entryOf(resource), signatures),
  };
};

const CONTENT_LISTS = {
  events: { label: 'eventos', query: EVENTS_LIST, id: 'idevent', name: 'name', ...apart('events') },
  cms: { label: 'páginas CMS', query: CMS_LIST, id: 'idcms', name: 'title', ...apart('cms') },
  chains: { label: 'cadenas', query: CHAINS_LIST, id: 'idchain', name: 'name', ...apart('chains') },
} as const;

/** 25 per page, as the panel asks (domain/entities/content.ts). */
export const CONTENT_PAGE = 25;

/**
 * A list of events, CMS pages or chains, its page and its count timed apart: page 1, a middle and the
 * last page, every sortable field both ways, a common, a rare and a missing word, each with every
 * sortable field both ways; for CMS pages and chains, «Falta traducción» in every order. `rows`: how many there are. Chains add «grupo» (25 chains of 1,000 places), for the record.
 */
export function contentCases(table: ContentTable, rows: number): BenchCase[] {
  const list = CONTENT_LISTS[table];
  const words = CONTENT_WORDS[table];
  const sorts = SORTABLE[table] as readonly string[];
  const page = (name: string, variables: Record<string, unknown>): BenchCase => ({
    kind: 'content',
    name: `${list.label}: ${name}`,
    query: list.page,
    variables: { items: CONTENT_PAGE, page: 1, order: `${list.id} DESC`, ...variables },
  });
  const count = (name: string, search: string | null, filter: Record<string, unknown> = {}): BenchCase => ({
    kind: 'count',
    name: `${list.label}: recuento${name}`,
    query: list.count,
    variables: { upto: countUpto(1, CONTENT_PAGE), ...(search ? { search } : {}), ...filter },
  });
  // «Falta traducción» (pages and chains): every order both ways, and with the common word.
  const missing = (lang: string) => ({ missing_translation: lang });
  const lacking =
    table === 'events'
      ? []
      : [
          ...sorts.flatMap((s) => [
            page(`falta traducción: en, orden ${s}`, { ...missing('en'), order: s }),
            page(`falta traducción: en, orden ${s} DESC`, { ...missing('en'), order: `${s} DESC` }),
          ]),
          page('falta traducción: any', missing('any')),
          page(`falta traducción: en, «${words.common}»`, { ...missing('en'), search: words.common }),
          count(', falta traducción: en', null, missing('en')),
          count(', falta traducción: any', null, missing('any')),
          count(`, falta traducción: en, «${words.common}»`, words.common, missing('en')),
        ];
  const last = Math.max(1, Math.ceil(rows / CONTENT_PAGE));
  return [
    page('página 1', {}),
    page(`página ${Math.ceil(last / 2).toLocaleString('es-ES')} (mitad)`, { page: Math.ceil(last / 2) }),
    page(`última página (${last.toLocaleString('es-ES')})`, { page: last }),
    ...sorts.flatMap((s) => [page(`orden ${s}`, { order: s }), page(`orden ${s} DESC`, { order: `${s} DESC` })]),
    page(`búsqueda «${words.common}» (frecuente)`, { search: words.common }),
    page(`búsqueda «${words.rare}» (rara)`, { search: words.rare }),
    page(`búsqueda «${words.none}» (ninguna)`, { search: words.none }),
    // Each word × every sortable field both ways (issue 18's matrix).
    ...[words.common, words.rare, words.none].flatMap((word) =>
      sorts.flatMap((s) => [
        page(`«${word}», orden ${s}`, { search: word, order: s }),
        page(`«${word}», orden ${s} DESC`, { search: word, order: `${s} DESC` }),
      ]),
    ),
    page(`«${words.common}», página 20`, { search: words.common, page: 20 }),
    count('', null),
    count(` «${words.common}» (frecuente)`, words.common),
    count(` «${words.rare}» (rara)`, words.rare),
    count(` «${words.none}» (ninguna)`, words.none),
    ...lacking,
    ...(table === 'chains'
      ? [
          {
            ...page(`búsqueda «${BIG_CHAIN_WORD}» (${BIG_CHAINS} cadenas de ${BIG_CHAIN_PLACES.toLocaleString('es-ES')} sitios)`, {
              search: BIG_CHAIN_WORD,
            }),
            kind: 'extra' as const,
          },
        ]
      : []),
  ];
}
