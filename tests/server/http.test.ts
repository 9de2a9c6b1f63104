/** The HTTP surface besides /graphql: health, runtime config, the panel and its deep links, media. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { describeEachEngine } from './helpers/databases';

describeEachEngine('HTTP routes', (getDb) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'http-test-'));
  const staticDir = path.join(dir, 'dist');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  const uploadDir = path.join(dir, 'uploads');
  fs.mkdirSync(uploadDir, { recursive: true });
  fs.writeFileSync(path.join(uploadDir, 'evil.html'), '<script>alert(1)</script>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STATIC_DIR: staticDir,
    UPLOAD_DIR: uploadDir,
    PUBLIC_SITE_URL: 'https://example.org',
    GOOGLE_MAPS_KEY: 'abc</script>',
    UPLOAD_MAX_MB: '3',
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config, db: getDb() });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('GET /health answers that the process is alive; GET /ready reports the database as reachable', async () => {
    const health = await app.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('GET /config.js hands the panel its run-time settings, safely escaped', async () => {
    const response = await app.inject('/config.js');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('"publicSiteUrl":"https://example.org"');
    expect(response.body).not.toContain('</script>');
    const window: { __APP_CONFIG__?: { googleMapsKey: string; uploadMaxMb: number } } = {};
    new Function('window', response.body)(window);
    expect(window.__APP_CONFIG__!.googleMapsKey).toBe('abc</script>');
    expect(window.__APP_CONFIG__!.uploadMaxMb).toBe(3); // the panel refuses bigger images before sending
  });

  it('serves the panel at / and falls back to it on deep links', async () => {
    for (const url of ['/', '/places', '/dashboard/editplaces/12', '/login']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
    expect((await app.inject('/assets/app.js')).body).toBe('console.log(1)');
  });

  it('built assets (hashed names) are cached for a year; the page that names them is checked on every load', async () => {
    const asset = await app.inject('/assets/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/places']) {
      const page = await app.inject(url);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // A checked page costs no body when it has not changed.
    const first = await app.inject('/index.html');
    const again = await app.inject({ url: '/index.html', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON, not the panel, for unknown API paths', async () => {
    for (const url of ['/api/nothing', '/media/missing.png', '/graphql/x', '/assets/old-build.js', '/ready/x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('serves uploaded files under /media/ so they never run as pages of the panel', async () => {
    const response = await app.inject('/media/evil.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
