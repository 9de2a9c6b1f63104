/**
 * Every declared entity, in one list: the API derives its tables, schema and resolvers from it,
 * the panel its data provider rows (docs/dataProvider.md, «Añadir un recurso»).
 */
import type { EntityDeclaration } from './types';
import { REFERENCE_ENTITIES } from './reference';
import { CONTENT_ENTITIES } from './content';

export const ENTITIES: readonly EntityDeclaration[] = [...REFERENCE_ENTITIES, ...CONTENT_ENTITIES];

export const entityOf = (resource: string): EntityDeclaration | undefined => ENTITIES.find((e) => e.resource === resource);

export * from './types';
export * from './fields';

/** The declaration of a linked entity (a links field's `entity`). */
export function linkedEntity(resource: string): EntityDeclaration {
  const entity = entityOf(resource);
  if (!entity) throw new Error(`Entidad enlazada no declarada: ${resource}`);
  return entity;
}
