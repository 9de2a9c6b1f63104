/**
 * The place editor's form values → the API's PlaceInput (addPlace / updPlace), and the form
 * values' shape itself (what every step of the editor reads and writes). One file, so the
 * operations table's places row stays one line per mutation.
 * Rules (part 1 §3, §4): strings trimmed; country defaults to ES; coordinates typed as
 * '(lat, lng)' win over lat / lng; hours resolved by the always-open > seasonal > per-day rule;
 * only selected photos are sent, exactly one of them cover (the first when none is marked);
 * existing photos deselected on edit are removed (remove_files), like removed PDFs, videos and
 * 360º views. Files (photoFiles, pdfFiles, view360Files) are not part of PlaceInput: they are
 * uploaded after the save (placeMedia.ts).
 */
import {
  DEFAULT_COUNTRY,
  LANGS,
  PLACE_TEXT_FIELDS,
  hoursOf,
  parseCoordinates,
  type HoursDraft,
  type Lang,
  type PlaceTextField,
} from '../../domain';

export type PerLanguage = Record<Lang, string>;

export interface PhotoValue {
  id?: number;
  url: string;
  attrib: string;
  cover: boolean;
  selected: boolean;
  /** Found by the maps service (a photo of the place or a street view): uploaded after the save, not sent as a URL. */
  maps?: 'photo' | 'streetview';
  /** Its name in the upload list ('Foto del mapa 1', 'Street View 90°'). */
  mapsName?: string;
}
export interface VideoValue {
  id?: number;
  url: string;
  name: string;
}
export interface ServiceValue {
  id: number;
  points: number;
}
export interface FileValue {
  rawFile: File;
  src?: string;
  title?: string;
  attrib?: string;
}
export interface StoredFile {
  idmedia: number;
  url: string;
  name?: string;
}

export type PlaceFormValues = Record<PlaceTextField, string> & {
  id?: number;
  idplace?: number;
  version?: number;
  create_date?: string;
  update_date?: string;
  slug?: string;
  /** Edit: '(lat, lng)'. */
  coordinates?: string;
  lat: number | null;
  lng: number | null;
  points: number;
  published: number;
  description: PerLanguage;
  menu: PerLanguage;
  categories: number[];
  subcategories: number[];
  equipment: number[];
  allergies: number[];
  services: ServiceValue[];
  hours: HoursDraft;
  photos: PhotoValue[];
  photoFiles: FileValue[];
  videos: VideoValue[];
  pdfs: StoredFile[];
  pdfFiles: FileValue[];
  views360: StoredFile[];
  view360Files: FileValue[];
  remove_files: number[];
};

/** The fields holding File values (they cannot be kept in a draft, nor sent as PlaceInput). */
export const PLACE_FILE_FIELDS = ['photoFiles', 'pdfFiles', 'view360Files'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n > 0))] : [];
const int = (value: unknown, fallback: number) =>
  Number.isInteger(Number(value)) && value !== '' && value !== null ? Number(value) : fallback;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const perLang = (value: unknown, suffix: string) => {
  const texts = (value && typeof value === 'object' ? value : {}) as Partial<Record<Lang, unknown>>;
  return Object.fromEntries(LANGS.map((lang) => [`${suffix}${lang.toUpperCase()}`, typeof texts[lang] === 'string' ? texts[lang] : '']));
};

/** lat / lng: from the coordinates text when the form has one, else the form's lat / lng. */
function position(values: Partial<PlaceFormValues>): { lat: number | null; lng: number | null } {
  if (values.coordinates !== undefined) {
    const read = parseCoordinates(values.coordinates);
    return read && 'lat' in read ? read : { lat: null, lng: null };
  }
  const lat = typeof values.lat === 'number' && Number.isFinite(values.lat) ? values.lat : null;
  const lng = typeof values.lng === 'number' && Number.isFinite(values.lng) ? values.lng : null;
  return lat === null || lng === null ? { lat: null, lng: null } : { lat, lng };
}

