/**
 * What a place found by the maps service (src/maps/places) means for the editor's fields (part 1
 * §2 Step 1 / Edit, §5 category mapping): name, address, city, province, country, zipcode, phone,
 * website, gmaps_url, plus_code, the coordinates and their time zone (computed offline), the
 * categories of its types, its opening periods as hours, and its photos plus street view.
 * Adding a place, a choice fills the fields (`filledValues`); editing, each field shows the maps
 * value instead (`MapsSuggestion`, kept in the form as `mapsSuggestion`) and copies it on click.
 * Pure: the hook useMapsAutofill applies it to the form.
 */
import {
  MAPS_TEXT_FIELDS,
  categoryIdsForTypes,
  formatCoordinates,
  hoursFromPeriods,
  hoursOf,
  isCountryCode,
  type HoursDraft,
  type MapsTextField,
} from '../../../../../domain';
import { timeZoneAt } from '../../../../../domain/timeZone';
import type { FoundPlace, MapsPhoto } from '../../../../maps/places';
import { isNewMapsPhoto, type PhotoValue, type PlaceFormValues } from '../../../../dataProvider/placeInput';

export interface NamedCategory {
  id: number;
  name: string;
}

/** Everything one maps result says about the place. */
export interface MapsSuggestion {
  texts: Partial<Record<MapsTextField, string>>;
  lat: number;
  lng: number;
  /** '(lat, lng)', as the edit form's coordinates field is written. */
  coordinates: string;
  categories: number[];
  hours: HoursDraft | null;
  photos: PhotoValue[];
}

/** A maps photo as the gallery holds it: chosen at once when adding (street view never), its name in the upload list. */
export function mapsPhotoValue(photo: MapsPhoto, n: number, selected: boolean): PhotoValue {
  const mapsName = photo.kind === 'streetview' ? `Street View ${photo.heading ?? 0}º` : `Foto del mapa ${n}`;
  return { url: photo.url, attrib: photo.attrib, cover: false, selected: selected && photo.kind === 'photo', maps: photo.kind, mapsName };
}

/** The suggestion of one result (its street view included) for a form adding (`editing` false) or editing a place. */
export function suggestionOf(
  found: FoundPlace,
  categories: readonly NamedCategory[],
  streetView: readonly MapsPhoto[],
  editing: boolean,
): MapsSuggestion {
  const { lat, lng } = found.position;
  const texts: Partial<Record<MapsTextField, string>> = {};
  for (const field of MAPS_TEXT_FIELDS) {
    if (field === 'timezone') continue;
    const value = String(found[field] ?? '').trim();
    if (value && (field !== 'country' || isCountryCode(value))) texts[field] = value;
  }
  const zone = timeZoneAt(lat, lng);
  if (zone) texts.timezone = zone;
  const photos = [...found.photos, ...streetView].map((photo, i) => mapsPhotoValue(photo, i + 1, !editing));
  return {
    texts,
    lat,
    lng,
    coordinates: formatCoordinates(lat, lng),
    categories: categoryIdsForTypes(found.types, categories),
    hours: found.periods ? hoursFromPeriods(found.periods) : null,
    photos,
  };
}

/** The form's photos with the maps ones of an earlier result replaced by these (saved and added photos untouched). */
export function withMapsPhotos(current: readonly PhotoValue[], found: readonly PhotoValue[]): PhotoValue[] {
  return [...current.filter((photo) => !isNewMapsPhoto(photo)), ...found];
}

/** Whether the form already has hours (a week with something in it, always open or seasonal). */
export const hasHours = (hours: HoursDraft | undefined) => Boolean(hours) && hoursOf(hours!).length > 0;

/**
 * Adding a place: the values a chosen result writes. Every field it knows; its categories join the
 * chosen ones; its hours replace the form's; its photos join the gallery.
 */
export function filledValues(values: Partial<PlaceFormValues>, suggestion: MapsSuggestion): Partial<PlaceFormValues> {
  const chosen = Array.isArray(values.categories) ? values.categories : [];
  return {
    ...suggestion.texts,
    lat: suggestion.lat,
    lng: suggestion.lng,
    ...(values.coordinates !== undefined ? { coordinates: suggestion.coordinates } : {}),
    categories: [...chosen, ...suggestion.categories.filter((id) => !chosen.includes(id))],
    ...(suggestion.hours ? { hours: suggestion.hours } : {}),
    photos: withMapsPhotos(values.photos ?? [], suggestion.photos),
  };
}

/** Editing: whether the maps value of a field differs from the form's (the suggestion is then a warning). */
export function differs(
  field: MapsTextField | 'coordinates' | 'categories',
  values: Partial<PlaceFormValues>,
  suggestion: MapsSuggestion,
): boolean {
  if (field === 'categories') {
    const chosen = Array.isArray(values.categories) ? values.categories : [];
    return suggestion.categories.some((id) => !chosen.includes(id));
  }
  if (field === 'coordinates') return String(values.coordinates ?? '').replace(/\s+/g, '') !== suggestion.coordinates.replace(/\s+/g, '');
  return String(values[field] ?? '').trim() !== (suggestion.texts[field] ?? '');
}
