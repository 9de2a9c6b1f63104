/**
 * The modal's values: an empty form (a new service gets the default rating labels of part 2 §9),
 * a grouped record turned into a form, a form turned into the data provider's `data`, and the
 * server's argument names (r1ES...) turned into the form's (rating1ES...).
 */
import type { RaRecord } from 'react-admin';
import type { RefListConfig } from './lists';

/** The order of the inputs in the modal (part 2 §2: ES, EN, GL, PT). Tables use EN, ES, GL, PT. */
export const FORM_LANGS = ['ES', 'EN', 'GL', 'PT'] as const;
export type Lang = (typeof FORM_LANGS)[number];

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Labels of ratings 1 to 5 that a new service starts with (part 2 §9). */
export const DEFAULT_RATING_LABELS: Record<Lang, readonly string[]> = {
  ES: ['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien'],
  EN: ['Very bad', 'Bad', 'Normal', 'Good', 'Very good'],
  GL: ['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben'],
  PT: ['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom'],
};

export interface FormValues {
  /** The hidden id: null = add mode, a number = edit mode. */
  id: number | null;
  /** Per-language texts by key: textES, questionEN, rating3GL... */
  texts: Record<string, string>;
  /** The entry's current image URL (edit mode), shown as the preview until a file is chosen. */
  image: string | null;
  /** The image chosen in this modal, uploaded after save. */
  file: File | null;
  /** Linked service ids (categories). */
  services: number[];
  /** The service's filter flag. */
  filter: boolean;
}

/** The per-language keys the modal edits for this list. */
export function textKeys(config: RefListConfig, lang?: Lang): string[] {
  const langs = lang ? [lang] : FORM_LANGS;
  if (config.kind === 'texts') return langs.map((l) => `text${l}`);
  return langs.flatMap((l) => [`question${l}`, `text${l}`, ...RATINGS.map((n) => `rating${n}${l}`)]);
}

/** The form of a new entry. */
export function emptyValues(config: RefListConfig): FormValues {
  const texts: Record<string, string> = {};
  for (const key of textKeys(config)) texts[key] = '';
  if (config.kind === 'service') {
    for (const lang of FORM_LANGS) RATINGS.forEach((n) => (texts[`rating${n}${lang}`] = DEFAULT_RATING_LABELS[lang][n - 1]));
  }
  return { id: null, texts, image: null, file: null, services: [], filter: false };
}

const serviceIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((s) => Number(typeof s === 'object' && s !== null ? (s as { idservice: unknown }).idservice : s)).filter(Number.isInteger)
    : [];

/** The form of an existing (grouped) record. */
export function valuesOf(config: RefListConfig, record: RaRecord): FormValues {
  const texts: Record<string, string> = {};
  for (const key of textKeys(config)) texts[key] = String(record[key] ?? '');
  return {
    id: Number(record.id),
    texts,
    image: typeof record.image === 'string' && record.image ? record.image : null,
    file: null,
    services: serviceIds(record.services),
    filter: Boolean(record.filter),
  };
}

/** What the data provider's create/update receive (operations.ts turns it into arguments). */
export function dataOf(config: RefListConfig, values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of textKeys(config)) data[key] = (values.texts[key] ?? '').trim();
  if (config.kind === 'service') data.filter = values.filter;
  if (config.linksServices) data.services = values.services.map((idservice) => ({ idservice }));
  return data;
}

/** The form key behind a server argument name: r3GL → rating3GL; others are the same. */
export function formFieldOf(serverField: string | undefined): string | undefined {
  if (!serverField) return undefined;
  const rating = /^r([1-5])(ES|EN|GL|PT)$/.exec(serverField);
  return rating ? `rating${rating[1]}${rating[2]}` : serverField;
}

/** The language a form key belongs to (textGL → GL), for switching to the tab that holds an error. */
export function langOf(key: string): Lang | undefined {
  const lang = key.slice(-2);
  return (FORM_LANGS as readonly string[]).includes(lang) ? (lang as Lang) : undefined;
}
