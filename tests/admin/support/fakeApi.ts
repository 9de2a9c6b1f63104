/**
 * The panel's outside boundary in tests: a fake `fetch` answering POST /graphql with GraphQL JSON.
 * `answer` gets the operation (query text, variables, bearer token) and returns { data } or { errors }.
 */
import { SESSION_KEY, type StoredSession } from '../../../src/session';

export interface GraphQLCall {
  url: string;
  query: string;
  variables: Record<string, unknown>;
  token: string | undefined;
  /** The Idempotency-Key header (mutations carry one). */
  idempotencyKey: string | undefined;
}

type Answer = (call: GraphQLCall) => unknown;

export function fakeGraphQL(answer: Answer) {
  const calls: GraphQLCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string; variables?: Record<string, unknown> };
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: GraphQLCall = {
      url: String(input),
      query: body.query,
      variables: body.variables ?? {},
      token: headers.authorization?.replace(/^Bearer /, ''),
      idempotencyKey: headers['idempotency-key'],
    };
    calls.push(call);
    const result = await answer(call);
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A GraphQL error answer as the API sends it. */
export const unauthenticated = () => ({
  data: null,
  errors: [{ message: 'Sesión no válida', extensions: { code: 'UNAUTHENTICATED' } }],
});

export const ADMIN: StoredSession = {
  token: 'tok-123',
  iduser: 7,
  name: 'Ana Admin',
  email: 'ana@example.org',
  avatar: 'https://cdn.example.org/a/1280/ana.jpg',
  role: 'administrador',
  expires: '2999-01-01T00:00:00.000Z',
};

/** Puts a logged-in administrator in local storage, as a previous login would have. */
export function storeSession(session: StoredSession = ADMIN): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function storedSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}
