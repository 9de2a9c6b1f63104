/**
 * translate: each provider called from the server with its own protocol (a local fake checks the
 * method, the key's place and the body), HTML kept as HTML, DeepL's missing Galician said clearly,
 * bounded text, timeouts and provider failures as TRANSLATE_FAILED, no provider as
 * TRANSLATE_UNAVAILABLE, and the key never in an answer or in /config.js.
 */
import { deeplBaseUrl } from '../../server/integrations/translate/deepl';
import { describeApi, type TestApi } from './helpers/app';
import { FAKE_KEY, startFakeTranslator } from './helpers/fakeTranslator';

const fake = await startFakeTranslator();
afterAll(() => fake.close());

const TRANSLATE = `mutation($text: String!, $source: String!, $targets: [String!]!) {
  translate(text: $text, source: $source, targets: $targets) { lang text }
}`;

const translate = (api: TestApi, text: string, targets: string[] = ['en', 'gl', 'pt'], source = 'es') =>
  api.call<{ translate: { lang: string; text: string }[] }>(TRANSLATE, { text, source, targets }, api.token);

const last = () => fake.requests[fake.requests.length - 1];

describeApi(
  'translate with Google Cloud Translation v2',
  (api) => {
    it('posts {q, source, target, format} with the key in the query and answers one text per target', async () => {
      const before = fake.requests.length;
      const answer = await translate(api(), 'Hola, mundo');
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.translate).toEqual([
        { lang: 'en', text: '[en] Hola, mundo' },
        { lang: 'gl', text: '[gl] Hola, mundo' },
        { lang: 'pt', text: '[pt-PT] Hola, mundo' },
      ]);
      const calls = fake.requests.slice(before);
      expect(calls).toHaveLength(3);
      for (const call of calls) {
        expect(call).toMatchObject({ method: 'POST', path: '/language/translate/v2', query: { key: FAKE_KEY } });
        expect(call.headers.authorization).toBeUndefined();
      }
      expect(calls.map((c) => c.body)).toContainEqual({ q: 'Hola, mundo', source: 'es', target: 'en', format: 'text' });
    });

    it('sends rich text as HTML', async () => {
      const answer = await translate(api(), '<p>Menú <strong>del día</strong></p>', ['en']);
      expect(answer.data!.translate).toEqual([{ lang: 'en', text: '[en] <p>Menú <strong>del día</strong></p>' }]);
      expect(last().body).toMatchObject({ format: 'html' });
    });

    it('reports a provider failure as TRANSLATE_FAILED without the key', async () => {
      const answer = await translate(api(), 'BOOM', ['en']);
      expect(answer.data).toBeNull();
      expect(answer.errors![0]).toMatchObject({
        message: 'Fallo al traducir: el servicio no está disponible (HTTP 500)',
        extensions: { code: 'TRANSLATE_FAILED', detail: 'el servicio no está disponible (HTTP 500)', target: 'en' },
      });
      expect(JSON.stringify(answer)).not.toContain(FAKE_KEY);
    });

    it('tells the panel that translation works and by whom, never the key (/config.js)', async () => {
      const body = (await api().app.inject('/config.js')).body;
      expect(body).toContain('"translate":true');
      expect(body).toContain('"translateProvider":"google"');
      expect(body).not.toContain(FAKE_KEY);
    });
  },
  { TRANSLATE_PROVIDER: 'google', TRANSLATE_KEY: FAKE_KEY, TRANSLATE_URL: fake.url },
);

describeApi(
  'translate with a Google key the service refuses',
  (api) => {
    it('says the key was refused, without showing it', async () => {
      const answer = await translate(api(), 'Hola', ['en']);
      expect(answer.errors![0]).toMatchObject({
        message: 'Fallo al traducir: el servicio rechazó la clave (HTTP 403): revise TRANSLATE_KEY',
        extensions: { code: 'TRANSLATE_FAILED' },
      });
      expect(JSON.stringify(answer)).not.toContain('wrong-key-123');
    });
  },
  { TRANSLATE_PROVIDER: 'google', TRANSLATE_KEY: 'wrong-key-123', TRANSLATE_URL: fake.url },
);

