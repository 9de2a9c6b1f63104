/**
 * The panel's one GraphQL client: an Apollo client (what ra-data-graphql runs on) posting to
 * /graphql with the stored session's bearer token and, on every mutation, an Idempotency-Key
 * (./idempotencyLink.ts). No caching ('no-cache' everywhere):
 * react-query (inside react-admin) already caches per screen, and a second cache would only serve
 * stale rows. Apollo adds __typename to every selection; answers are read without it.
 * `gql(query, variables)` runs one document for callers outside react-admin's methods (login).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { readSession } from '../session';
import { ApiError } from './apiError';
import { toApiError } from './errors';
import { idempotencyLink } from './idempotencyLink';

export { ApiError };
export type { GraphQLErrorShape } from './apiError';

export const GRAPHQL_PATH = '/graphql';

/** The bearer token of the stored session, read at each request (login and logout change it). */
const authLink = new ApolloLink((operation, forward) => {
  const token = readSession()?.token;
  if (token)
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  return forward(operation);
});

/**
 * The API answers some refusals with an HTTP error status and GraphQL errors in the body (413 for
 * a body too large, 400 for a malformed request). Apollo reports those as a bare network error;
 * this link passes their errors on as GraphQL errors (with the status in extensions.httpStatus),
 * so the Spanish message, code and field reach the screen.
 */
const httpErrorsAsGraphQLErrors = new ApolloLink(
  (operation, forward) =>
    new Observable<FetchResult>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        complete: () => observer.complete(),
        error: (error: { statusCode?: number; result?: { errors?: unknown } }) => {
          const errors = error?.result?.errors;
          if (!Array.isArray(errors) || errors.length === 0) return observer.error(error);
          const withStatus = errors.map((e: { message: string; extensions?: Record<string, unknown> }) => ({
            ...e,
            extensions: { ...e.extensions, httpStatus: error.statusCode },
          }));
          observer.next({ data: null, errors: withStatus });
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    }),
);

// `fetch` is looked up at each request, so a test's stubbed fetch (or a polyfill) is the one used.
const httpLink = new HttpLink({ uri: GRAPHQL_PATH, fetch: (input, init) => globalThis.fetch(input, init) });

export function buildApolloClient(): ApolloClient<unknown> {
  return new ApolloClient({
    link: ApolloLink.from([authLink, idempotencyLink, httpErrorsAsGraphQLErrors, httpLink]),
    cache: new InMemoryCache(),
    // react-query already shares identical in-flight queries; Apollo's own sharing would hand a
    // second caller the first one's request, and cancelling the first (a screen left, React's
    // strict mode) would fail the second.
    queryDeduplication: false,
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' }, watchQuery: { fetchPolicy: 'no-cache' } },
  });
}

export const apolloClient = buildApolloClient();

const parsed = new Map<string, DocumentNode>();

/** A document parsed once: the panel sends the same few documents over and over. */
export function documentOf(text: string): DocumentNode {
  let document = parsed.get(text);
  if (!document) {
    document = parse(text);
    if (parsed.size < 500) parsed.set(text, document);
  }
  return document;
}

/**
 * The answer without the `__typename` fields Apollo adds to every selection (its cache needs
 * them; records and forms do not), so a record holds exactly the fields the table asked for.
 */
export function withoutTypenames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypenames) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (key !== '__typename') out[key] = withoutTypenames(item);
  return out as T;
}

export const isMutation = (document: DocumentNode) =>
  document.definitions.some((d) => d.kind === 'OperationDefinition' && (d as OperationDefinitionNode).operation === 'mutation');

/** Runs one document (query or mutation) and answers its `data`; rejects with an ApiError. */
export async function runDocument<T>(
  client: ApolloClient<unknown>,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  try {
    const context = signal ? { fetchOptions: { signal } } : undefined;
    const result = isMutation(document)
      ? await client.mutate({ mutation: document, variables, context })
      : await client.query({ query: document, variables, context });
    if (result.data === null || result.data === undefined) throw new ApiError('Respuesta vacía del servidor', 'BAD_RESPONSE');
    return withoutTypenames(result.data) as T;
  } catch (error) {
    throw toApiError(error);
  }
}

/** One GraphQL request through the panel's client (used by the authProvider). */
export const gql = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  init: { signal?: AbortSignal } = {},
): Promise<T> => runDocument<T>(apolloClient, documentOf(query), variables, init.signal);
