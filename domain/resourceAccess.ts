/**
 * Which role may read, write and see each resource (domain/roles.ts): the declared entities say it
 * in their declaration (`access`), the other resources here. Read by the API's guard, its upload
 * and export routes, and the panel's authProvider.canAccess.
 */
import { ENTITIES } from './entities';
import { ADMIN_ACCESS, CONTENT_ACCESS, type Access, type ResourceAccess } from './roles';

/** The resources that are not declared entities (those carry their own `access`). */
const OTHER_RESOURCES: Record<string, ResourceAccess> = {
  places: CONTENT_ACCESS,
  reviews: CONTENT_ACCESS,
  suggestions: CONTENT_ACCESS,
  users: ADMIN_ACCESS,
  config: ADMIN_ACCESS,
  // The history of one record is read by whoever may change the record (historyAccess below);
  // «Actividad del panel», every change of everyone, is for administrators.
  history: { read: 'staff', write: 'administrador', screens: 'administrador' },
};

/** Every resource's access: the declared entities' and the others'. */
export const RESOURCE_ACCESS: Readonly<Record<string, ResourceAccess>> = {
  ...OTHER_RESOURCES,
  ...Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entity.access])),
};

/** A resource nobody declared is closed to everyone but administrators. */
export const accessOf = (resource: string): ResourceAccess => RESOURCE_ACCESS[resource] ?? ADMIN_ACCESS;

/**
 * Who reads the history asked with `resource` (the history / countHistory argument): the history of a
 * resource's records is shown to whoever may change them; without a resource (every change of
 * everyone, «Actividad del panel») to administrators.
 */
const historyAccess = (resource: unknown): Access =>
  typeof resource === 'string' && resource !== '' ? accessOf(resource).write : 'administrador';

/**
 * Who reads the rows of `resource`'s list asked with `args` (its GraphQL list query, or its export):
 * the resource's `read`; the history's by the resource it is asked for (historyAccess).
 */
export const listReadAccess = (resource: string, args: Record<string, unknown>): Access =>
  resource === 'history' ? historyAccess(args.resource) : accessOf(resource).read;
