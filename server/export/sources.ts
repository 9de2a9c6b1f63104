/** Every list that can be exported, by its resource name: the places and each declared paged entity. */
import { ENTITIES } from '../../domain/entities';
import { entityExport } from './entitySource';
import { placesExport } from './placesSource';
import type { ExportSource } from './source';

export const EXPORT_SOURCES: Readonly<Record<string, ExportSource>> = Object.freeze({
  places: placesExport,
  ...Object.fromEntries(ENTITIES.filter((entity) => entity.paged).map((entity) => [entity.resource, entityExport(entity)])),
});
