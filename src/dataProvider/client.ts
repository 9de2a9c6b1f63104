/**
 * The one GraphQL client of the panel: POST /graphql with the stored session token.
 * Every caller (authProvider, dataProvider, screens) goes through `gql`.
 */
import { readSession } from '../session';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

/** A failed GraphQL call. `code` is the server's extensions.code (UNAUTHENTICATED, BAD_USER_INPUT...). */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly status: number;
  constructor(message: string, code?: string, field?: string, status = 200) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.status = status;
  }
  get isUnauthenticated(): boolean {
    return this.code === 'UNAUTHENTICATED';
  }
}

export const GRAPHQL_PATH = '/graphql';

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: init.signal,
    });
  } catch {
    throw new ApiError('No se puede conectar con el servidor', 'NETWORK');
  }
  let body: { data?: T; errors?: GraphQLErrorShape[] } | undefined;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(`Respuesta no válida del servidor (${response.status})`, 'BAD_RESPONSE', undefined, response.status);
  }
  const first = body?.errors?.[0];
  if (first) {
    throw new ApiError(first.message, first.extensions?.code, first.extensions?.field, response.status);
  }
  if (!body?.data) throw new ApiError('Respuesta vacía del servidor', 'BAD_RESPONSE', undefined, response.status);
  return body.data;
}
