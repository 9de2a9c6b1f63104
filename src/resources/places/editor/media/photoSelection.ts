/**
 * What the photo gallery does to the form's `photos` and `remove_files` (part 1 §4): keeping or
 * dropping photos, choosing the cover (always exactly one among the kept photos, domain
 * withOneCover), and on edit: an existing photo that is not kept is deleted when saving, so its
 * idmedia is in remove_files exactly while it is unselected.
 */
import { withOneCover } from '../../../../../domain';
import type { PhotoValue } from './types';

/** Keeps (selected = true) or drops the photos at `indexes`; the cover follows the rule. */
export function selectPhotos(photos: readonly PhotoValue[], indexes: readonly number[], selected: boolean): PhotoValue[] {
  const chosen = new Set(indexes);
  return withOneCover(photos.map((photo, index) => (chosen.has(index) && photo.selected !== selected ? { ...photo, selected } : photo)));
}

/** Makes the photo at `index` the cover (keeping it if it was dropped). */
export function chooseCover(photos: readonly PhotoValue[], index: number): PhotoValue[] {
  return withOneCover(photos.map((photo, i) => ({ ...photo, cover: i === index, selected: i === index ? true : photo.selected })));
}

/** remove_files after a change of the photos: other media ids kept, existing photos in it exactly when unselected. */
export function removalsAfter(photos: readonly PhotoValue[], removeFiles: readonly number[]): number[] {
  const photoIds = new Set(photos.flatMap((photo) => (photo.id === undefined ? [] : [photo.id])));
  const dropped = photos.flatMap((photo) => (photo.id !== undefined && !photo.selected ? [photo.id] : []));
  return [...removeFiles.filter((id) => !photoIds.has(id)), ...dropped];
}
