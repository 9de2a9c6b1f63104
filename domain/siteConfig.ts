/**
 * The site configuration (part 2 §3 «Config entry», §9): its fields in their fixed order and what
 * each one holds. The API checks and stores them (server/modules/config), the panel edits them
 * (src/resources/config): one list for both.
 * - globalmsgES/EN/GL/PT: the global message shown on the public site, rich text (HTML through the
 *   server's sanitiser) in each language.
 * - homefeatured1..4: the four featured items of the public home page; an administrator types the
 *   id or slug of a place: a short text on one line.
 */
import type { Lang } from './languages';

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
  /** rich: HTML kept as the sanitiser leaves it; line: a trimmed text on one line. */
  kind: 'rich' | 'line';
  /** Longest content, in characters. */
  max: number;
  /** The message's language (rich fields). */
  lang?: Lang;
}

/** Every known field, in the fixed order allConfig answers them. */
export const CONFIG_FIELDS: readonly ConfigField[] = [
  ...MESSAGE_LANGS.map((lang): ConfigField => ({ name: `globalmsg${lang.toUpperCase()}`, kind: 'rich', max: GLOBAL_MESSAGE_MAX, lang })),
  ...FEATURED_SLOTS.map((n): ConfigField => ({ name: `homefeatured${n}`, kind: 'line', max: FEATURED_MAX })),
];

const BY_NAME = new Map(CONFIG_FIELDS.map((field) => [field.name, field]));

/** The known field of this name (an own lookup: '__proto__' or 'constructor' are unknown). */
export const configField = (name: string): ConfigField | undefined => BY_NAME.get(name);
