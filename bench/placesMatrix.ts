/**
 * The places list in its worst combinations (issue 18): six searches × six orders × two state filters
 * (none, published = 1), and «Falta traducción» with each order; the page of 15 and its count each measured on its own, as the panel sends
 * them (the count bounded at 10,001, src/dataProvider/params.ts countUpto). Targets: page ≤ 25 ms,
 * count ≤ 60 ms p95 on PostgreSQL (bench/report.ts).
 */
import { introspectionFromSdl } from '../server/graphql/introspection';
import { listDocument } from '../src/dataProvider/documents';
import { entryOf } from '../src/dataProvider/operations';
import { countUpto } from '../src/dataProvider/params';
import { signaturesOfSchema } from '../src/dataProvider/signatures';
import type { BenchCase } from './documents';

/** The page alone: `data: allPlaces(...)` with the list's fields. */
const PAGE_ONLY = listDocument('places', entryOf('places'), signaturesOfSchema(introspectionFromSdl().__schema), false);

/** The count alone, bounded as the panel asks it. */
const COUNT_ONLY = `query count($search: String, $published: Int, $missing_translation: String, $upto: Int) {
  total: countPlaces(search: $search, published: $published, missing_translation: $missing_translation, upto: $upto)
}`;

/** Words that match many names, a locality, a two-word name and a single letter (issue 18's list). */
export const MATRIX_SEARCHES = ['coruña', 'restaurante', 'bar', 'museo de', 'santiago', 'a'];
export const MATRIX_ORDERS = ['name', 'name DESC', 'city DESC', 'update_date', 'create_date DESC', 'plus_code DESC'];
const STATES: { label: string; variables: Record<string, unknown> }[] = [
  { label: '', variables: {} },
  { label: 'published = 1', variables: { published: 1 } },
];

/** «Falta traducción» (any, a language most places have, one fewer have), alone and with a locality. */
const MISSING: { label: string; variables: Record<string, unknown> }[] = [
  { label: 'falta traducción: any', variables: { missing_translation: 'any' } },
  { label: 'falta traducción: es', variables: { missing_translation: 'es' } },
  { label: 'falta traducción: pt', variables: { missing_translation: 'pt' } },
  { label: 'falta traducción: en, «coruña»', variables: { missing_translation: 'en', search: 'coruña' } },
];

function missingCases(): BenchCase[] {
  return MISSING.flatMap(({ label, variables }) => [
    ...MATRIX_ORDERS.map((order): BenchCase => ({
      kind: 'page',
      name: `página: ${label}, orden ${order}`,
      query: PAGE_ONLY,
      variables: { items: 15, page: 1, order, ...variables },
    })),
    { kind: 'count', name: `recuento: ${label}`, query: COUNT_ONLY, variables: { upto: countUpto(1, 15), ...variables } },
  ]);
}

export function placesMatrixCases(): BenchCase[] {
  const cases: BenchCase[] = missingCases();
  for (const search of MATRIX_SEARCHES)
    for (const state of STATES) {
      for (const order of MATRIX_ORDERS)
        cases.push({
          kind: 'page',
          name: `página: «${search}», orden ${order}${state.label ? `, ${state.label}` : ''}`,
          query: PAGE_ONLY,
          variables: { items: 15, page: 1, order, search, ...state.variables },
        });
      cases.push({
        kind: 'count',
        name: `recuento: «${search}»${state.label ? `, ${state.label}` : ''}`,
        query: COUNT_ONLY,
        variables: { search, upto: countUpto(1, 15), ...state.variables },
      });
    }
  return cases;
}
