/**
 * The link rule (domain/links.ts) both halves apply to a place's links: what it accepts, what it
 * refuses and why, and the address the panel opens for each.
 */
import { isHttpUrl, linkHref, linkProblem, placeTextFieldsOf } from '../../domain';

/** [text, what 'Abrir web' opens (nothing for an empty field)]. */
const ACCEPTED: [string, string | null][] = [
  ['', null],
  ['   ', null],
  ['https://x.es', 'https://x.es'],
  ['http://x.es/a?b=1#c', 'http://x.es/a?b=1#c'],
  ['HTTPS://X.ES/Carta', 'HTTPS://X.ES/Carta'],
  [' https://x.es ', 'https://x.es'],
  ['https://x.es:8443/a', 'https://x.es:8443/a'],
  ['www.x.es', 'https://www.x.es'],
  ['x.es/a', 'https://x.es/a'],
  ['x.es:8080', 'https://x.es:8080'],
  ['x.es:8080/a', 'https://x.es:8080/a'],
  ['WWW.X.ES:8080/a', 'https://WWW.X.ES:8080/a'],
  ['www.x.es:8080?a=1', 'https://www.x.es:8080?a=1'],
  ['facebook.com/meson', 'https://facebook.com/meson'],
  ['café.es/carta', 'https://café.es/carta'],
  ['@cuenta', 'https://@cuenta'],
];

/** [text, problem]: nothing of these is ever opened. */
const REFUSED: [string, 'scheme' | 'spaces'][] = [
  // the old "host:port" exception took these for a host and a port
  ['javascript:1/alert(document.domain)', 'scheme'],
  ['data:1/x', 'scheme'],
  ['vbscript:1/x', 'scheme'],
  ['javascript:1', 'scheme'],
  ['localhost:8080/x', 'scheme'],
  // other schemes, as a browser reads them: case, whitespace and control characters ignored
  ['javascript:alert(1)', 'scheme'],
  ['JaVaScRiPt:alert(1)', 'scheme'],
  ['java\tscript:alert(1)', 'scheme'],
  ['java\nscript:alert(1)', 'scheme'],
  ['\u0001javascript:alert(1)', 'scheme'],
  ['\u0000javascript:alert(1)', 'scheme'],
  ['java\u007fscript:alert(1)', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'scheme'],
  ['DATA:text/html;base64,PHNjcmlwdD4=', 'scheme'],
  ['vbscript:msgbox(1)', 'scheme'],
  ['mailto:a@x.es', 'scheme'],
  ['ftp://x.es/a', 'scheme'],
  ['x.es:8080javascript:alert(1)', 'scheme'],
  // http(s) must be written out, with a host
  ['https:x.es', 'scheme'],
  ['https:/x.es', 'scheme'],
  ['https:\\\\x.es', 'scheme'],
  ['https://', 'scheme'],
  // protocol-relative or relative to the page showing it
  ['//evil.es/x', 'scheme'],
  ['\\\\evil.es', 'scheme'],
  ['/\\evil.es', 'scheme'],
  ['/carta', 'scheme'],
  // spaces and control characters inside an address
  ['https://x.es/a b', 'spaces'],
  ['www.x .es', 'spaces'],
  ['ht\ttps://x.es', 'spaces'],
  ['https://x.es/\u0001', 'spaces'],
  ['www.x.es\u0007', 'spaces'],
];

describe('domain/links.ts', () => {
  it.each(ACCEPTED)('accepts %j, opened as %j', (text, href) => {
    expect(linkProblem(text)).toBeNull();
    expect(linkHref(text)).toBe(href);
  });

  it.each(REFUSED)('refuses %j (%s), and opens nothing', (text, problem) => {
    expect(linkProblem(text)).toBe(problem);
    expect(linkHref(text)).toBeNull();
  });

  it('is the rule of every link field of a place', () => {
    expect(placeTextFieldsOf('link')).toEqual([
      'website',
      'gmaps_url',
      'facebook',
      'instagram',
      'twitter',
      'youtube',
      'buy_url',
      'buy_img',
    ]);
  });

  it.each([
    ['https://x.es/a.jpg', true],
    [' http://x.es ', true],
    ['www.x.es/a.jpg', false],
    ['x.es:8080/a.jpg', false],
    ['https://', false],
    ['https://x.es/a b.jpg', false],
    ['https://x.es/\ta.jpg', false],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['ftp://x.es/a.jpg', false],
    ['//x.es/a.jpg', false],
    [42, false],
    [null, false],
  ])('isHttpUrl(%j) is %s (photos, videos and tickets by URL)', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
