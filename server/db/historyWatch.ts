/**
 * Every declared entity's tables are watched by the change history's trigger (migration 0022):
 * its main row, its per-language texts and its link tables. Run after the migrations, so an entity
 * declared later (domain/entities) is recorded with no code of its own.
 */
import { ENTITIES, linkFields, linkedEntity } from '../../domain/entities';
import type { Queryable } from './connect';

/** [table, resource, id column, kind, link field, linked id column] of every declared entity's tables. */
export function watchedTables(): string[][] {
  return ENTITIES.flatMap((entity) => [
    [entity.table, entity.resource, entity.id, 'main', '', ''],
    ...(entity.i18nTable ? [[entity.i18nTable, entity.resource, entity.id, 'i18n', '', '']] : []),
    ...linkFields(entity).map(([name, link]) => [link.table, entity.resource, entity.id, 'link', name, linkedEntity(link.entity).id]),
  ]);
}

/** Run in one transaction: the lock keeps two instances starting together from replacing a trigger at once. */
export async function watchEntities(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(19022)');
  for (const args of watchedTables()) await db.query('SELECT history_watch($1, $2, $3, $4, $5, $6)', args);
}
