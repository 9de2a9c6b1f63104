/**
 * The built panel under its Content-Security-Policy (issue 8, point 10) in Chromium: logging in,
 * the home dashboard, the places list, the Leaflet map and a reference list raise no CSP
 * violation; GraphiQL (outside production) renders from this origin only and answers a query.
 */
import { openBrowser, logIn, type BrowserSession } from './browser';

/** Every CSP violation the page reports, as "directive blocked-URI". */
async function watchViolations(s: BrowserSession): Promise<string[]> {
  const violations: string[] = [];
  await s.page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await s.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  s.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('the panel under its Content-Security-Policy', () => {
  let s: BrowserSession;
  let violations: string[];
  const foreign: string[] = [];
  beforeAll(async () => {
    s = await openBrowser();
    violations = await watchViolations(s);
    const origin = new URL(s.baseUrl).origin;
    s.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && !['data:', 'blob:'].includes(url.protocol) && url.host !== 'tile.openstreetmap.org')
        foreign.push(request.url());
    });
  });
  afterAll(async () => s?.browser.close());

  it('is served with a policy that allows scripts from this origin only', async () => {
    const response = await s.page.goto('/login');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    expect(response!.headers()['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('logs in and shows the dashboard, the places list, the map and a reference list with no violation', async () => {
    await logIn(s.page);
    await s.page.getByText('Sitios', { exact: false }).first().waitFor();
    await s.page.goto('/places');
    await s.page.locator('table tbody tr').first().waitFor();
    await s.page.goto('/placesmap');
    await s.page.getByRole('heading', { name: 'Mapa de sitios', level: 1 }).waitFor();
    await s.page.locator('.leaflet-container').waitFor();
    await s.page.goto('/equipment');
    await s.page.locator('table tbody tr').first().waitFor();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });

  it('GraphiQL renders from this origin and answers a query with the panel session', async () => {
    await s.page.goto('/graphiql');
    await s.page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    const answer = await s.page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      return response.json();
    });
    expect(answer).toEqual({ data: { __typename: 'Query' } });
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
