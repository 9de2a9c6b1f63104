/**
 * Every mutation the panel sends carries an Idempotency-Key (server/graphql/idempotency.ts). A save
 * sent again after its answer never came (the same document and variables, after a network failure
 * or a gateway error) reuses its key, so the API answers what it did the first time instead of
 * writing twice; an answered save forgets its key, and the next save gets a new one.
 */
import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core';
import { print, type OperationDefinitionNode } from 'graphql';
import { saveKeys } from './saveKeys';

const isMutation = (operation: { query: { definitions: readonly { kind: string }[] } }) =>
  operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && (d as OperationDefinitionNode).operation === 'mutation');

export const idempotencyLink = new ApolloLink((operation, forward) => {
  if (!isMutation(operation)) return forward(operation);
  const save = `${print(operation.query)}\n${JSON.stringify(operation.variables)}`;
  const key = saveKeys.keyOf(save);
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'idempotency-key': key } }));
  return new Observable<FetchResult>((observer) => {
    const subscription = forward(operation).subscribe({
      next: (result) => {
        saveKeys.answered(save);
        observer.next(result);
      },
      error: (error) => {
        saveKeys.unanswered(save, key);
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});
