/**
 * The site configuration (part 2 §3 «Config entry», §9): its fields in their fixed order and what
 * each one holds. The API checks and stores them (server/modules/config), the panel edits them
 * (src/resources/config): one list for both.
 * - globalmsgES/EN/GL/PT: the global message shown on the public site, rich text (HTML through the
 *   server's sanitiser) in each language.
 * - homefeatured1..4: the four featured items of the public home page; an administrator types the
 *   id or slug of a place: a short text on one line.
 * - sharebrand, sharecategories, sharecities: the hashtags of the share text (shareHashtags.ts):
 *   the brand hashtag(s) on one line, and JSON lists of the sets per category and per city.
 */
import type { Lang } from './languages';
import { HASHTAG_CITY_MAX, HASHTAG_MAX, HASHTAG_SETS_MAX, HASHTAGS_PER_SET, readHashtagSets, type ShareHashtags } from './shareHashtags';

/** Longest global message, in characters (per language), as typed (before sanitising). */
export const GLOBAL_MESSAGE_MAX = 20_000;
/** Longest featured item (an id or a slug: place slugs come from names of at most 200 characters). */
export const FEATURED_MAX = 200;
/** How many featured items the home page has. */
export const FEATURED_SLOTS = [1, 2, 3, 4] as const;

/** The global message's languages in the spec's field order (globalmsgES, EN, GL, PT). */
const MESSAGE_LANGS: readonly Lang[] = ['es', 'en', 'gl', 'pt'];

export interface ConfigField {
  /** The spec's field name, e.g. 'globalmsgEN', 'homefeatured3'. */
  name: string;
  /**
   * rich: HTML kept as the sanitiser leaves it; line: a trimmed text on one line; hashtags: a line
   * of hashtags; sets: a JSON list of hashtag sets keyed by `key`.
   */
  kind: 'rich' | 'line' | 'hashtags' | 'sets';
  /** Longest content, in characters. */
  max: number;
  /** The message's language (rich fields). */
  lang?: Lang;
  /** What a set is keyed by (sets fields). */
  key?: 'idcategory' | 'city';
}

/** Longest brand line: a set of hashtags. */
const BRAND_MAX = HASHTAGS_PER_SET * (HASHTAG_MAX + 2);
/** Longest stored list of sets (JSON): every set full, with room for its key and punctuation. */
const SETS_MAX = HASHTAG_SETS_MAX * (BRAND_MAX + HASHTAG_CITY_MAX + 40);

/** Every known field, in the fixed order allConfig answers them. */
export const CONFIG_FIELDS: readonly ConfigField[] = [
  ...MESSAGE_LANGS.map((lang): ConfigField => ({ name: `globalmsg${lang.toUpperCase()}`, kind: 'rich', max: GLOBAL_MESSAGE_MAX, lang })),
  ...FEATURED_SLOTS.map((n): ConfigField => ({ name: `homefeatured${n}`, kind: 'line', max: FEATURED_MAX })),
  { name: 'sharebrand', kind: 'hashtags', max: BRAND_MAX },
  { name: 'sharecategories', kind: 'sets', max: SETS_MAX, key: 'idcategory' },
  { name: 'sharecities', kind: 'sets', max: SETS_MAX, key: 'city' },
];

const BY_NAME = new Map(CONFIG_FIELDS.map((field) => [field.name, field]));

/** The known field of this name (an own lookup: '__proto__' or 'constructor' are unknown). */
export const configField = (name: string): ConfigField | undefined => BY_NAME.get(name);

/** The share text's hashtags from allConfig's rows (a field missing or malformed reads as none). */
export function shareHashtagsOf(rows: readonly { field: string; content: string }[]): ShareHashtags {
  const content = (field: string) => rows.find((row) => row.field === field)?.content ?? '';
  return {
    brand: content('sharebrand'),
    categories: readHashtagSets(content('sharecategories'), 'idcategory'),
    cities: readHashtagSets(content('sharecities'), 'city'),
  };
}
