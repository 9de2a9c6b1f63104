/**
 * What the community benchmark sends (issue 17): the lists of reviews, users and suggestions exactly
 * as the panel's data provider writes them (`data: allX` + `total: countX`, 25 per page), over the
 * matrix search (none, a common, a rare and a missing word) × every sortable column both ways
 * (domain SORTABLE) × each list's filters, their last pages, and a user's activity view (getOne of
 * users and a later page of their reviews) for the user with 10,000 reviews.
 */
import { PAGE_SIZE, SORTABLE, type SortableResource } from '../domain';
import { introspectionFromSdl } from '../server/graphql/introspection';
import { documentFor } from '../src/dataProvider/documents';
import { userActivityQuery } from '../src/dataProvider/custom/userActivity';
import { signaturesOfSchema } from '../src/dataProvider/signatures';
import { COMMUNITY_WORDS, type CommunityRows, type CommunityTable } from './community';
import { withUpto, type BenchCase } from './documents';

const signatures = signaturesOfSchema(introspectionFromSdl().__schema);
const LISTS = {
  reviews: { label: 'reseñas', query: documentFor('reviews', 'getList', signatures) },
  users: { label: 'usuarios', query: documentFor('users', 'getList', signatures) },
  suggestions: { label: 'sugerencias', query: documentFor('suggestions', 'getList', signatures) },
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
    for (const search of searches)
      for (const order of sorts) {
        const name = [search ? `«${search}»` : '', filter.label, `orden ${order}`].filter(Boolean).join(', ');
        cases.push({
          kind: 'community',
          name: `${list.label}: ${name}`,
          query: list.query,
          variables: withUpto({ items, page: 1, order, ...(search ? { search } : {}), ...filter.variables }),
        });
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
