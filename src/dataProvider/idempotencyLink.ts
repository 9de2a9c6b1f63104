/**
 * Every mutation the panel sends carries an Idempotency-Key (server/graphql/idempotency.ts). A save
 * sent again after its answer never came (the same document and variables, after a network failure
 * or a gateway error) reuses its key, so the API answers what it did the first time instead of
 * writing twice; an answered save forgets its key, and the next save gets a new one.
 */
import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core';
import { print, type OperationDefinitionNode } from 'graphql';

/** The most unanswered saves remembered (the oldest is forgotten first). */
const REMEMBERED = 50;

/** Keys of the mutations whose answer did not arrive, by document and variables. */
const unanswered = new Map<string, string>();

/** 32 random hex digits: crypto.getRandomValues works on plain http too (randomUUID does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isMutation = (operation: { query: { definitions: readonly { kind: string }[] } }) =>
  operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && (d as OperationDefinitionNode).operation === 'mutation');

export const idempotencyLink = new ApolloLink((operation, forward) => {
  if (!isMutation(operation)) return forward(operation);
  const save = `${print(operation.query)}\n${JSON.stringify(operation.variables)}`;
  const key = unanswered.get(save) ?? newKey();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'idempotency-key': key } }));
  return new Observable<FetchResult>((observer) => {
    const subscription = forward(operation).subscribe({
      next: (result) => {
        unanswered.delete(save);
        observer.next(result);
      },
      error: (error) => {
        unanswered.delete(save);
        unanswered.set(save, key);
        if (unanswered.size > REMEMBERED) unanswered.delete(unanswered.keys().next().value as string);
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});
