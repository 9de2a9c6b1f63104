/**
 * The panel's react-admin DataProvider: ra-data-graphql's buildDataProvider with this API's
 * buildQuery (fed by the operations table), the named actions and custom methods beside the CRUD
 * methods, and files saved after their record through withLifecycleCallbacks.
 * Introspection: outside production the schema is asked from the API; a production build carries
 * the one generated from the SDL at build time (the API keeps introspection off in production).
 * Every failure leaves as an ApiError (.code, .field, .status; UNAUTHENTICATED → status 401).
 */
import buildDataProvider, { introspectSchema, type IntrospectionResult } from 'ra-data-graphql';
import { withLifecycleCallbacks, type DataProvider, type Identifier } from 'react-admin';
import type { ApolloClient } from '@apollo/client/core';
import type { IntrospectionSchema } from 'graphql';
import bundledSchema from 'virtual:api-introspection';
import { apolloClient, runDocument } from './client';
import { ACTION, buildQuery } from './buildQuery';
import { customMethods } from './custom';
import { toApiError, withFormField } from './errors';
import { OPERATIONS } from './operations';
import { uploadCallbacks } from './lifecycle';
import { exportList, type ExportParams } from './exportList';
import { signaturesOf } from './signatures';
import type { IntrospectionField } from 'graphql';

/** What dataProvider.action sends and answers. */
export interface ActionParams {
  id: Identifier;
  data?: Record<string, unknown>;
}

type Custom = ReturnType<typeof customMethods>;

/** react-admin's methods plus the table's named actions and the custom methods. */
export type PanelDataProvider = DataProvider &
  Custom & {
    action(resource: string, name: string, params: ActionParams): Promise<{ data: Record<string, unknown> }>;
    /** «Exportar»: the list's rows as a CSV file (exportList.ts). */
    exportList(resource: string, params: ExportParams): Promise<{ data: Blob }>;
  };

/** The abort signal a call was given (react-query passes one to cancel a query no screen needs any more). */
const signalOf = (args: unknown[]): AbortSignal | undefined =>
  args.map((arg) => (arg as { signal?: unknown } | null)?.signal).find((signal): signal is AbortSignal => signal instanceof AbortSignal);

/** How a refused create / update names its form field (the table's `fieldOf`, `fieldConflicts`). */
function fieldOfSave(method: string, resource: unknown) {
  if (method !== 'create' && method !== 'update') return undefined;
  const entry = typeof resource === 'string' && Object.hasOwn(OPERATIONS, resource) ? OPERATIONS[resource] : undefined;
  return entry?.[method];
}

/**
 * Every method rejects with an ApiError, whatever layer failed, and a refused save names its form
 * field — except a cancelled call, which rejects with its signal's AbortError, so react-query knows
 * it was cancelled, not failed.
 */
function withApiErrors<T extends Record<string, unknown>>(provider: T): T {
  const out: Record<string, unknown> = { ...provider };
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== 'function') continue;
    out[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(provider, args);
      } catch (error) {
        const signal = signalOf(args);
        if (signal?.aborted) throw signal.reason ?? new DOMException('Petición cancelada', 'AbortError');
        const apiError = toApiError(error);
        const spec = fieldOfSave(name, args[0]);
        throw spec?.fieldOf ? withFormField(apiError, spec.fieldOf, spec.fieldConflicts) : apiError;
      }
    };
  }
  return out as T;
}

export interface PanelProviderOptions {
  client?: ApolloClient<unknown>;
  /** The schema's introspection; null = ask the API (development). Default: the build's own. */
  schema?: IntrospectionSchema | null;
}

export function buildPanelDataProvider({ client = apolloClient, schema = bundledSchema }: PanelProviderOptions = {}): PanelDataProvider {
  const base = buildDataProvider({
    client,
    buildQuery,
    introspection: { operationNames: {}, exclude: () => true },
    resolveIntrospection: (c: ApolloClient<unknown>, options: object) =>
      introspectSchema(c, { ...options, schema: schema ?? undefined } as never),
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  } as Parameters<typeof buildDataProvider>[0]);

  /** The named actions run buildQuery's ACTION documents on the same client. */
  const action = async (resource: string, name: string, params: ActionParams) => {
    const introspection = (await base.getIntrospection()) as IntrospectionResult;
    const built = buildQuery(introspection)(ACTION, resource, { ...params, name });
    return built.parseResponse({ data: await runDocument(client, built.query, built.variables) } as never) as {
      data: Record<string, unknown>;
    };
  };

  const provider = {
    ...base,
    exportList: async (resource: string, params: ExportParams) => {
      const introspection = (await base.getIntrospection()) as IntrospectionResult;
      return { data: await exportList(signaturesOf(introspection.queries as unknown as IntrospectionField[]), resource, params) };
    },
    // ra-data-graphql would send an empty `ids` list (the API would then answer every row).
    getMany: (resource: string, params: Parameters<DataProvider['getMany']>[1]) =>
      params.ids.length ? base.getMany(resource, params) : Promise.resolve({ data: [] }),
    action,
    ...customMethods(client),
  };
  return withLifecycleCallbacks(withApiErrors(provider) as PanelDataProvider, uploadCallbacks);
}

export const dataProvider = buildPanelDataProvider();
