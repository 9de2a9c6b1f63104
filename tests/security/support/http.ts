/** Raw requests for the hostile cases: any headers, body, address and method, through fastify.inject. */
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reads the fields it expects
  json: () => any;
}

export interface RawRequest {
  method?: 'GET' | 'POST' | 'OPTIONS' | 'PUT';
  url?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
  remoteAddress?: string;
}

export async function raw(app: FastifyInstance, request: RawRequest): Promise<RawAnswer> {
  const response = await app.inject({
    method: request.method ?? 'POST',
    url: request.url ?? '/graphql',
    headers: request.headers,
    payload: request.payload as string,
    remoteAddress: request.remoteAddress,
  });
  return { status: response.statusCode, headers: response.headers, body: response.body, json: () => response.json() };
}

/** POST /graphql as JSON, optionally with a token, extra headers or another client address. */
export function gql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string | null; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return raw(app, { headers, payload: JSON.stringify({ query, variables }), remoteAddress: opts.remoteAddress });
}

export const LOGIN = 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }';
