/**
 * The access declarations of a module's root fields from the resource they work on
 * (domain/resourceAccess.ts): its queries need the resource's `read`, its mutations its `write`.
 */
import { accessOf } from '../../domain/resourceAccess';
import type { Access } from '../../domain/roles';

export function resourceOperations(resource: string, ops: { read?: string[]; write?: string[] }): Record<string, Access> {
  const access = accessOf(resource);
  return {
    ...Object.fromEntries((ops.read ?? []).map((name) => [name, access.read])),
    ...Object.fromEntries((ops.write ?? []).map((name) => [name, access.write])),
  };
}
