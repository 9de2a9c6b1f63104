/**
 * What an event page says about itself (part 2 §7, "Event scraping"): name, cover image,
 * description and ticket URL, and the dates when the page states them. A pure function of the
 * page's text; the fetch is server/modules/events/scrapeEvent.ts.
 *
 * Sources, in order of preference: the JSON-LD Event, Open Graph (and Twitter cards), then the
 * markup (<h1>, <title>, meta description). The description goes through the one rich-text
 * sanitiser: nothing of the page's HTML is kept outside its allow-list.
 */
import { PLACE_LIMITS } from '../../../domain';
import { sanitizeRichText } from '../../text/richText';
import { appendAffiliateSuffix } from './affiliate';
import { findJsonLdEvent } from './jsonLd';
import { absoluteLinks, htmlToText, readMarkup } from './scrapeMarkup';

/** An event's name, as a place's (characters). */
export const SCRAPED_NAME_MAX = PLACE_LIMITS.name;
/** Image and ticket URLs, as any stored URL (characters). */
export const SCRAPED_URL_MAX = PLACE_LIMITS.url;
/** Characters of the page's description read before sanitising (a page's summary, not a book). */
export const SCRAPED_DESCRIPTION_MAX = 20_000;

export interface ScrapedEvent {
  /** Plain text, '' when the page names nothing. */
  name: string;
  /** Absolute http(s) URL of the cover, without a WordPress size suffix; '' when none. */
  image: string;
  /** Sanitised rich text (HTML of the editor's allow-list); '' when none. */
  description: string;
  /** The ticket URL with the affiliate suffix. */
  buy_url: string;
  /** ISO 8601 as the page states it (offset kept), only when it is one. */
  start_date?: string;
  end_date?: string;
}

/** Whitespace collapsed, trimmed, cut at `max` characters (never inside a surrogate pair). */
function plain(text: string | null | undefined, max: number): string {
  const collapsed = (text ?? '')
    .slice(0, max * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return collapsed.length <= max ? collapsed : Array.from(collapsed).slice(0, max).join('').trim();
}

const firstNonEmpty = (...values: (string | null | undefined)[]) => values.find((value) => value && value.trim()) ?? '';

/** An absolute http(s) URL resolved against `base`, or null (javascript:, data:, garbage, too long). */
function absoluteUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw || !raw.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  return url.href.length <= SCRAPED_URL_MAX ? url.href : null;
}

/** `foto-300x200.jpg` → `foto.jpg`: WordPress's resized copies name the original with a -WxH suffix. */
export function dropSizeSuffix(imageUrl: string): string {
  const url = new URL(imageUrl);
  url.pathname = url.pathname.replace(/-\d{1,5}x\d{1,5}(\.[A-Za-z0-9]{2,5})$/, '$1');
  return url.href;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as paragraphs: blank lines split them, single line breaks become <br>. */
function paragraphs(text: string, escape: boolean): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${(escape ? escapeHtml(part) : part).replace(/\s*\r?\n\s*/g, '<br>')}</p>`)
    .join('');
}

/** Block structure of its own: then its line breaks are only whitespace, as in a browser. */
const HAS_BLOCKS = /<(p|div|br|ul|ol|li|h[1-6]|table|blockquote|pre)\b/i;

/**
 * The description as stored: JSON-LD's may be HTML or text with entities (line breaks kept as
 * paragraphs unless it has block tags; links made absolute); a meta content is plain text (already decoded: escaped here). Always
 * sanitised last.
 */
function description(jsonLd: string | null, metaText: string, base: string): string {
  if (jsonLd) {
    const cut = jsonLd.slice(0, SCRAPED_DESCRIPTION_MAX);
    const html = absoluteLinks(HAS_BLOCKS.test(cut) ? cut : paragraphs(cut, false), (url) => absoluteUrl(url, base));
    const clean = sanitizeRichText(html);
    if (clean) return clean;
  }
  return sanitizeRichText(paragraphs(metaText.slice(0, SCRAPED_DESCRIPTION_MAX), true));
}

/** A date as schema.org writes it (2025-06-01, 2025-06-01T20:30, with seconds and offset), else undefined. */
function isoDate(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
  return iso.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10))) ? text : undefined;
}

/**
 * The event a page describes. `pageUrl` is where the page was read (after redirects): relative
 * URLs resolve against it (or its <base href>) and it is the ticket URL when the page gives none.
 */
export function scrapeEventPage(html: string, pageUrl: string, affiliateSuffix: string): ScrapedEvent {
  const markup = readMarkup(html);
  const event = findJsonLdEvent(markup.jsonLd);
  const meta = (key: string) => markup.meta.get(key) ?? null;
  const base = absoluteUrl(markup.base, pageUrl) ?? pageUrl;

  const name = plain(
    firstNonEmpty(
      event?.name ? htmlToText(event.name.slice(0, SCRAPED_NAME_MAX * 20)) : null,
      meta('og:title'),
      meta('twitter:title'),
      markup.h1,
      markup.title,
    ),
    SCRAPED_NAME_MAX,
  );

  const imageCandidates = [
    event?.image,
    meta('og:image'),
    meta('og:image:secure_url'),
    meta('og:image:url'),
    meta('twitter:image'),
    meta('twitter:image:src'),
    markup.imageLink,
  ];
  const image = imageCandidates.map((candidate) => absoluteUrl(candidate, base)).find(Boolean);

  const buyCandidates = [event?.offerUrl, event?.url, meta('og:url')];
  const buyUrl = buyCandidates.map((candidate) => absoluteUrl(candidate, base)).find(Boolean) ?? pageUrl;
  const withSuffix = appendAffiliateSuffix(buyUrl, affiliateSuffix);

  const scraped: ScrapedEvent = {
    name,
    image: image ? dropSizeSuffix(image) : '',
    description: description(
      event?.description ?? null,
      firstNonEmpty(meta('og:description'), meta('twitter:description'), meta('description')),
      base,
    ),
    buy_url: withSuffix.length <= SCRAPED_URL_MAX ? withSuffix : appendAffiliateSuffix(pageUrl, affiliateSuffix),
  };
  const start = isoDate(event?.startDate ?? null);
  const end = isoDate(event?.endDate ?? null);
  if (start) scraped.start_date = start;
  if (end) scraped.end_date = end;
  return scraped;
}
