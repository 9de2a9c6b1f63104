/**
 * What the community benchmark sends (issue 17): the lists of reviews, users and suggestions as the
 * panel's data provider writes them (25 per page), over the matrix search (none, a common, a rare and
 * a missing word) × every sortable column both ways (domain SORTABLE) × each list's filters — the
 * page (`data: allX`) and its count (`total: countX`, bounded as the panel asks it) timed apart, as
 * issue 18's matrix states them (page ≤ 25 ms, count ≤ 60 ms) —, their last pages (page and count in
 * one request, as the pager sends them), and a user's activity view (getOne of users and a later
 * page of their reviews) for the user with 10,000 reviews.
 */
import { PAGE_SIZE, SORTABLE, type SortableResource } from '../domain';
import { introspectionFromSdl } from '../server/graphql/introspection';
import { countDocument, documentFor, listDocument } from '../src/dataProvider/documents';
import { entryOf } from '../src/dataProvider/operations';
import { userActivityQuery } from '../src/dataProvider/custom/userActivity';
import { countUpto } from '../src/dataProvider/params';
import { signaturesOfSchema } from '../src/dataProvider/signatures';
import { COMMUNITY_WORDS, type CommunityRows, type CommunityTable } from './community';
import { withUpto, type BenchCase } from './documents';

const signatures = signaturesOfSchema(introspectionFromSdl().__schema);
const list = (resource: CommunityTable, label: string) => ({
  label,
  query: documentFor(resource, 'getList', signatures),
  page: listDocument(resource, entryOf(resource), signatures, false),
  count: countDocument(resource, entryOf(resource), signatures),
});
const LISTS = {
  reviews: list('reviews', 'reseñas'),
  users: list('users', 'usuarios'),
  suggestions: list('suggestions', 'sugerencias'),
} as const;
/** The activity view as the panel's users show asks it: the user, the counts and the first page of each list. */
export const USER_ACTIVITY = documentFor('users', 'getOne', signatures);

interface Filter {
  label: string;
  variables: Record<string, unknown>;
}

function filtersOf(table: CommunityTable, rows: CommunityRows): Filter[] {
  const none = { label: '', variables: {} };
  if (table === 'users') return [none, { label: 'últimos 6 meses', variables: { lastmonths: 6 } }];
  if (table === 'suggestions') return [none, { label: 'abiertas', variables: { status: 0 } }];
  return [
    none,
    { label: 'publicadas', variables: { published: true } },
    { label: 'ocultas', variables: { published: false } },
    {
      label: `sitio ${rows.heavyPlace} (${rows.heavyPlaceReviews.toLocaleString('es-ES')} reseñas)`,
      variables: { idplace: rows.heavyPlace },
    },
    {
      label: `usuario ${rows.heavyUser} (${rows.heavyUserReviews.toLocaleString('es-ES')} reseñas)`,
      variables: { iduser: rows.heavyUser },
    },
  ];
}

/** Every cell of one list, and its last page in the default order. */
function listCases(table: CommunityTable, rows: CommunityRows): BenchCase[] {
  const list = LISTS[table];
  const words = COMMUNITY_WORDS[table];
  const items = PAGE_SIZE[table as SortableResource & CommunityTable];
  const searches: (string | null)[] = [null, words.common, words.rare, words.none];
  const sorts = (SORTABLE[table] as readonly string[]).flatMap((s) => [s, `${s} DESC`]);
  const cases: BenchCase[] = [];
  for (const filter of filtersOf(table, rows))
    for (const search of searches) {
      const named = (rest: string) => `${list.label}: ${[search ? `«${search}»` : '', filter.label, rest].filter(Boolean).join(', ')}`;
      const variables = { ...(search ? { search } : {}), ...filter.variables };
      for (const order of sorts)
        cases.push({
          kind: 'community',
          name: named(`orden ${order}`),
          query: list.page,
          variables: { items, page: 1, order, ...variables },
        });
      cases.push({ kind: 'count', name: named('recuento'), query: list.count, variables: { upto: countUpto(1, items), ...variables } });
    }
  const last = Math.max(1, Math.ceil(rows[table] / items));
  cases.push({
    kind: 'community',
    name: `${list.label}: última página (${last.toLocaleString('es-ES')})`,
    query: list.query,
    variables: withUpto({ items, page: last }),
  });
  return cases;
}

export function communityCases(rows: CommunityRows): BenchCase[] {
  const heavy = `usuario ${rows.heavyUser} (${rows.heavyUserReviews.toLocaleString('es-ES')} reseñas)`;
  const reviewsPage = (page: number): BenchCase => ({
    kind: 'activity',
    name: `actividad del ${heavy}: reseñas, página ${page}`,
    query: userActivityQuery('reviews'),
    variables: { iduser: rows.heavyUser, items: 10, page },
  });
  return [
    ...(['reviews', 'users', 'suggestions'] as const).flatMap((t) => listCases(t, rows)),
    {
      kind: 'activity',
      name: `actividad del ${heavy}: ficha con recuentos y primeras páginas`,
      query: USER_ACTIVITY,
      variables: { iduser: rows.heavyUser },
    },
    reviewsPage(2),
    reviewsPage(Math.max(1, Math.ceil(rows.heavyUserReviews / 10))),
  ];
}