describeApi(
  'translate with DeepL',
  (api) => {
    it('posts {text: [..], source_lang, target_lang} with the DeepL-Auth-Key header, EN-GB and PT-PT as targets', async () => {
      const before = fake.requests.length;
      const answer = await translate(api(), 'Buenos días', ['en', 'pt']);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.translate).toEqual([
        { lang: 'en', text: '[EN-GB] Buenos días' },
        { lang: 'pt', text: '[PT-PT] Buenos días' },
      ]);
      const calls = fake.requests.slice(before);
      expect(calls.map((c) => c.path)).toEqual(['/v2/translate', '/v2/translate']);
      expect(calls[0].headers.authorization).toBe(`DeepL-Auth-Key ${FAKE_KEY}`);
      expect(calls[0].query).toEqual({});
      expect(calls.map((c) => c.body)).toContainEqual({ text: ['Buenos días'], source_lang: 'ES', target_lang: 'EN-GB' });
    });

    it('asks for tag handling of HTML', async () => {
      await translate(api(), '<ul><li>Pan</li></ul>', ['en']);
      expect(last().body).toEqual({ text: ['<ul><li>Pan</li></ul>'], source_lang: 'ES', target_lang: 'EN-GB', tag_handling: 'html' });
    });

    it('refuses Galician clearly, before calling DeepL', async () => {
      const before = fake.requests.length;
      const answer = await translate(api(), 'Hola', ['en', 'gl']);
      expect(answer.errors![0]).toMatchObject({
        message: 'Fallo al traducir: DeepL no traduce el gallego (gl)',
        extensions: { code: 'TRANSLATE_FAILED', target: 'gl' },
      });
      const fromGalician = await translate(api(), 'Ola', ['es'], 'gl');
      expect(fromGalician.errors![0].message).toBe('Fallo al traducir: DeepL no traduce el gallego (gl)');
      expect(fake.requests.length).toBe(before);
    });

    it('uses the free host for ":fx" keys and the pro host for the others', () => {
      expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
      expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
    });
  },
  { TRANSLATE_PROVIDER: 'deepl', TRANSLATE_KEY: FAKE_KEY, TRANSLATE_URL: fake.url },
);

describeApi(
  'translate with LibreTranslate',
  (api) => {
    it('posts {q, source, target, format, api_key} to /translate', async () => {
      const answer = await translate(api(), 'Ola', ['es'], 'gl');
      expect(answer.data!.translate).toEqual([{ lang: 'es', text: '[es] Ola' }]);
      expect(last()).toMatchObject({
        method: 'POST',
        path: '/translate',
        body: { q: 'Ola', source: 'gl', target: 'es', format: 'text', api_key: FAKE_KEY },
      });
    });

    it('turns a slow, broken or oversized answer into TRANSLATE_FAILED', async () => {
      const cases: [string, string][] = [
        ['SLOW', 'Fallo al traducir: el servicio no respondió en 1 s'],
        ['NOTJSON', 'Fallo al traducir: la respuesta del servicio no es JSON'],
        ['NOSHAPE', 'Fallo al traducir: la respuesta del servicio no tiene la traducción'],
        ['HUGE', 'Fallo al traducir: la respuesta del servicio es demasiado grande'],
      ];
      for (const [text, message] of cases) {
        const answer = await translate(api(), text, ['en']);
        expect(answer.errors?.[0], text).toMatchObject({ message, extensions: { code: 'TRANSLATE_FAILED' } });
      }
    });

    it('answers empty texts without calling the service', async () => {
      const before = fake.requests.length;
      const answer = await translate(api(), '   ', ['en', 'pt']);
      expect(answer.data!.translate).toEqual([
        { lang: 'en', text: '' },
        { lang: 'pt', text: '' },
      ]);
      expect(fake.requests.length).toBe(before);
    });

    it('refuses bad arguments naming them, before calling the service', async () => {
      const before = fake.requests.length;
      const cases: [string, string, string[], string, string][] = [
        ['x'.repeat(10_001), 'es', ['en'], 'text', 'El texto es demasiado largo para traducirlo (máximo 10000 caracteres)'],
        ['Hola', 'fr', ['en'], 'source', 'Idioma no válido en source: use en, es, gl, pt'],
        ['Hola', 'es', ['xx'], 'targets', 'Idioma no válido en targets: use en, es, gl, pt'],
        ['Hola', 'es', [], 'targets', 'Indique al menos un idioma de destino (targets)'],
        ['Hola', 'es', ['es', 'en'], 'targets', 'El idioma de origen (es) no puede ser también de destino'],
        ['Hola', 'es', ['en', 'en', 'gl', 'pt', 'pt'], 'targets', 'Demasiados idiomas de destino (máximo 4)'],
      ];
      for (const [text, source, targets, field, message] of cases) {
        const answer = await translate(api(), text, targets, source);
        expect(answer.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      }
      expect(fake.requests.length).toBe(before);
      const ok = await translate(api(), 'é'.repeat(10_000), ['EN']);
      expect(ok.data!.translate[0].lang).toBe('en');
    });

    it('needs a session', async () => {
      const answer = await api().call(TRANSLATE, { text: 'Hola', source: 'es', targets: ['en'] }, null);
      expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  },
  { TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_KEY: FAKE_KEY, TRANSLATE_URL: fake.url, TRANSLATE_TIMEOUT_SECONDS: '1' },
);

describeApi('translate without a provider', (api) => {
  it('answers TRANSLATE_UNAVAILABLE and /config.js says translation is off', async () => {
    const answer = await translate(api(), 'Hola', ['en']);
    expect(answer.errors![0]).toMatchObject({
      message: 'Traducción no configurada en el servidor (TRANSLATE_PROVIDER)',
      extensions: { code: 'TRANSLATE_UNAVAILABLE' },
    });
    const body = (await api().app.inject('/config.js')).body;
    expect(body).toContain('"translate":false');
    expect(body).toContain('"translateProvider":""');
  });
});
