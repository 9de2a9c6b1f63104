/**
 * A local stand-in for the three translation services, speaking each one's documented protocol, so
 * the API's real HTTP calls are tested (no mock of our code). One server answers:
 *   Google v2       POST /language/translate/v2?key=KEY  {q, source, target, format}
 *                   → {data: {translations: [{translatedText}]}}
 *   DeepL v2        POST /v2/translate, Authorization: DeepL-Auth-Key KEY, {text: [..], source_lang, target_lang, tag_handling?}
 *                   → {translations: [{detected_source_language, text}]}
 *   LibreTranslate  POST /translate {q, source, target, format, api_key} → {translatedText}
 * A wrong key, method or body gets the service's refusal (403 / 400). The "translation" is
 * `[target] text`. Texts containing SLOW (answer after 3 s), BOOM (500), NOTJSON, NOSHAPE or HUGE
 * (2 MB) make it misbehave. Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY = 'test-key-7f3a:fx';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeTranslator {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

function misbehaviour(text: string): Answer | 'slow' | null {
  if (text.includes('SLOW')) return 'slow';
  if (text.includes('BOOM')) return { status: 500, body: { error: 'internal' } };
  if (text.includes('NOTJSON')) return { status: 200, body: '<html>not json</html>' };
  if (text.includes('NOSHAPE')) return { status: 200, body: { something: 'else' } };
  if (text.includes('HUGE')) return { status: 200, body: { translatedText: 'x'.repeat(2 * 1024 * 1024) } };
  return null;
}

function google(r: Recorded): Answer {
  if (r.query.key !== FAKE_KEY) return { status: 403, body: { error: { code: 403, message: 'The request is missing a valid API key.' } } };
  const b = r.body as Record<string, unknown>;
  if (typeof b?.q !== 'string' || typeof b.target !== 'string' || !['text', 'html'].includes(String(b.format))) {
    return { status: 400, body: { error: { code: 400, message: 'Invalid Value' } } };
  }
  return { status: 200, body: { data: { translations: [{ translatedText: `[${b.target}] ${b.q}` }] } } };
}

function deepl(r: Recorded): Answer {
  if (r.headers.authorization !== `DeepL-Auth-Key ${FAKE_KEY}`) return { status: 403, body: { message: 'Wrong endpoint or key' } };
  const b = r.body as Record<string, unknown>;
  if (!Array.isArray(b?.text) || typeof b.text[0] !== 'string' || typeof b.target_lang !== 'string') {
    return { status: 400, body: { message: 'Bad request. Reason: Parameter text not specified.' } };
  }
  if (['EN', 'PT'].includes(b.target_lang)) return { status: 400, body: { message: `Value for 'target_lang' not supported.` } };
  if (!['ES', 'EN-GB', 'EN-US', 'PT-PT', 'PT-BR', 'DE', 'FR'].includes(b.target_lang)) {
    return { status: 400, body: { message: `Value for 'target_lang' not supported.` } };
  }
  return {
    status: 200,
    body: { translations: [{ detected_source_language: b.source_lang ?? 'ES', text: `[${b.target_lang}] ${b.text[0]}` }] },
  };
}

function libre(r: Recorded): Answer {
  const b = r.body as Record<string, unknown>;
  if (b?.api_key !== FAKE_KEY) return { status: 403, body: { error: 'Invalid API key' } };
  if (typeof b.q !== 'string' || typeof b.source !== 'string' || typeof b.target !== 'string') {
    return { status: 400, body: { error: 'Invalid request: missing q parameter' } };
  }
  return { status: 200, body: { translatedText: `[${b.target}] ${b.q}` } };
}

const ROUTES: Record<string, (r: Recorded) => Answer> = { '/language/translate/v2': google, '/v2/translate': deepl, '/translate': libre };

export async function startFakeTranslator(): Promise<FakeTranslator> {
  const requests: Recorded[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const send = ({ status, body: answer }: Answer) => {
        res.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json' });
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      };
      const route = Object.hasOwn(ROUTES, url.pathname) ? ROUTES[url.pathname] : null;
      if (!route) return send({ status: 404, body: { error: 'Not Found' } });
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/json')) {
        return send({ status: 405, body: { error: 'Method Not Allowed' } });
      }
      const text = JSON.stringify(body);
      const odd = misbehaviour(text);
      if (odd === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(route(recorded));
        }, 3000);
        timers.add(timer);
        return;
      }
      send(odd ?? route(recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
