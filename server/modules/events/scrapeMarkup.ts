/**
 * One pass of htmlparser2 (the parser sanitize-html uses) over an event page, keeping only what the
 * scraper reads: the JSON-LD blocks, the <meta> tags (Open Graph, Twitter, description), <title>,
 * the first <h1>, <base href> and <link rel="image_src">. Every text kept is bounded, so a 2 MB page
 * costs one linear pass and little memory.
 */
import { Parser } from 'htmlparser2';

/** JSON-LD blocks read (a page has a handful; the rest are ignored). */
export const MAX_JSON_LD_BLOCKS = 20;
/** Characters kept of one JSON-LD block (a block past it is dropped: it would not parse). */
export const MAX_JSON_LD_CHARS = 512 * 1024;
/** Characters kept of <title>, <h1> and each <meta> content. */
export const MAX_MARKUP_TEXT = 20_000;
/**
 * Elements open at once past which the rest of the page is not read. htmlparser2's stack of open
 * elements costs time proportional to its depth on every tag: a 2 MB page of unclosed <div>s took
 * tens of seconds; with this bound the worst page measured takes under half a second.
 */
export const MAX_OPEN_ELEMENTS = 256;

export interface PageMarkup {
  /** Raw text of each <script type="application/ld+json">, in page order. */
  jsonLd: string[];
  /** <meta property|name=… content=…>, keys lowercased; the first occurrence of each wins. */
  meta: Map<string, string>;
  title: string;
  h1: string;
  /** <base href>, as written. */
  base: string | null;
  /** <link rel="image_src" href>, as written. */
  imageLink: string | null;
}

/** Elements whose text is not page text (never part of a title or heading). */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math']);

const isJsonLd = (type: string | undefined) => (type ?? '').split(';')[0].trim().toLowerCase() === 'application/ld+json';

export function readMarkup(html: string): PageMarkup {
  const markup: PageMarkup = { jsonLd: [], meta: new Map(), title: '', h1: '', base: null, imageLink: null };
  let jsonLd: string | null = null;
  let jsonLdTooLong = false;
  let inTitle = false;
  let titleDone = false;
  let h1Depth = 0;
  let h1Done = false;
  let hiddenDepth = 0;
  let open = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        // Mirrors the parser's stack (void elements are closed at once, implied ends are reported).
        if (++open > MAX_OPEN_ELEMENTS) parser.pause();
        if (name === 'script' && isJsonLd(attribs.type) && markup.jsonLd.length < MAX_JSON_LD_BLOCKS) {
          jsonLd = '';
          jsonLdTooLong = false;
        }
        if (NOT_TEXT.has(name)) hiddenDepth++;
        if (name === 'title' && !titleDone && hiddenDepth === 0) inTitle = true;
        if (name === 'h1' && !h1Done) h1Depth++;
        else if (h1Depth > 0) h1Depth++;
        if (name === 'meta' && attribs.content !== undefined) {
          const key = (attribs.property ?? attribs.name ?? attribs.itemprop ?? '').trim().toLowerCase();
          if (key && !markup.meta.has(key)) markup.meta.set(key, attribs.content.slice(0, MAX_MARKUP_TEXT));
        }
        if (name === 'base' && markup.base === null && attribs.href) markup.base = attribs.href;
        if (name === 'link' && markup.imageLink === null && attribs.href && /(^|\s)image_src(\s|$)/i.test(attribs.rel ?? '')) {
          markup.imageLink = attribs.href;
        }
      },
      ontext(text) {
        if (jsonLd !== null) {
          if (jsonLd.length + text.length > MAX_JSON_LD_CHARS) jsonLdTooLong = true;
          else jsonLd += text;
          return;
        }
        if (hiddenDepth > 0) return;
        if (inTitle && markup.title.length < MAX_MARKUP_TEXT) markup.title += text.slice(0, MAX_MARKUP_TEXT);
        if (h1Depth > 0 && markup.h1.length < MAX_MARKUP_TEXT) markup.h1 += text.slice(0, MAX_MARKUP_TEXT);
      },
      onclosetag(name) {
        open--;
        if (name === 'script' && jsonLd !== null) {
          if (!jsonLdTooLong) markup.jsonLd.push(jsonLd);
          jsonLd = null;
        }
        if (NOT_TEXT.has(name) && hiddenDepth > 0) hiddenDepth--;
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
        if (h1Depth > 0) {
          h1Depth--;
          if (h1Depth === 0) h1Done = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  if (open <= MAX_OPEN_ELEMENTS) parser.end();
  return markup;
}

/** The text of an HTML fragment (tags dropped, entities decoded), e.g. a JSON-LD name with &amp; in it. */
export function htmlToText(fragment: string): string {
  let text = '';
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag: (name) => void (NOT_TEXT.has(name) && hiddenDepth++),
      onclosetag: (name) => void (NOT_TEXT.has(name) && hiddenDepth > 0 && hiddenDepth--),
      ontext: (chunk) => void (hiddenDepth === 0 && (text += chunk)),
    },
    { decodeEntities: true },
  );
  parser.end(fragment);
  return text;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * An HTML fragment with its href and src attributes made absolute by `resolve` (null: left as
 * written). Only a rewrite: what it returns still has to go through the rich-text sanitiser.
 */
export function absoluteLinks(fragment: string, resolve: (url: string) => string | null): string {
  let out = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const written = Object.entries(attribs).map(([key, value]) => {
          const resolved = key === 'href' || key === 'src' ? (resolve(value) ?? value) : value;
          return ` ${key}="${escapeAttribute(resolved)}"`;
        });
        out += `<${name}${written.join('')}>`;
      },
      ontext(text) {
        out += escapeText(text);
      },
      onclosetag(name) {
        if (!VOID.has(name)) out += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(fragment);
  return out;
}
