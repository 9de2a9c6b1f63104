/** The soak's HTTP client of the API: one GraphQL call or upload, timed, never throwing. */
export interface Answer<T = unknown> {
  status: number;
  /** The first error's code; 'NO_ANSWER' when the request got no HTTP answer at all. */
  code: string | null;
  data: T | null;
  ms: number;
}

/** `base`: the API's address, or a function of it when it changes (a restarted process, bench/soak.ts). */
export function apiClient(base: string | (() => string), token: string) {
  const baseOf = typeof base === 'string' ? () => base : base;
  const send = async <T>(path: string, init: RequestInit): Promise<Answer<T>> => {
    const start = performance.now();
    try {
      const response = await fetch(`${baseOf()}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
      const body = (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] } | T;
      const errors = (body as { errors?: { extensions?: { code?: string } }[] }).errors;
      const data = path === '/graphql' ? ((body as { data?: T }).data ?? null) : (body as T);
      return {
        status: response.status,
        code: errors?.[0]?.extensions?.code ?? null,
        data: errors ? null : data,
        ms: performance.now() - start,
      };
    } catch {
      return { status: 0, code: 'NO_ANSWER', data: null, ms: performance.now() - start };
    }
  };
  return {
    gql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      send<T>('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }),
    upload: <T = unknown>(form: FormData) => send<T>('/api/upload', { method: 'POST', body: form }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
      variables: { u: email, p: password },
    }),
  });
  const body = (await response.json()) as { data?: { login?: { token: string } } };
  if (!body.data?.login) throw new Error(`No se pudo entrar como ${email}: ${JSON.stringify(body)}`);
  return body.data.login.token;
}
