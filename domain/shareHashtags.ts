/**
 * The hashtags of the share text (part 2 §7 «Share text generation»; the spec leaves the sets to
 * the site): a brand hashtag, a set per category and a set per city, kept in the site configuration
 * (siteConfig.ts: sharebrand, sharecategories, sharecities) so that they change without a rebuild.
 * The API checks them with these rules (server/modules/config), the config screen edits them and
 * shareText.ts reads them: one copy of each rule.
 * - A hashtag: '#' and letters (any alphabet, accents), digits or '_'; typed with or without '#',
 *   separated by spaces or commas; stored as '#uno #dos'.
 * - A set of a category: {idcategory, hashtags}; of a city: {city, hashtags}, the city matched
 *   without regard to case or accents («A Coruña» = «a coruna»). Stored as a JSON list.
 */

/** Longest hashtag, in characters after '#'. */
export const HASHTAG_MAX = 100;
/** Most hashtags in one set (Instagram's limit for a whole post is 30). */
export const HASHTAGS_PER_SET = 30;
/** Most sets in sharecategories or sharecities. */
export const HASHTAG_SETS_MAX = 300;
/** Longest city name in a set. */
export const HASHTAG_CITY_MAX = 100;

export interface CategoryHashtags {
  idcategory: number;
  hashtags: string;
}

export interface CityHashtags {
  city: string;
  hashtags: string;
}

/** What the share text reads from the configuration. */
export interface ShareHashtags {
  brand: string;
  categories: readonly CategoryHashtags[];
  cities: readonly CityHashtags[];
}

export const NO_HASHTAGS: ShareHashtags = { brand: '', categories: [], cities: [] };

const WORD = /^[\p{L}\p{M}\p{N}_]+$/u;

/** The words of a typed list: split on spaces and commas, one leading '#' dropped from each. */
const words = (text: string): string[] =>
  text
    .split(/[\s,]+/u)
    .filter(Boolean)
    .map((word) => (word.startsWith('#') ? word.slice(1) : word));

/** Why a typed list of hashtags is refused (Spanish, naming the bad one), or null when it is fine. */
export function hashtagsProblem(text: string): string | null {
  const list = words(text);
  const bad = list.find((word) => !WORD.test(word));
  if (bad !== undefined) {
    const shown = bad.length > 40 ? `${bad.slice(0, 40)}…` : bad;
    return `Hashtag no válido: «#${shown}» (solo letras, números y _)`;
  }
  const long = list.find((word) => [...word].length > HASHTAG_MAX);
  if (long) return `Hashtag demasiado largo: «#${long.slice(0, 40)}…» (máximo ${HASHTAG_MAX} caracteres)`;
  if (list.length > HASHTAGS_PER_SET) return `Demasiados hashtags: como mucho ${HASHTAGS_PER_SET} (${list.length})`;
  return null;
}

/** The hashtags of a typed list, each with its '#' (check it with hashtagsProblem first). */
export const hashtagList = (text: string): string[] => words(text).map((word) => `#${word}`);

/** A typed list as it is stored: '#uno #dos'. */
export const normalizeHashtags = (text: string): string => hashtagList(text).join(' ');

/** A city as sets are matched: lower case, no accents, single spaces. */
export const cityKey = (city: string): string => city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The city's own hashtag, made from its name: «A Coruña» → #ACoruña, «Santiago de Compostela» → #SantiagoDeCompostela. */
export function cityHashtag(city: string): string | null {
  const parts = city
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean);
  if (parts.length === 0) return null;
  return `#${parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}`;
}

/** A JSON object (not a list, not null): what a stored set must be. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored list of sets, as read: '' or anything that is not a JSON list of well-formed sets reads
 * as the sets that are well formed (none at worst): a read never fails.
 */
export function readHashtagSets<K extends 'idcategory' | 'city'>(
  content: string,
  key: K,
): (K extends 'idcategory' ? CategoryHashtags : CityHashtags)[] {
  let parsed: unknown;
  try {
    parsed = content.trim() === '' ? [] : JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ok = parsed.filter(
    (row) =>
      isJsonObject(row) &&
      typeof row.hashtags === 'string' &&
      (key === 'idcategory' ? Number.isInteger(row.idcategory) : typeof row.city === 'string'),
  ) as Record<string, unknown>[];
  return ok.map((row) => ({ [key]: row[key], hashtags: row.hashtags })) as unknown as (K extends 'idcategory'
    ? CategoryHashtags
    : CityHashtags)[];
}
