/**
 * PlaceInput (addPlace / updPlace) checked and cleaned before anything is written: every refusal is
 * BAD_USER_INPUT naming the PlaceInput field, in Spanish. What this cannot know without the
 * database (do the ids exist, is a photo this place's) is checked by save.ts in the transaction.
 *
 * A field that is absent (undefined) keeps the stored value on edit and takes the default on create;
 * null or '' clears it. Lists replace their whole set when present.
 */
import {
  hoursProblems,
  isHttpUrl,
  isPlaceState,
  isTimeZoneName,
  LANGS,
  langSuffix,
  linkProblem,
  MAX_ID,
  PLACE_LIMITS,
  PLACE_TEXT,
  placeTextFieldsOf,
  type Lang,
} from '../../../domain';
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { cleanNotes } from '../../text/notes';
import { sanitizeAttribution, sanitizeIfHtml, sanitizeRichText } from '../../text/richText';
import type { VideoData } from '../../media/ownedMedia';

/** Columns of `places` written as plain texts (their length limits: domain/placeFields.ts, as the panel checks them). */
const TEXT_COLUMNS = placeTextFieldsOf('text');

/** Columns holding a link the panel opens ('Abrir web'): http(s) or a bare address, never another scheme. */
const LINK_COLUMNS = placeTextFieldsOf('link');

export const LINK_LISTS = ['categories', 'subcategories', 'equipment', 'allergies'] as const;
export type LinkList = (typeof LINK_LISTS)[number];

export interface PhotoData {
  id: number | null;
  url: string | null;
  attrib: string | undefined;
  cover: boolean | undefined;
}
export interface ServiceData {
  id: number;
  points: number;
}

export interface PlaceData {
  /** places columns to write (absent ones are left out). */
  columns: Record<string, string | number | null>;
  /** Per language, the description and menu given (absent ones left out). */
  texts: Partial<Record<Lang, { description?: string; menu?: string }>>;
  links: Partial<Record<LinkList, number[]>>;
  services?: ServiceData[];
  photos?: PhotoData[];
  videos?: VideoData[];
}

const present = (value: unknown) => value !== undefined;

function requiredText(value: unknown, field: string, max: number, message: string): string {
  const text = parseText(value, field, max);
  if (text === '') throw badInput(field, message);
  return text;
}

/**
 * http(s) URL, or a bare address ("www.x.es", "x.es:8080/a", "@cuenta"); any other scheme
 * (javascript:, data:..., in any case or split by spaces), "javascript:1/..." included, is refused:
 * domain/links.ts.
 */
export function parseLink(value: unknown, field: string, max: number = PLACE_LIMITS.url): string {
  const text = parseText(value, field, max);
  const problem = linkProblem(text);
  if (problem === 'spaces') throw badInput(field, `Dirección web no válida en ${field}: no puede contener espacios`);
  if (problem === 'scheme') throw badInput(field, `Dirección web no válida en ${field}: use una dirección http:// o https://`);
  return text;
}

/** An absolute http(s) URL (photos and videos added by URL; the panel checks them with the same isHttpUrl). */
function parseHttpUrl(value: unknown, field: string): string {
  const text = parseLink(value, field);
  if (!isHttpUrl(text)) {
    throw badInput(field, `Dirección no válida en ${field}: debe ser una URL http:// o https://`);
  }
  return text;
}

function parseCoordinate(value: unknown, field: 'lat' | 'lng'): number | null {
  if (value === null) return null;
  const max = field === 'lat' ? 90 : 180;
  const name = field === 'lat' ? 'Latitud' : 'Longitud';
  if (typeof value !== 'number' || !Number.isFinite(value) || value < -max || value > max) {
    throw badInput(field, `${name} no válida en ${field}: debe ser un número entre -${max} y ${max}`);
  }
  return value;
}

function parseIdList(value: unknown, field: string, required: { message: string } | null): number[] | undefined {
  if (value === undefined || (value === null && !required)) return undefined;
  if (!Array.isArray(value)) throw badInput(field, `${field} debe ser una lista de identificadores`);
  if (value.length > PLACE_LIMITS.listItems) throw badInput(field, `Demasiados elementos en ${field} (máximo ${PLACE_LIMITS.listItems})`);
  const ids = value.map((id) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw badInput(field, `Identificador no válido en ${field}: debe ser un entero positivo`);
    }
    return id;
  });
  if (required && ids.length === 0) throw badInput(field, required.message);
  return [...new Set(ids)];
}

