/**
 * The panel's react-admin DataProvider: table-driven (operations.ts) over the one GraphQL client
 * (client.ts). Errors are ApiErrors with .code / .field; UNAUTHENTICATED carries status 401.
 */
import type { DataProvider } from 'react-admin';
import { providerError } from './errors';
import { getList, getMany, getManyReference, getOne } from './reads';
import { action, create, remove, removeMany, update, updateMany, type ActionParams } from './writes';

/** Every failure leaves through providerError (UNAUTHENTICATED → status 401). */
function guarded<A extends unknown[], R>(method: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await method(...args);
    } catch (error) {
      throw providerError(error);
    }
  };
}

/** react-admin's methods plus the table's named actions (useDataProvider<PanelDataProvider>()). */
export type PanelDataProvider = DataProvider & {
  action(resource: string, name: string, params: ActionParams): Promise<{ data: Record<string, unknown> }>;
};

export const dataProvider: PanelDataProvider = {
  getList: guarded(getList),
  getOne: guarded(getOne),
  getMany: guarded(getMany),
  getManyReference: guarded(getManyReference),
  create: guarded(create),
  update: guarded(update),
  updateMany: guarded(updateMany),
  delete: guarded(remove),
  deleteMany: guarded(removeMany),
  action: guarded(action),
};

export { OPERATIONS } from './operations';
export { ApiError } from './client';
