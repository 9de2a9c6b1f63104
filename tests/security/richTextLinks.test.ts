/**
 * Reverse tabnabbing through rich text (server/text/richText.ts): a link with any target — '_blank'
 * in any case, '_top', '_parent', a named window — or any rel is stored with
 * rel="noopener noreferrer nofollow" in place of the rel sent, so `rel="opener"` never survives;
 * a plain link stays plain. Checked on the sanitiser, then through addPlace / updPlace and `place`.
 */
import { sanitizeAttribution, sanitizeRichText } from '../../server/text/richText';
import { describeApi } from '../server/helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from '../server/helpers/placeEditor';

const REL = 'rel="noopener noreferrer nofollow"';

/** [what is sent, what is stored]. */
const LINKS: [string, string][] = [
  ['<a href="https://x.es" target="_BLANK" rel="opener">x</a>', `<a href="https://x.es" target="_BLANK" ${REL}>x</a>`],
  ['<a href="https://x.es" target="_Blank" rel="opener">x</a>', `<a href="https://x.es" target="_Blank" ${REL}>x</a>`],
  ['<a href="https://x.es" target="foo" rel="opener">x</a>', `<a href="https://x.es" target="foo" ${REL}>x</a>`],
  ['<a href="https://x.es" target="_top" rel="opener">x</a>', `<a href="https://x.es" target="_top" ${REL}>x</a>`],
  ['<a href="https://x.es" target="_parent" rel="opener">x</a>', `<a href="https://x.es" target="_parent" ${REL}>x</a>`],
  ['<a href="https://x.es" target="_blank" rel="opener">x</a>', `<a href="https://x.es" target="_blank" ${REL}>x</a>`],
  ['<a href="https://x.es" TARGET="_BLANK" REL="OPENER">x</a>', `<a href="https://x.es" target="_BLANK" ${REL}>x</a>`],
  ['<a href="https://x.es" target="foo">x</a>', `<a href="https://x.es" target="foo" ${REL}>x</a>`],
  ['<a rel="opener" href="https://x.es" target="foo">x</a>', `<a ${REL} href="https://x.es" target="foo">x</a>`],
  ['<a href="https://x.es" target="_blank" rel="noopener opener">x</a>', `<a href="https://x.es" target="_blank" ${REL}>x</a>`],
  ['<a href="https://x.es" rel="opener">x</a>', `<a href="https://x.es" ${REL}>x</a>`],
  ['<a href="https://x.es" target="foo" rel="opener" onclick="alert(1)">x</a>', `<a href="https://x.es" target="foo" ${REL}>x</a>`],
  ['<a href="https://x.es">x</a>', '<a href="https://x.es">x</a>'],
];

/** No rel of the stored HTML lets the target reach back: noopener and noreferrer, never `opener` alone. */
function expectNoOpener(html: string) {
  for (const [, rel] of html.matchAll(/\srel="([^"]*)"/gi)) {
    const tokens = rel.toLowerCase().split(/\s+/);
    expect(tokens).toContain('noopener');
    expect(tokens).toContain('noreferrer');
    expect(tokens).not.toContain('opener');
  }
  for (const [tag] of html.matchAll(/<a\s[^>]*\starget=[^>]*>/gi)) expect(tag).toContain(REL);
}

describe('sanitizeRichText: links with a target', () => {
  it.each(LINKS)('%s → %s', (sent, stored) => {
    expect(sanitizeRichText(`<p>${sent}</p>`)).toBe(`<p>${stored}</p>`);
    expectNoOpener(sanitizeRichText(sent));
  });

  it.each(LINKS)('photo attribution: %s → %s', (sent, stored) => {
    expect(sanitizeAttribution(sent)).toBe(stored);
  });
});

describeApi('rich text links never keep the opener', (api) => {
  let refs: Refs;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const textOf = (list: { lang: string; text: string }[], lang: string) => list.find((t) => t.lang === lang)?.text ?? '';

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it.each(LINKS)('description and menu: %s is stored as %s', async (sent, stored) => {
    const { data, errors } = await call(ADD, { p: minimal(refs, { descriptionES: `<p>${sent}</p>`, menuGL: `<p>${sent}</p>` }) });
    expect(errors).toBeUndefined();
    const place = (await call(READ, { id: data!.addPlace })).data!.place;
    expect(textOf(place.description, 'es')).toBe(`<p>${stored}</p>`);
    expect(textOf(place.menu, 'gl')).toBe(`<p>${stored}</p>`);
  });

  it('every link at once, on edit, in the four languages: each stored link with a target has noopener and noreferrer', async () => {
    const id = (await call(ADD, { p: minimal(refs) })).data!.addPlace;
    const all = `<p>${LINKS.map(([sent]) => sent).join(' ')}</p>`;
    const texts = Object.fromEntries(['ES', 'EN', 'GL', 'PT'].flatMap((l) => [[`description${l}`, all]]));
    expect((await call(UPD, { id, p: minimal(refs, texts) })).errors).toBeUndefined();
    const place = (await call(READ, { id })).data!.place;
    const stored = place.description.map((t: { text: string }) => t.text);
    expect(stored).toHaveLength(4);
    for (const text of stored) {
      expect(text).toContain('target="_top"');
      expect(text).not.toMatch(/rel="[^"]*\bopener\b/i);
      expectNoOpener(text);
    }
  });
});
