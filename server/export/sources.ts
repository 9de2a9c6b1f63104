/** Every list that can be exported, by its resource name: places, reviews, users, suggestions and each declared paged entity. */
import { ENTITIES } from '../../domain/entities';
import { entityExport } from './entitySource';
import { placesExport } from './placesSource';
import { reviewsExport, suggestionsExport, usersExport } from './communitySources';
import type { ExportSource } from './source';

export const EXPORT_SOURCES: Readonly<Record<string, ExportSource>> = Object.freeze({
  places: placesExport,
  reviews: reviewsExport,
  users: usersExport,
  suggestions: suggestionsExport,
  ...Object.fromEntries(ENTITIES.filter((entity) => entity.paged).map((entity) => [entity.resource, entityExport(entity)])),
});
