/**
 * The one rule for a place's links (website, gmaps_url, facebook, instagram, twitter, youtube,
 * buy_url, buy_img: the `link` kind of ./placeFields.ts), for both halves: the API refuses what
 * `linkProblem` names (server/modules/places/input.ts), the panel shows the same problem on the field
 * and opens only what `linkHref` gives.
 *
 * A link is '' or, with no spaces nor control characters anywhere:
 * - an http(s) URL with a host: 'https://x.es/a';
 * - a bare address, taken as https when opened: 'www.x.es', 'x.es/a', 'x.es:8080/a' (a host name
 *   with a dot, then a port), '@cuenta'.
 * Refused: any other scheme, read as a browser reads it (case and any whitespace or control
 * character ignored: 'JaVaScRiPt:', 'java\tscript:', '\u0001javascript:'); 'javascript:1/alert(1)'
 * is a scheme, not a host and a port ('javascript' has no dot); and an address starting with '/' or
 * '\' ('//evil.es', '/x'): protocol-relative or relative to the page showing it, never a place's own
 * address ('https://evil.es' is accepted, written out).
 */

export type LinkProblem = 'spaces' | 'scheme';

// Whitespace and control characters: a browser drops tabs and line breaks inside a URL and leading
// control characters, so 'java\tscript:' is 'javascript:' to it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\s\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_ALL = /[\s\u0000-\u001f\u007f]/g;

/** A URL scheme: a letter, then letters, digits, '+', '-' or '.', then ':'. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

/** 'x.es:8080', 'www.x.es:8080/a': a host name with a dot (so never 'javascript'), a port, then a path or the end. */
const HOST_PORT = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+:\d+(?:[/?#]|$)/;

/** An absolute http:// or https:// URL with a host, without spaces nor control characters. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (INVISIBLE.test(text) || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * What is wrong with a link field's text, or null when it is acceptable ('' included): `scheme` for
 * a scheme other than http(s) (or an http(s) URL without a host, or an address starting with '/'),
 * `spaces` for spaces or control characters.
 */
export function linkProblem(text: string): LinkProblem | null {
  const value = text.trim();
  if (value === '') return null;
  // The scheme as a browser would read it.
  const read = value.replace(INVISIBLE_ALL, '').toLowerCase();
  const scheme = SCHEME.exec(read)?.[1];
  const http = scheme === 'http' || scheme === 'https';
  if (scheme !== undefined && !http && !HOST_PORT.test(read)) return 'scheme';
  if (http && !read.startsWith(`${scheme}://`)) return 'scheme';
  if (read.startsWith('/') || read.startsWith('\\')) return 'scheme';
  if (INVISIBLE.test(value)) return 'spaces';
  if (http && !isHttpUrl(value)) return 'scheme';
  return null;
}

/**
 * The address to open for a link field's text ('Abrir web', the public site): an http(s) URL as
 * typed, a bare address as https ('www.x.es' → 'https://www.x.es', never a URL relative to the
 * page); null when there is nothing safe to open.
 */
export function linkHref(text: string): string | null {
  const value = text.trim();
  if (value === '' || linkProblem(value) !== null) return null;
  const href = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return isHttpUrl(href) ? href : null;
}
