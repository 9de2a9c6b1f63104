/**
 * EVENT_AFFILIATE_SUFFIX: the fixed query text appended to a scraped ticket URL (part 2 §7), e.g.
 * `utm_source=directorio&utm_medium=eventos`. Written with or without a leading ? or &.
 */

/** Query text only: letters, digits and the characters a query may hold unescaped (no space, #, quotes or <>). */
const QUERY_TEXT = /^[A-Za-z0-9\-._~%!$'()*+,;=:@/?&]*$/;

/** The suffix without a leading ? or &. */
export const normaliseAffiliateSuffix = (raw: string): string => raw.trim().replace(/^[?&]+/, '');

/** Why a suffix is refused (Spanish), or null when it is valid. */
export function affiliateSuffixProblem(raw: string): string | null {
  const suffix = normaliseAffiliateSuffix(raw);
  if (!QUERY_TEXT.test(suffix) || suffix.includes("'")) {
    return `debe ser texto de consulta de una URL, p. ej. utm_source=directorio (recibido "${raw.slice(0, 100)}")`;
  }
  return null;
}

/**
 * The URL with the suffix added to its query: `?suffix` when it has none, `&suffix` when it has
 * one (before any #fragment); unchanged when the suffix is empty or already there.
 */
export function appendAffiliateSuffix(url: string, rawSuffix: string): string {
  const suffix = normaliseAffiliateSuffix(rawSuffix);
  if (!suffix) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  const query = queryAt === -1 ? '' : base.slice(queryAt + 1);
  if (`&${query}&`.includes(`&${suffix}&`)) return url;
  if (queryAt === -1) return `${base}?${suffix}${fragment}`;
  const joiner = query === '' || query.endsWith('&') ? '' : '&';
  return `${base}${joiner}${suffix}${fragment}`;
}
