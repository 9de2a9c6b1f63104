/**
 * HTTP surface (issue 8, point 10, and cases that already held): the panel's CSP and
 * Permissions-Policy, CSP on API answers, GraphiQL from installed packages, traversal under
 * /media/, case variants of API paths, CORS and CSRF by text/plain.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeApi } from '../server/helpers/app';
import { raw } from './support/http';
import { directives, panelDir } from './support/panel';

describeApi(
  'HTTP headers, paths and cross-origin requests',
  (api) => {
    const get = (url: string, headers: Record<string, string> = {}) => raw(api().app, { method: 'GET', url, headers });

    beforeAll(() => {
      fs.writeFileSync(path.join(api().config.uploadDir, 'evil.html'), '<script>alert(document.domain)</script>');
    });

    it("the panel's HTML (and its deep links) allows scripts from this origin only, and no Google host without a key", async () => {
      for (const url of ['/', '/places', '/dashboard/editplaces/3']) {
        const answer = await get(url);
        expect(answer.headers['content-type']).toMatch(/text\/html/);
        const csp = directives(answer.headers['content-security-policy']);
        expect(csp.get('script-src'), url).toEqual(["'self'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
        // Photos added by URL and menu images from https hosts; videos in menus from YouTube and Vimeo only.
        expect(csp.get('img-src')).toContain('https:');
        expect(csp.get('img-src')).not.toContain('http:');
        expect(csp.get('frame-src')).toEqual([
          'https://www.youtube.com',
          'https://youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ]);
        expect(String(answer.headers['content-security-policy'])).not.toMatch(/google|unsafe-eval|\*/);
      }
    });

    it("a reload of a panel page answered 304 Not Modified keeps the panel's CSP (the browser applies the 304's headers)", async () => {
      const first = await get('/');
      const tag = String(first.headers.etag ?? '');
      expect(tag).not.toBe('');
      const again = await get('/', { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(directives(again.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    });

    it('every answer carries a Permissions-Policy turning off camera, microphone and payment, geolocation for the panel only', async () => {
      for (const url of ['/', '/health', '/config.js']) {
        const policy = String((await get(url)).headers['permissions-policy']);
        for (const feature of ['camera=()', 'microphone=()', 'geolocation=(self)', 'payment=()', 'usb=()'])
          expect(policy, url).toContain(feature);
      }
    });

    it('API answers carry a CSP that renders nothing, plus nosniff and no framing', async () => {
      const answer = await raw(api().app, {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    });

    it('GraphiQL (development) loads only scripts of this origin, bundled from installed packages', async () => {
      const page = await get('/graphiql');
      expect(page.status).toBe(200);
      expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
      const sources = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(sources).toEqual(['/graphiql/app.js']);
      expect(page.body).not.toMatch(/<script>(?!<\/script>)|https?:\/\/(?!www\.w3\.org)/);
      const script = await get('/graphiql/app.js');
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.body.length).toBeGreaterThan(100_000);
      expect(script.body).not.toMatch(/unpkg\.com|jsdelivr|esm\.sh|cdnjs/);
    }, 60_000);

    it('uploaded HTML under /media/ is sandboxed, and traversal out of /media/ never reads a file', async () => {
      const evil = await get('/media/evil.html');
      expect(evil.headers['content-security-policy']).toMatch(/sandbox/);
      for (const url of [
        '/media/../package.json',
        '/media/%2e%2e/package.json',
        '/media/..%2fpackage.json',
        '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '/media/..%5c..%5cpackage.json',
        '/media/%252e%252e/package.json',
        '/media//etc/passwd',
        '/media/evil.html%00.png',
      ]) {
        const answer = await get(url);
        expect(answer.body, url).not.toMatch(/"dependencies"|root:x:0|<script>alert/);
        // Refused, or (once the path is normalised out of /media/) the panel's page, never a file.
        if (answer.status < 400) expect(answer.body, url).toContain('<div id="root">');
      }
    });

    it('case variants of API paths are not a way around the session: they are simply not found', async () => {
      for (const url of ['/GRAPHQL', '/GraphQL', '/graphql/', '/API/upload', '/api/UPLOAD', '/Api/Upload']) {
        const answer = await raw(api().app, {
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: '{ countPlaces }' }),
        });
        expect(answer.status, url).toBe(404);
        expect(answer.body).not.toMatch(/"countPlaces"/);
      }
      const media = await get('/MEDIA/evil.html');
      expect(media.body).not.toMatch(/<script>alert/);
    });

    it('sends no CORS permission to another origin, for a preflight or a request', async () => {
      const preflight = await raw(api().app, {
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
      const post = await raw(api().app, {
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
      expect(post.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('a cross-site form (text/plain, urlencoded, multipart) cannot post a mutation', async () => {
      const before = await api().db.query('SELECT count(*) AS n FROM equipment');
      const mutation = JSON.stringify({ query: 'mutation { addEquipment(textES: "csrf") }' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const answer = await raw(api().app, {
          headers: { 'content-type': type, authorization: `Bearer ${api().token}` },
          payload: mutation,
        });
        expect(answer.status, type).toBe(415);
        expect(answer.json().errors[0].message, type).toMatch(/Tipo de contenido no admitido/);
      }
      expect(await api().db.query('SELECT count(*) AS n FROM equipment')).toEqual(before);
    });
  },
  { STATIC_DIR: panelDir() },
  { httpOnly: true },
);

describeApi(
  'CSP with a Google Maps key',
  (api) => {
    it('adds the Maps JavaScript API hosts for scripts, images and connections', async () => {
      const csp = directives((await raw(api().app, { method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    });
  },
  { STATIC_DIR: panelDir(), GOOGLE_MAPS_KEY: 'test-key' },
  { httpOnly: true },
);
