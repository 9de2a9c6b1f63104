/** Every list that can be exported, by its resource name: the places, users, reviews, suggestions and each declared paged entity. */
import { ENTITIES } from '../../domain/entities';
import { entityExport } from './entitySource';
import { placesExport } from './placesSource';
import type { ExportSource } from './source';
import { reviewsExport } from './reviewsSource';
import { suggestionsExport } from './suggestionsSource';
import { usersExport } from './usersSource';

export const EXPORT_SOURCES: Readonly<Record<string, ExportSource>> = Object.freeze({
  places: placesExport,
  users: usersExport,
  reviews: reviewsExport,
  suggestions: suggestionsExport,
  ...Object.fromEntries(ENTITIES.filter((entity) => entity.paged).map((entity) => [entity.resource, entityExport(entity)])),
});
