/**
 * Token variants a client might try (they already failed before issue 8; kept here with the other
 * hostile cases): only "Authorization: Bearer <live token>" opens a session.
 */
import { describeApi } from '../server/helpers/app';
import { gql, raw } from './support/http';

const ME = '{ me { iduser } }';

describeApi('token variants', (api) => {
  const variants: [string, (token: string) => Record<string, string>][] = [
    ['lower-case scheme', (t) => ({ authorization: `bearer ${t}` })],
    ['Basic scheme', (t) => ({ authorization: `Basic ${t}` })],
    ['token with trailing text', (t) => ({ authorization: `Bearer ${t} x` })],
    ['token cut short', (t) => ({ authorization: `Bearer ${t.slice(0, -1)}` })],
    ['token with a changed letter', (t) => ({ authorization: `Bearer ${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}` })],
    ['token in a cookie', (t) => ({ cookie: `token=${t}` })],
    ['token in another header', (t) => ({ 'x-access-token': t })],
    ['the token hash instead of the token', () => ({ authorization: 'Bearer ' + 'a'.repeat(64) })],
  ];
  for (const [label, headers] of variants) {
    it(`refuses a ${label} as UNAUTHENTICATED`, async () => {
      const answer = await gql(api().app, ME, {}, { headers: headers(api().token) });
      expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  }

  it('refuses the token in the query string', async () => {
    const answer = await raw(api().app, { method: 'GET', url: `/graphql?query=${encodeURIComponent(ME)}&access_token=${api().token}` });
    expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('accepts the same token sent properly (the variants above are not refused for another reason)', async () => {
    const answer = await gql(api().app, ME, {}, { token: api().token });
    expect(answer.json().data.me.iduser).toBeGreaterThan(0);
  });
});