/**
 * The photos kept, each with whether it is the cover: exactly one, the marked one, else the first
 * (part 1 §4 "Photos"). What is sent (photosOf) and the maps photos uploaded after it (placeMedia.ts)
 * both read this, so they agree on the cover.
 */
export function keptPhotos(photos: unknown): { photo: PhotoValue; cover: boolean }[] {
  const chosen = list<PhotoValue>(photos).filter((p) => p && p.selected !== false && (p.id || text(p.url)));
  const coverAt = Math.max(
    0,
    chosen.findIndex((p) => p.cover),
  );
  return chosen.map((photo, i) => ({ photo, cover: i === coverAt }));
}

/** A new maps photo is uploaded after the save, not sent as a URL. */
export const isNewMapsPhoto = (photo: PhotoValue) => Boolean(photo.maps) && !photo.id;

function photosOf(values: Partial<PlaceFormValues>) {
  return keptPhotos(values.photos).flatMap(({ photo: p, cover }) =>
    isNewMapsPhoto(p) ? [] : [{ ...(p.id ? { id: p.id } : { url: text(p.url) }), attrib: text(p.attrib), cover }],
  );
}

/** Existing media to delete: removed by the admin, plus existing photos deselected. */
export function removedFiles(values: Partial<PlaceFormValues>): number[] {
  const deselected = list<PhotoValue>(values.photos)
    .filter((p) => p && p.id && p.selected === false)
    .map((p) => p.id as number);
  return ids([...list<number>(values.remove_files), ...deselected]);
}

/** Form values → PlaceInput (the contract's GraphQL input). */
export function toPlaceInput(values: Partial<PlaceFormValues>): Record<string, unknown> {
  const texts = Object.fromEntries(PLACE_TEXT_FIELDS.map((field) => [field, text(values[field])]));
  const hours = values.hours ? hoursOf(values.hours) : undefined;
  return {
    ...texts,
    country: (texts.country || DEFAULT_COUNTRY).toUpperCase(),
    ...position(values),
    ...(hours ? { hours } : {}),
    ...perLang(values.description, 'description'),
    ...perLang(values.menu, 'menu'),
    categories: ids(values.categories),
    subcategories: ids(values.subcategories),
    equipment: ids(values.equipment),
    allergies: ids(values.allergies),
    services: list<ServiceValue>(values.services)
      .filter((s) => s && Number.isInteger(Number(s.id)) && Number(s.id) > 0)
      .map((s) => ({ id: Number(s.id), points: Math.min(5, Math.max(0, int(s.points, 0))) })),
    photos: photosOf(values),
    videos: list<VideoValue>(values.videos)
      .filter((v) => v && (v.id || text(v.url)))
      .map((v) => ({ ...(v.id ? { id: v.id } : {}), url: text(v.url), name: text(v.name) })),
    points: int(values.points, 0),
    published: int(values.published, 1),
  };
}

/** updPlace's variables besides idplace: the input, the media to delete and the version read. */
export function toPlaceUpdate(values: Partial<PlaceFormValues>): Record<string, unknown> {
  const remove = removedFiles(values);
  return {
    place: toPlaceInput(values),
    ...(remove.length ? { remove_files: remove } : {}),
    ...(Number.isInteger(values.version) ? { version: values.version } : {}),
  };
}

/** A refused PlaceInput field (BAD_USER_INPUT extensions.field) → the form input that shows it. */
export function placeFieldOf(field: string): string | undefined {
  const lang = /^(description|menu)(EN|ES|GL|PT)$/.exec(field);
  if (lang) return `${lang[1]}.${lang[2].toLowerCase()}`;
  if (field === 'lat' || field === 'lng') return 'coordinates';
  if (field.startsWith('place.')) return placeFieldOf(field.slice('place.'.length));
  return field;
}