function parseList<T>(value: unknown, field: string, item: (entry: Record<string, unknown>, index: number) => T): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badInput(field, `${field} debe ser una lista`);
  if (value.length > PLACE_LIMITS.listItems) throw badInput(field, `Demasiados elementos en ${field} (máximo ${PLACE_LIMITS.listItems})`);
  return value.map((entry, index) => {
    if (entry === null || typeof entry !== 'object') throw badInput(field, `Elemento ${index + 1} no válido en ${field}`);
    return item(entry as Record<string, unknown>, index);
  });
}

function optionalId(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw badInput(field, `Identificador no válido en ${field}: debe ser un entero positivo`);
  }
  return value;
}

function parseServices(value: unknown): ServiceData[] | undefined {
  const list = parseList(value, 'services', (entry) => {
    const id = optionalId(entry.id, 'services');
    const points = entry.points;
    if (id === null) throw badInput('services', 'Identificador no válido en services: debe ser un entero positivo');
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > 5) {
      throw badInput('services', `Valoración no válida del servicio ${id}: debe ser un entero entre 0 (No) y 5`);
    }
    return { id, points };
  });
  const seen = new Set<number>();
  for (const service of list ?? []) {
    if (seen.has(service.id)) throw badInput('services', `El servicio ${service.id} aparece dos veces en services`);
    seen.add(service.id);
  }
  return list;
}

/** An existing photo or video named twice in one list is refused (which of the two would win?). */
function refuseRepeated<T extends { id: number | null }>(list: T[] | undefined, field: string, noun: string): T[] | undefined {
  const seen = new Set<number>();
  for (const { id } of list ?? []) {
    if (id === null) continue;
    if (seen.has(id)) throw badInput(field, `${noun} ${id} aparece dos veces en ${field}`);
    seen.add(id);
  }
  return list;
}

function parsePhotos(value: unknown): PhotoData[] | undefined {
  const list = parseList(value, 'photos', (entry) => {
    const id = optionalId(entry.id, 'photos');
    const url = id === null || present(entry.url) ? entry.url : undefined;
    if (id === null && (url === undefined || url === null || url === ''))
      throw badInput('photos', 'Una foto nueva necesita su dirección (url)');
    if (entry.cover !== undefined && entry.cover !== null && typeof entry.cover !== 'boolean') {
      throw badInput('photos', 'cover debe ser verdadero o falso');
    }
    const attrib = entry.attrib === undefined ? undefined : sanitizeAttribution(parseText(entry.attrib, 'photos', PLACE_LIMITS.attrib));
    return {
      id,
      // An existing photo keeps its stored file: its url is not rewritten.
      url: id === null ? parseHttpUrl(url, 'photos') : null,
      attrib,
      cover: entry.cover === null ? undefined : (entry.cover as boolean | undefined),
    };
  });
  return refuseRepeated(list, 'photos', 'La foto');
}

/** A list of videos [{id?, url, name}] (places and events): http(s) urls, an id named once. */
export function parseVideos(value: unknown): VideoData[] | undefined {
  const list = parseList(value, 'videos', (entry) => ({
    id: optionalId(entry.id, 'videos'),
    url: parseHttpUrl(entry.url, 'videos'),
    name: parseText(entry.name, 'videos', PLACE_LIMITS.videoName),
  }));
  return refuseRepeated(list, 'videos', 'El vídeo');
}

/**
 * Valid hours (hoursProblems) rebuilt with only the model's keys (alwaysOpen / seasonOpen, or day,
 * hours [{open, close}] and all24; part 1 §3): nothing else a caller adds is stored.
 */
function parseHours(value: unknown): string {
  const hours = value ?? [];
  const problems = hoursProblems(hours);
  if (problems.length) throw badInput('hours', problems[0].message);
  const list = hours as Record<string, unknown>[];
  if (list.length === 1 && !('day' in list[0])) return JSON.stringify(list);
  const days = list.map((entry) => ({
    day: entry.day,
    hours: ((entry.hours ?? []) as Record<string, unknown>[]).map(({ open, close }) => ({ open, close })),
    all24: entry.all24 === true,
  }));
  return JSON.stringify(days);
}

