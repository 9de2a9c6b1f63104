/**
 * What the benchmark sends: the places list exactly as the panel's data provider writes it, and the
 * home dashboard's ONE request as the dashboard sends it (every count, the latest 5 places and users).
 */
import { SORTABLE } from '../domain';
import { introspectionFromSdl } from '../server/graphql/introspection';
import { documentFor } from '../src/dataProvider/documents';
import { DASHBOARD_QUERY } from '../src/dataProvider/custom/dashboard';
import { signaturesOfSchema } from '../src/dataProvider/signatures';

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
  /** Group: page, count, dashboard, write (bench/writes.ts), duplicates; extra = measured for the record, outside the targets. */
  kind: 'page' | 'count' | 'dashboard' | 'write' | 'duplicates' | 'extra';
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

export const SORTS = SORTABLE.places;
const STATES = [0, 1, 2, 3];
export const SEARCH = 'coruña';

/** `places`: how many there are, for the last page (the pager's «última» button). */
export function benchCases(places: number): BenchCase[] {
  const page = (name: string, variables: Record<string, unknown>): BenchCase => ({
    kind: 'page',
    name,
    query: PLACES_LIST,
    variables: { items: 15, page: 1, order: 'idplace DESC', ...variables },
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
