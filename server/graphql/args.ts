/**
 * Validation of the arguments every list and read shares: lang, ids, pages, page sizes, `order`
 * and search texts. Each rejects with BAD_USER_INPUT naming the argument.
 */
import {
  DEFAULT_LANG,
  isLang,
  isMissingTranslation,
  LAST_MONTHS,
  MAX_COUNT_UPTO,
  MAX_ID,
  MAX_IDS,
  MAX_ITEMS,
  MAX_PAGE,
  MAX_SEARCH,
  type Lang,
  type MissingTranslation,
  DEFAULT_ORDER,
  type SortableResource,
} from '../../domain';
import { badInput } from './errors';

export function parseLang(value: unknown, field = 'lang'): Lang {
  if (value === undefined || value === null || value === '') return DEFAULT_LANG;
  const lang = String(value).toLowerCase();
  if (!isLang(lang)) throw badInput(field, `Idioma no válido: use es, en, gl o pt`);
  return lang;
}

/** As parseLang, but 'all' (or nothing, when allowed) means every language. */
export function parseLangOrAll(value: unknown, field = 'lang'): Lang | 'all' {
  if (value === undefined || value === null || value === '' || String(value).toLowerCase() === 'all') return 'all';
  return parseLang(value, field);
}

export function parseId(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw badInput(field, `Identificador no válido en ${field}: debe ser un entero positivo`);
  }
  return value;
}

export function parseIds(value: unknown, field = 'ids'): number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw badInput(field, `${field} debe ser una lista de identificadores`);
  if (value.length > MAX_IDS) throw badInput(field, `Demasiados identificadores en ${field} (máximo ${MAX_IDS})`);
  return value.map((id) => parseId(id, field));
}

export function parseItems(value: unknown, fallback: number, field = 'items'): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ITEMS) {
    throw badInput(field, `Tamaño de página no válido: entre 1 y ${MAX_ITEMS}`);
  }
  return value;
}

export function parsePage(value: unknown, field = 'page'): number {
  if (value === undefined || value === null) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_PAGE) {
    throw badInput(field, `Página no válida: debe ser un entero entre 1 y ${MAX_PAGE}`);
  }
  return value;
}

/** `upto` of a count (domain EXACT_COUNT): null counts every row. */
export const parseUpto = (value: unknown, field = 'upto'): number | null => parseIntRange(value, field, 1, MAX_COUNT_UPTO);

export function parseSearch(value: unknown, field = 'search'): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text.length > MAX_SEARCH) throw badInput(field, `Texto de búsqueda demasiado largo (máximo ${MAX_SEARCH} caracteres)`);
  return text === '' ? null : text;
}

export function parseIntRange(value: unknown, field: string, min: number, max: number): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badInput(field, `Valor no válido en ${field}: debe ser un entero entre ${min} y ${max}`);
  }
  return value;
}

/** `lastmonths` of the new-in-the-last-months filters. */
export const parseLastMonths = (value: unknown, field = 'lastmonths'): number | null =>
  parseIntRange(value, field, LAST_MONTHS.min, LAST_MONTHS.max);

/** A list's default order as its `order` argument reads ('idplace DESC'). */
export function defaultOrderArg(resource: SortableResource): string {
  const { field, order } = DEFAULT_ORDER[resource];
  return order === 'DESC' ? `${field} DESC` : field;
}

export interface OrderBy {
  /** SQL expression from the allow-list (never user text). */
  sql: string;
  desc: boolean;
  random: boolean;
}

/**
 * `order` is a field name from the allow-list, optionally followed by ' DESC'; 'random' where allowed.
 * allowList maps the public name to a SQL expression.
 */
export function parseOrder(
  value: unknown,
  allowList: Record<string, string>,
  fallback: string,
  opts: { random?: boolean } = {},
  field = 'order',
): OrderBy {
  const raw = value === undefined || value === null || value === '' ? fallback : String(value).trim();
  const match = /^([a-z_0-9]+)(?:\s+(asc|desc))?$/i.exec(raw);
  if (match && opts.random && match[1].toLowerCase() === 'random' && !match[2]) {
    return { sql: 'random()', desc: false, random: true };
  }
  // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
  const name = match?.[1].toLowerCase() ?? '';
  const column = match && Object.hasOwn(allowList, name) ? allowList[name] : undefined;
  if (!match || !column) {
    const names = Object.keys(allowList).concat(opts.random ? ['random'] : []);
    throw badInput(field, `Orden no válido: use uno de ${names.join(', ')}, opcionalmente seguido de DESC`);
  }
  return { sql: column, desc: match[2]?.toLowerCase() === 'desc', random: false };
}

/** `missing_translation` of the lists: "any" or one language (domain MISSING_TRANSLATION); nothing: no filter. */
export function parseMissingTranslation(value: unknown, field = 'missing_translation'): MissingTranslation | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isMissingTranslation(value)) throw badInput(field, `Valor no válido en ${field}: use any, es, en, gl o pt`);
  return value;
}
