/**
 * The reviews list's outside boundary in tests: three reviews (two places, two users) behind a fake
 * GraphQL API that filters them as the server does (published, idplace, iduser), saves updReview
 * and delReview (aliased r0, r1... one per id) into `rows`, and answers the place and user pickers.
 */
import { screen } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './fakeApi';
import { renderApp } from './renderApp';

export interface Row {
  idreview: number;
  idplace: number;
  place: string;
  iduser: number;
  user: string;
  text: string;
  published: boolean;
  date: string;
}

const LONG = 'Muy buena atención y un menú sin gluten bien señalado; '.repeat(4).trim();

export const ROWS: Row[] = [
  {
    idreview: 7,
    idplace: 4,
    place: 'Café Ñandú',
    iduser: 9,
    user: 'Begoña Iglesias',
    text: 'Camarero maleducado',
    published: true,
    date: '2026-11-20T10:00:00.000Z',
  },
  {
    idreview: 6,
    idplace: 5,
    place: 'Museo do Mar',
    iduser: 10,
    user: 'Xoán Pérez',
    text: LONG,
    published: false,
    date: '2026-11-18T09:00:00.000Z',
  },
  {
    idreview: 5,
    idplace: 5,
    place: 'Museo do Mar',
    iduser: 9,
    user: 'Begoña Iglesias',
    text: 'Rampa cómoda',
    published: true,
    date: '2026-11-17T09:00:00.000Z',
  },
];

export const PLACES = [
  { idplace: 4, name: 'Café Ñandú' },
  { idplace: 5, name: 'Museo do Mar' },
];
export const USERS = [
  { iduser: 9, name: 'Begoña Iglesias', email: 'bego@example.com' },
  { iduser: 10, name: 'Xoán Pérez', email: 'xoan@correo.gal' },
];

/** A picker's list (search: every row whose name has the text) or its getMany (d0: allX(ids: $ids0)). */
function pickerAnswer<T extends { name: string }>(call: GraphQLCall, all: T[], id: keyof T) {
  const { search, ids0 } = call.variables as { search?: string; ids0?: number[] };
  if (ids0) return { data: { d0: all.filter((row) => ids0.includes(row[id] as number)) } };
  const found = all.filter((row) => !search || row.name.toLowerCase().includes(search.toLowerCase()));
  return { data: { data: found, total: found.length } };
}

/** Each aliased write (r0: $id0, r1: $id1...) with the shared `review` payload. */
export const writes = (call: GraphQLCall) =>
  Object.keys(call.variables)
    .filter((key) => /^id\d+$/.test(key))
    .map((key) => ({ id: call.variables[key] as number, review: call.variables.review as Partial<Row> }));

export function fakeReviewsApi(extra: (call: GraphQLCall) => unknown = () => undefined) {
  const rows = ROWS.map((row) => ({ ...row }));
  const api = fakeGraphQL(async (call) => {
    const answer = await extra(call);
    if (answer !== undefined) return answer;
    if (call.query.includes('allReviews')) {
      const { published, idplace, iduser } = call.variables as { published?: boolean; idplace?: number; iduser?: number };
      const found = rows.filter(
        (row) =>
          (published === undefined || row.published === published) &&
          (idplace === undefined || row.idplace === idplace) &&
          (iduser === undefined || row.iduser === iduser),
      );
      return { data: { data: found, total: found.length } };
    }
    if (call.query.includes('allPlaces')) return pickerAnswer(call, PLACES, 'idplace');
    if (call.query.includes('allUsers')) return pickerAnswer(call, USERS, 'iduser');
    if (call.query.includes('updReview')) {
      const data: Record<string, number> = {};
      writes(call).forEach(({ id, review }, i) => {
        Object.assign(
          rows.find((r) => r.idreview === id)!,
          review,
        );
        data[`r${i}`] = id;
      });
      return { data };
    }
    if (call.query.includes('delReview')) {
      const data: Record<string, boolean> = {};
      writes(call).forEach(({ id }, i) => {
        rows.splice(
          rows.findIndex((r) => r.idreview === id),
          1,
        );
        data[`r${i}`] = true;
      });
      return { data };
    }
    return { data: null };
  });
  return { ...api, rows };
}

export const listCalls = (calls: GraphQLCall[]) => calls.filter((call) => call.query.includes('allReviews'));

export async function openList() {
  storeSession();
  renderApp('/reviews');
  await screen.findByRole('heading', { level: 1, name: 'Reseñas' });
  // The first test also loads the data provider's chunk and the list's code.
  await screen.findByText('Camarero maleducado', {}, { timeout: 40_000 });
  return screen.getByRole('table');
}
