/** Every list that can be exported, by its resource name: the places, users, reviews, suggestions, the change history and each declared paged entity. */
import { ENTITIES } from '../../domain/entities';
import { entityExport } from './entitySource';
import { placesExport } from './placesSource';
import type { ExportSource } from './source';
import { reviewsExport } from './reviewsSource';
import { suggestionsExport } from './suggestionsSource';
import { usersExport } from './usersSource';
import { historyExport } from './historySource';

export const EXPORT_SOURCES: Readonly<Record<string, ExportSource>> = Object.freeze({
  places: placesExport,
  users: usersExport,
  reviews: reviewsExport,
  suggestions: suggestionsExport,
  history: historyExport,
  ...Object.fromEntries(ENTITIES.filter((entity) => entity.paged).map((entity) => [entity.resource, entityExport(entity)])),
});