function parseCountry(value: unknown): string {
  const text = parseText(value, 'country', PLACE_TEXT.country.max).toUpperCase();
  if (text === '') return 'ES';
  if (!/^[A-Z]{2}$/.test(text)) throw badInput('country', 'País no válido en country: use el código ISO de dos letras (ES, PT, FR...)');
  return text;
}

/** An IANA zone name ('Europe/Madrid') or nothing (domain/timeZoneName.ts). */
function parseTimeZone(value: unknown): string {
  const text = parseText(value, 'timezone', PLACE_TEXT.timezone.max);
  if (text !== '' && !isTimeZoneName(text)) {
    throw badInput('timezone', 'Zona horaria no válida en timezone: use un nombre IANA como Europe/Madrid o Atlantic/Canary');
  }
  return text;
}

function parseRating(value: unknown): number {
  if (value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 5) {
    throw badInput('points', 'Valoración no válida en points: debe ser un entero entre 1 y 5 (0: sin valorar)');
  }
  return value;
}

/**
 * Checks a PlaceInput. On create (`isNew`) the required fields are checked in the spec's order,
 * categories, then name, then address (part 1 §5), and missing optional ones take their defaults.
 */
export function parsePlaceInput(raw: unknown, isNew: boolean): PlaceData {
  if (raw === null || typeof raw !== 'object') throw badInput('place', 'Faltan los datos del sitio');
  const input = raw as Record<string, unknown>;
  const links: PlaceData['links'] = {};
  links.categories = parseIdList(input.categories, 'categories', { message: 'Debe asignar una categoría' });
  const columns: PlaceData['columns'] = {
    name: requiredText(input.name, 'name', PLACE_TEXT.name.max, 'Debe asignar un nombre al lugar'),
    address: requiredText(input.address, 'address', PLACE_TEXT.address.max, 'Debe asignar una dirección'),
  };
  for (const column of TEXT_COLUMNS) {
    if (isNew || present(input[column])) columns[column] = parseText(input[column], column, PLACE_TEXT[column].max);
  }
  for (const column of LINK_COLUMNS)
    if (isNew || present(input[column])) columns[column] = parseLink(input[column], column, PLACE_TEXT[column].max);
  if (isNew || present(input.country)) columns.country = parseCountry(input.country);
  if (isNew || present(input.timezone)) columns.timezone = parseTimeZone(input.timezone);
  if (isNew || present(input.notes)) columns.notes = cleanNotes(parseText(input.notes, 'notes', PLACE_TEXT.notes.max));
  for (const field of ['lat', 'lng'] as const) {
    if (isNew || present(input[field])) columns[field] = parseCoordinate(input[field] ?? null, field);
  }
  if ('lat' in columns && 'lng' in columns && (columns.lat === null) !== (columns.lng === null)) {
    const missing = columns.lat === null ? 'lat' : 'lng';
    throw badInput(missing, 'Las coordenadas van juntas: indique lat y lng, o ninguna');
  }
  if (isNew || present(input.hours)) columns.hours = parseHours(input.hours);
  if (isNew || present(input.points)) columns.points = parseRating(input.points ?? 0);
  if (isNew || present(input.published)) {
    const published = input.published ?? 1;
    if (!isPlaceState(published)) throw badInput('published', 'Estado no válido en published: debe ser un entero entre 0 y 3');
    columns.published = published;
  }
  for (const list of ['subcategories', 'equipment', 'allergies'] as const) links[list] = parseIdList(input[list], list, null);
  const texts: PlaceData['texts'] = {};
  for (const lang of LANGS) {
    const entry: { description?: string; menu?: string } = {};
    const description = `description${langSuffix(lang)}`;
    const menu = `menu${langSuffix(lang)}`;
    if (present(input[description])) entry.description = sanitizeIfHtml(parseText(input[description], description, PLACE_LIMITS.richText));
    if (present(input[menu])) entry.menu = sanitizeRichText(parseText(input[menu], menu, PLACE_LIMITS.richText));
    if (Object.keys(entry).length) texts[lang] = entry;
  }
  return {
    columns,
    texts,
    links,
    services: parseServices(input.services),
    photos: parsePhotos(input.photos),
    videos: parseVideos(input.videos),
  };
}

/** remove_files: idmedia of this place's media to delete (checked against the place in save.ts). */
export function parseRemoveFiles(value: unknown): number[] {
  return parseIdList(value, 'remove_files', null) ?? [];
}
