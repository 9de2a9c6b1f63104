/**
 * The panel's data provider, loaded on demand: the GraphQL machinery (Apollo, graphql,
 * ra-data-graphql, the operations table) is its own chunk, fetched with the first call, so the
 * login screen and the shell load without it. provider.ts builds the real thing.
 */
import type { PanelDataProvider } from './provider';
import { loadChunk } from '../loadChunk';
import { METHODS as RA_METHODS } from './types';

export type { ActionParams, PanelDataProvider } from './provider';
export { ApiError } from './apiError';
export { newFileOf, UPLOAD_FAILED } from './fileValues';

let loading: Promise<PanelDataProvider> | undefined;
/**
 * The provider's chunk, fetched once (asked twice in a row: loadChunk); if both fail
 * the call fails and the next call asks again.
 */
const load = () =>
  (loading ??= loadChunk(() => import('./provider')).then(
    (module) => module.dataProvider,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Fetches the provider's chunk ahead of the first call (preloadRoute); a failure is left to that call. */
export const preloadDataProvider = (): Promise<void> =>
  load().then(
    () => undefined,
    () => undefined,
  );

/** react-admin's nine methods and the provider's own (actions and custom methods). */
const METHODS = [
  ...RA_METHODS,
  'action',
  'exportList',
  'getDashboard',
  'getPlacesMapExtent',
  'getPlacesMap',
  'getDuplicatePlaces',
  'translate',
  'scrapeEvent',
  'getUserActivity',
  'getSharePlace',
  'getShareHashtags',
] as const satisfies readonly (keyof PanelDataProvider)[];

/** Each method waits for the provider once, then calls it. */
export const dataProvider = Object.fromEntries(
  METHODS.map((name) => [name, async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args)]),
) as unknown as PanelDataProvider;

/** One GraphQL request through the panel's client (the authProvider's login and logout). */
export const gql = async <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  init: { signal?: AbortSignal } = {},
): Promise<T> => (await import('./client')).gql<T>(query, variables, init);
