/**
 * A place as the API reads it (PLACE_FIELDS of the operations table) → the editor's form values
 * (PlaceFormValues, src/dataProvider/placeInput.ts), and the values a new place starts with
 * (published 1, country ES, every day closed). Pure: the editor, its draft and the conflict
 * check all compare values made here.
 */
import type { RaRecord } from 'react-admin';
import {
  DEFAULT_COUNTRY,
  LANGS,
  PLACE_STATE,
  PLACE_TEXT_FIELDS,
  draftOf,
  formatCoordinates,
  type Lang,
  type PlaceTextField,
} from '../../../../domain';
import type { PerLanguage, PlaceFormValues } from '../../../dataProvider/placeInput';

const emptyTexts = (): PerLanguage => Object.fromEntries(LANGS.map((lang) => [lang, ''])) as PerLanguage;

/** [{lang, text}] → {en, es, gl, pt}. */
function byLanguage(value: unknown): PerLanguage {
  const out = emptyTexts();
  for (const entry of Array.isArray(value) ? (value as { lang?: unknown; text?: unknown }[]) : []) {
    if (entry && (LANGS as readonly unknown[]).includes(entry.lang) && typeof entry.text === 'string') out[entry.lang as Lang] = entry.text;
  }
  return out;
}

const idsOf = (value: unknown, key: string): number[] =>
  Array.isArray(value) ? value.map((item) => Number((item as Record<string, unknown>)?.[key])).filter((n) => Number.isInteger(n)) : [];

const rows = <T = Record<string, unknown>>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The values of a new place. */
export function emptyPlaceValues(): PlaceFormValues {
  return {
    ...(Object.fromEntries(PLACE_TEXT_FIELDS.map((field) => [field, ''])) as Record<PlaceTextField, string>),
    country: DEFAULT_COUNTRY,
    lat: null,
    lng: null,
    points: 0,
    published: PLACE_STATE.published,
    description: emptyTexts(),
    menu: emptyTexts(),
    categories: [],
    subcategories: [],
    equipment: [],
    allergies: [],
    services: [],
    hours: draftOf([]),
    photos: [],
    photoFiles: [],
    videos: [],
    pdfs: [],
    pdfFiles: [],
    views360: [],
    view360Files: [],
    remove_files: [],
  };
}

/** The record read by getOne('places') → the editor's values (edit adds `coordinates`). */
export function placeFormValues(record: RaRecord): PlaceFormValues {
  const empty = emptyPlaceValues();
  const texts = Object.fromEntries(
    PLACE_TEXT_FIELDS.map((field) => [field, typeof record[field] === 'string' ? record[field] : empty[field]]),
  ) as Record<PlaceTextField, string>;
  const lat = typeof record.lat === 'number' ? record.lat : null;
  const lng = typeof record.lng === 'number' ? record.lng : null;
  return {
    ...empty,
    ...texts,
    country: texts.country || DEFAULT_COUNTRY,
    id: Number(record.id),
    idplace: Number(record.idplace ?? record.id),
    version: typeof record.version === 'number' ? record.version : undefined,
    slug: typeof record.slug === 'string' ? record.slug : '',
    create_date: typeof record.create_date === 'string' ? record.create_date : '',
    update_date: typeof record.update_date === 'string' ? record.update_date : '',
    coordinates: formatCoordinates(lat, lng),
    lat,
    lng,
    points: typeof record.points === 'number' ? record.points : 0,
    published: typeof record.published === 'number' ? record.published : PLACE_STATE.published,
    description: byLanguage(record.description),
    menu: byLanguage(record.menu),
    categories: idsOf(record.category, 'idcategory'),
    subcategories: idsOf(record.subcategory, 'idsubcategory'),
    equipment: idsOf(record.equipment, 'idequipment'),
    allergies: idsOf(record.allergies, 'idallergie'),
    services: rows<{ idservice: number; points: number }>(record.servicevotes).map((v) => ({ id: v.idservice, points: v.points })),
    hours: draftOf(record.hours),
    photos: rows<{ idmedia: number; url: string; attrib?: string; cover?: boolean }>(record.photos).map((p) => ({
      id: p.idmedia,
      url: p.url,
      attrib: p.attrib ?? '',
      cover: p.cover === true,
      selected: true,
    })),
    videos: rows<{ idmedia: number; url: string; name?: string }>(record.videos).map((v) => ({
      id: v.idmedia,
      url: v.url,
      name: v.name ?? '',
    })),
    pdfs: rows<{ idmedia: number; url: string; name?: string }>(record.pdfs).map((p) => ({
      idmedia: p.idmedia,
      url: p.url,
      name: p.name ?? '',
    })),
    views360: rows<{ idmedia: number; url: string }>(record.views360).map((v) => ({ idmedia: v.idmedia, url: v.url })),
  };
}
