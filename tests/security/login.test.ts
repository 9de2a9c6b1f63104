/**
 * Hostile logins (issue 8, points 2, 3 and 8): spoofed proxy headers, parallel and aliased
 * attempts, distributed guessing and the owner's own address, NUL bytes and oversized bodies.
 */
import { describeApi, ADMIN } from '../server/helpers/app';
import { gql, LOGIN } from './support/http';
import type { RawAnswer } from './support/http';

const code = (answer: RawAnswer) => answer.json().errors?.[0]?.extensions?.code ?? null;
const checked = (answer: RawAnswer) => answer.json().data?.login === null && !answer.json().errors;

describeApi('hostile logins', (api) => {
  const login = (user: string, pass: string, opts: Parameters<typeof gql>[3] = {}) => gql(api().app, LOGIN, { u: user, p: pass }, opts);
  const wrong = (i: number, opts: Parameters<typeof gql>[3] = {}) => login(ADMIN.email, `wrong-${i}`, opts);
  beforeEach(async () => {
    await api().db.query('DELETE FROM login_attempts');
  });

  it('X-Forwarded-For does not buy a fresh per-address allowance: the 21st failure is refused', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(checked(await login(`someone${i}@example.com`, 'x', { headers: { 'x-forwarded-for': `198.51.100.${i}` } }))).toBe(true);
    }
    const answer = await login(ADMIN.email, ADMIN.password, { headers: { 'x-forwarded-for': '198.51.100.200' } });
    expect(code(answer)).toBe('TOO_MANY_REQUESTS');
  });

  it('nor do X-Real-IP, Forwarded or a chain of X-Forwarded-For addresses', async () => {
    const spoofs = (i: number) => ({
      'x-real-ip': `203.0.113.${i}`,
      forwarded: `for=203.0.113.${i}`,
      'x-forwarded-for': `10.9.9.${i}, 203.0.113.${i}`,
    });
    for (let i = 0; i < 20; i += 1) await login(`other${i}@example.com`, 'x', { headers: spoofs(i) });
    expect(code(await login('fresh@example.com', 'x', { headers: spoofs(99) }))).toBe('TOO_MANY_REQUESTS');
  });

  it('the per-account limit cannot be reset with spoofed addresses: 5 failures, then the right password is refused', async () => {
    for (let i = 0; i < 5; i += 1) expect(checked(await wrong(i, { headers: { 'x-forwarded-for': `192.0.2.${i}` } }))).toBe(true);
    expect(code(await login(ADMIN.email, ADMIN.password, { headers: { 'x-forwarded-for': '192.0.2.77' } }))).toBe('TOO_MANY_REQUESTS');
  });

  it('a document of aliased logins is refused before any password check or count (200: too costly; 10: one login only)', async () => {
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: login(user: "${ADMIN.email}", pass: "guess-${i}") { token }`).join(' ')} }`;
    const many = await gql(api().app, aliased(200));
    expect(many.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const ten = await gql(api().app, aliased(10));
    expect(ten.json().errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'login' });
    expect(ten.json().errors[0].message).toMatch(/Solo se admite un login por petición \(recibidos 10\)/);
    expect(await api().db.query('SELECT * FROM login_attempts')).toEqual([]);
  });

  it('40 parallel wrong logins for one account and address get exactly 5 password checks', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong(i)));
    expect(answers.filter(checked)).toHaveLength(5);
    expect(answers.filter((a) => code(a) === 'TOO_MANY_REQUESTS')).toHaveLength(35);
  });

  it('60 parallel wrong logins from 60 new addresses get exactly 50 password checks (the account budget)', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => wrong(i, { remoteAddress: `198.18.${i}.1` })));
    expect(answers.filter(checked)).toHaveLength(50);
    expect(answers.filter((a) => code(a) === 'TOO_MANY_REQUESTS')).toHaveLength(10);
  });

  it('guessing from new addresses stays bounded: after 50 failures a new address is refused even with the right password', async () => {
    for (let i = 0; i < 50; i += 1) expect(checked(await wrong(i, { remoteAddress: `198.19.${i}.1` }))).toBe(true);
    expect(code(await login(ADMIN.email, ADMIN.password, { remoteAddress: '198.19.200.1' }))).toBe('TOO_MANY_REQUESTS');
  });

  it('an attacker without the password cannot keep the owner out of their usual address', async () => {
    const home = { remoteAddress: '10.20.30.40' };
    expect(JSON.stringify((await login(ADMIN.email, ADMIN.password, home)).json())).toMatch(/"token"/);
    for (let i = 0; i < 5; i += 1) await wrong(i, { remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 60; i += 1) await wrong(i, { remoteAddress: `198.20.${i}.1` });
    expect(code(await login(ADMIN.email, ADMIN.password, { remoteAddress: '198.20.250.1' }))).toBe('TOO_MANY_REQUESTS');
    const owner = await login(ADMIN.email, ADMIN.password, home);
    expect(owner.json().data.login.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("the owner's address keeps its own limit of 5 failures, which does not spill onto other accounts", async () => {
    const home = { remoteAddress: '10.20.30.41' };
    await login(ADMIN.email, ADMIN.password, home);
    for (let i = 0; i < 5; i += 1) expect(checked(await wrong(i, home))).toBe(true);
    expect(code(await login(ADMIN.email, ADMIN.password, home))).toBe('TOO_MANY_REQUESTS');
    expect(checked(await login('colleague@example.com', 'x', home))).toBe(true);
  });

  it('addresses of one IPv6 /64 share one allowance; another /64 has its own', async () => {
    for (let i = 0; i < 20; i += 1) await login(`v6-${i}@example.com`, 'x', { remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` });
    expect(code(await login('v6-new@example.com', 'x', { remoteAddress: '2001:db8:1:2:ffff::1' }))).toBe('TOO_MANY_REQUESTS');
    expect(checked(await login('v6-new@example.com', 'x', { remoteAddress: '2001:db8:1:3::1' }))).toBe(true);
  });

  it('a NUL byte in the e-mail, without a session, is BAD_USER_INPUT naming user', async () => {
    const answer = await login(`${ADMIN.email}\u0000' OR 1=1`, 'x');
    expect(answer.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'user' });
    expect(answer.json().errors[0].message).toMatch(/carácter nulo/);
  });

  it('a NUL byte in the password is BAD_USER_INPUT naming pass', async () => {
    expect((await login(ADMIN.email, 'abc\u0000def')).json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'pass' });
  });

  it('a 1 MB e-mail without a session is refused with 413 before the document is read', async () => {
    const answer = await login(`${'a'.repeat(1024 * 1024)}@example.com`, 'x');
    expect(answer.status).toBe(413);
    expect(answer.json().errors[0]).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(answer.json().errors[0].message).toMatch(/sin sesión \(máximo 16 KB\)/);
    expect(answer.headers.connection).toBe('close');
  });
});

describeApi(
  'logins behind a proxy named in TRUST_PROXY',
  (api) => {
    const login = (user: string, opts: Parameters<typeof gql>[3]) => gql(api().app, LOGIN, { u: user, p: 'x' }, opts);
    beforeEach(async () => {
      await api().db.query('DELETE FROM login_attempts');
    });

    it('the client address comes from X-Forwarded-For: one client is limited, another behind the same proxy is not', async () => {
      for (let i = 0; i < 20; i += 1) await login(`p${i}@example.com`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(code(await login('p-new@example.com', { headers: { 'x-forwarded-for': '203.0.113.7' } }))).toBe('TOO_MANY_REQUESTS');
      expect(checked(await login('p-new@example.com', { headers: { 'x-forwarded-for': '203.0.113.8' } }))).toBe(true);
    });

    it('a peer that is not the named proxy is not believed', async () => {
      for (let i = 0; i < 20; i += 1)
        await login(`q${i}@example.com`, { remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(code(await login('q-new@example.com', { remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': '203.0.113.99' } }))).toBe(
        'TOO_MANY_REQUESTS',
      );
    });
  },
  // An address of another proxy, and this one as a /32 range (inject's peer is 127.0.0.1).
  { TRUST_PROXY: '192.0.2.1, 127.0.0.1/32' },
);
