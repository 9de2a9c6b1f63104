/**
 * The share text of a place (part 2 §7 «Share text generation»), built by the share screen from
 * the place, the message translated into each language and the configured hashtags
 * (shareHashtags.ts). The spec's order, one item per line; what the spec leaves open is fixed here
 * (docs/api.md «Compartir sitio»):
 *
 *   #Marca                        the brand hashtag(s) (configuration: sharebrand)
 *   @cuenta                       the place's Instagram handle
 *   #de #sus #categorias          the sets of the place's categories, in its categories' order
 *   #Ciudad #de #la #ciudad       the city's own hashtag (from its name) and the city's set
 *   --------------------          a dashed rule before each language's block:
 *   el mensaje traducido            the message in that language (es, en, gl, pt)
 *   📍 Ciudad, Provincia, País      the city line (country named in that language)
 *   🔖 Categoría                    the category line (the first category, in that language)
 *   -------------------- …
 *
 * A hashtag appears once (the first time; case ignored); an empty line is left out (no handle, no
 * category, a province equal to its city).
 */
import { COUNTRIES } from './countries';
import { DEFAULT_LANG, LANGS, type Lang } from './languages';
import { cityHashtag, cityKey, hashtagList, type ShareHashtags } from './shareHashtags';

/** The rule between blocks. */
export const SHARE_RULE = '-'.repeat(20);
export const CITY_MARK = '📍';
export const CATEGORY_MARK = '🔖';

/** The blocks' languages: Spanish (the message is typed in it) first, then the others in LANGS order. */
export const SHARE_LANGS: readonly Lang[] = [DEFAULT_LANG, ...LANGS.filter((lang) => lang !== DEFAULT_LANG)];

export interface ShareCategory {
  idcategory: number;
  /** Its name per language (Spanish stands in for a missing one). */
  text: Partial<Record<Lang, string>>;
}

export interface ShareTextInput {
  place: { city: string; province: string; country: string; instagram: string };
  /** The place's categories, the first one first. */
  categories: readonly ShareCategory[];
  /** The message per language (translated from Spanish). */
  messages: Partial<Record<Lang, string>>;
  hashtags: ShareHashtags;
}

/**
 * The Instagram handle of what the place's instagram field holds: '@casapepe', 'casapepe' or a
 * profile address (https://www.instagram.com/casapepe/?hl=es) → '@casapepe'; null when it is none.
 */
export function instagramHandle(value: string): string | null {
  let name = value.trim();
  const url = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i.exec(name);
  if (url) name = url[1];
  name = name.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(name) ? `@${name}` : null;
}

/** A country's name in `lang` (the browser's and Node's own names), else its Spanish name, else its code. */
export function countryName(code: string, lang: Lang): string {
  if (!code) return '';
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    if (name) return name;
  } catch {
    // not a region code Intl knows: the list's name below
  }
  return Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code] : code;
}

/** 'Vigo, Pontevedra, España' (a province equal to its city, or an empty part, left out). */
export function cityLine(place: ShareTextInput['place'], lang: Lang): string {
  const province = cityKey(place.province) === cityKey(place.city) ? '' : place.province;
  return [place.city, province, countryName(place.country, lang)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The header's lines with every hashtag kept only the first time it appears (case ignored). */
function withoutRepeats(lines: string[][]): string[] {
  const seen = new Set<string>();
  return lines
    .map((line) =>
      line
        .filter((tag) => {
          const key = tag.toLocaleLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .join(' '),
    )
    .filter(Boolean);
}

export function shareText({ place, categories, messages, hashtags }: ShareTextInput): string {
  const categorySets = categories.flatMap((category) =>
    hashtags.categories.filter((set) => set.idcategory === category.idcategory).flatMap((set) => hashtagList(set.hashtags)),
  );
  const key = cityKey(place.city);
  const citySet = hashtags.cities.filter((set) => key !== '' && cityKey(set.city) === key).flatMap((set) => hashtagList(set.hashtags));
  const own = cityHashtag(place.city);
  const handle = instagramHandle(place.instagram);
  const header = withoutRepeats([hashtagList(hashtags.brand), handle ? [handle] : [], categorySets, [...(own ? [own] : []), ...citySet]]);

  const first = categories[0];
  const blocks = SHARE_LANGS.map((lang) => {
    const category = first ? (first.text[lang] ?? first.text[DEFAULT_LANG] ?? '').trim() : '';
    const where = cityLine(place, lang);
    return [
      SHARE_RULE,
      (messages[lang] ?? '').trim(),
      where ? `${CITY_MARK} ${where}` : '',
      category ? `${CATEGORY_MARK} ${category}` : '',
    ].filter(Boolean);
  });
  return [...header, ...blocks.flat()].join('\n');
}
