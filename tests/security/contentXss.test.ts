/**
 * Stored XSS in the content entities through the real API: every link field of events, CMS pages
 * and chains (covers, ticket URL and image, videos) refuses script addresses however written, with
 * BAD_USER_INPUT naming the field and nothing stored; every rich-text field (CMS and chain content
 * in each language, an event's description) comes back without scripts, handlers, script links, and
 * with noopener on any link that opens elsewhere.
 */
import { describeApi, type TestApi } from '../server/helpers/app';

/** Script addresses, however they are spelled. */
const HOSTILE_LINKS = [
  'javascript:1/alert(document.domain)',
  'data:1/text/html,<script>alert(1)</script>',
  'vbscript:1/x',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '//evil.example/x',
];

const HOSTILE_HTML = [
  '<p>a</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" target="_BLANK" rel="opener">x</a>',
  '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
].join('');

/** What must never come back from a stored rich text. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|onerror|onclick|javascript:|data:text|style=/i);
  for (const [, rel] of html.matchAll(/<a [^>]*target="[^"]*"[^>]*rel="([^"]*)"/gi)) {
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
  expect(html).not.toMatch(/<a [^>]*target=(?![^>]*rel=)/i);
}

interface Adapter {
  entity: string;
  links: string[];
  add(api: TestApi, values: Record<string, unknown>): Promise<{ id?: number; field?: string; code?: string }>;
  /** The stored rich texts of an entry. */
  rich(api: TestApi, id: number): Promise<string[]>;
  count(api: TestApi): Promise<number>;
}

const result = (answer: { data: Record<string, unknown> | null; errors?: { extensions?: { code?: string; field?: string } }[] }) => ({
  id: answer.data?.r as number | undefined,
  code: answer.errors?.[0]?.extensions?.code,
  field: answer.errors?.[0]?.extensions?.field,
});
const countOf = async (api: TestApi, table: string) =>
  Number((await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

const LANGS = ['ES', 'EN', 'GL', 'PT'];

/** CMS pages and chains: flat arguments, a text per language. */
function perLanguage(entity: string, op: string, one: string, id: string, title: string): Adapter {
  const defs = [...LANGS.flatMap((l) => [`$${title}${l}: String`, `$content${l}: String`]), '$cover: String'].join(', ');
  const pass = [...LANGS.flatMap((l) => [`${title}${l}: $${title}${l}`, `content${l}: $content${l}`]), 'cover: $cover'].join(', ');
  return {
    entity,
    links: ['cover'],
    add: async (api, values) => {
      const html = values.rich as string | undefined;
      const vars = {
        [`${title}ES`]: 'Entrada',
        ...(html ? Object.fromEntries(LANGS.map((l) => [`content${l}`, html])) : {}),
        ...(values.cover !== undefined ? { cover: values.cover } : {}),
      };
      return result(await api.call(`mutation(${defs}) { r: ${op}(${pass}) }`, vars, api.token));
    },
    rich: async (api, entryId) => {
      const answer = await api.call(`query($id: Int!) { rows: ${one}(${id}: $id) { content } }`, { id: entryId }, api.token);
      return (answer.data?.rows as { content: string }[]).map((r) => r.content);
    },
    count: (api) => countOf(api, entity),
  };
}

const events: Adapter = {
  entity: 'events',
  links: ['buy_url', 'buy_img', 'videos'],
  add: async (api, values) => {
    const event: Record<string, unknown> = { name: 'Evento', type: 'Otros' };
    if (values.rich) event.description = values.rich;
    for (const field of ['buy_url', 'buy_img']) if (values[field] !== undefined) event[field] = values[field];
    if (values.videos !== undefined) event.videos = [{ url: values.videos, name: 'v' }];
    return result(await api.call('mutation($event: EventInput!) { r: addEvent(event: $event) }', { event }, api.token));
  },
  rich: async (api, id) => {
    const answer = await api.call('query($id: Int!) { e: event(idevent: $id) { description } }', { id }, api.token);
    return [(answer.data?.e as { description: string }).description];
  },
  count: (api) => countOf(api, 'events'),
};

const ADAPTERS: Adapter[] = [
  perLanguage('cms', 'addCMS', 'cms', 'idcms', 'title'),
  perLanguage('chains', 'addChain', 'chain', 'idchain', 'name'),
  events,
];

describeApi('content entities: no stored XSS in link or rich-text fields', (api) => {
  for (const adapter of ADAPTERS) {
    it(`${adapter.entity}: every link field refuses ${HOSTILE_LINKS.length} script addresses, naming the field, storing nothing`, async () => {
      const before = await adapter.count(api());
      for (const field of adapter.links) {
        for (const link of HOSTILE_LINKS) {
          const answer = await adapter.add(api(), { [field]: link });
          expect(answer, `${field} = ${JSON.stringify(link)}`).toMatchObject({ code: 'BAD_USER_INPUT', field });
        }
      }
      expect(await adapter.count(api())).toBe(before);
    });

    it(`${adapter.entity}: rich text comes back without scripts, handlers or script links, and links opening elsewhere get noopener`, async () => {
      const answer = await adapter.add(api(), { rich: HOSTILE_HTML });
      expect(answer.code).toBeUndefined();
      const stored = await adapter.rich(api(), answer.id!);
      expect(stored.length).toBeGreaterThan(0);
      for (const html of stored) {
        expectHarmless(html);
        // The harmless parts stay.
        expect(html).toContain('<p>a</p>');
        expect(html).toContain('href="https://ok.example"');
      }
    });
  }
});
