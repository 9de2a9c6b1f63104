/**
 * The access declarations of a module's root fields from the resource they work on, named
 * (domain/resourceAccess.ts) or as an entity declares it (its `access`): its queries need the
 * resource's `read`, its mutations its `write`.
 */
import { accessOf } from '../../domain/resourceAccess';
import type { Access, ResourceAccess } from '../../domain/roles';

export function resourceOperations(resource: string | ResourceAccess, ops: { read?: string[]; write?: string[] }): Record<string, Access> {
  const access = typeof resource === 'string' ? accessOf(resource) : resource;
  return {
    ...Object.fromEntries((ops.read ?? []).map((name) => [name, access.read])),
    ...Object.fromEntries((ops.write ?? []).map((name) => [name, access.write])),
  };
}
