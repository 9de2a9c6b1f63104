import { describeApi, ADMIN } from './helpers/app';
import { hashPassword } from '../../server/auth/passwords';
import { resetAdminPassword } from '../../server/auth/bootstrapAdmin';

const LOGIN = 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token iduser name email avatar expires } }';
const ME = '{ me { iduser email name } }';

describeApi('login, logout, me', (api) => {
  it('logs the administrator in with a token that expires in the future', async () => {
    const { data } = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    expect(data!.login.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data!.login.email).toBe(ADMIN.email);
    expect(data!.login.name).toBe('Administrador');
    expect(new Date(data!.login.expires).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    const me = await api().call(ME, {}, data!.login.token);
    expect(me.data!.me.email).toBe(ADMIN.email);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const { data } = await api().call(LOGIN, { u: `  ${ADMIN.email.toUpperCase()} `, p: ADMIN.password });
    expect(data!.login.iduser).toBeGreaterThan(0);
  });

  it('answers null for a wrong password or an unknown e-mail', async () => {
    expect((await api().call(LOGIN, { u: ADMIN.email, p: 'wrong-password' })).data!.login).toBeNull();
    expect((await api().call(LOGIN, { u: 'nobody@example.com', p: ADMIN.password })).data!.login).toBeNull();
  });

  it('refuses directory users: only administrators enter the back-office', async () => {
    const hash = await hashPassword('user-pass-123');
    await api().db.query("INSERT INTO users (name, email, password_hash) VALUES ('Ana', 'ana@example.com', $1)", [hash]);
    expect((await api().call(LOGIN, { u: 'ana@example.com', p: 'user-pass-123' })).data!.login).toBeNull();
  });

  it('stores only an argon2id hash of the password and a SHA-256 of the token', async () => {
    const { data } = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    const [user] = await api().db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [ADMIN.email]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const plain = await api().db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [data!.login.token]);
    expect(plain).toHaveLength(0);
    const hashed = await api().db.query<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE length(token_hash) = 64');
    expect(hashed[0].n).toBeGreaterThan(0);
  });

  it('logout revokes the token: the same token is refused afterwards', async () => {
    const { data } = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    const token = data!.login.token;
    expect((await api().call('mutation { logout }', {}, token)).data!.logout).toBe(true);
    const after = await api().call(ME, {}, token);
    expect(after.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token', async () => {
    const { data } = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    await api().db.query("UPDATE sessions SET expires_at = now() - interval '1 minute'");
    const after = await api().call(ME, {}, data!.login.token);
    expect(after.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  // docs/security.md «Accesos fallidos»: 5 per account and address, 20 per address, every 15 minutes.
  it('rate-limits failed logins per account: 5 wrong passwords, then even the right one is refused', async () => {
    await api().db.query('DELETE FROM login_attempts');
    for (let i = 0; i < 4; i += 1) {
      expect((await api().call(LOGIN, { u: ADMIN.email, p: `bad-${i}` })).data!.login).toBeNull();
    }
    // After 4 failures the right password still works (and clears the counter).
    expect((await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password })).data!.login.token).toBeTruthy();
    for (let i = 0; i < 5; i += 1) {
      expect((await api().call(LOGIN, { u: ADMIN.email, p: `bad-${i}` })).data!.login).toBeNull();
    }
    const locked = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    expect(locked.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.errors![0].message).toMatch(/Demasiados intentos/);
    // The window passes: the right password works again and clears the counter.
    await api().db.query("UPDATE login_attempts SET window_start = now() - interval '1 hour'");
    expect((await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password })).data!.login.token).toBeTruthy();
  });

  it('rate-limits failed logins per address across accounts: 20, then refused', async () => {
    await api().db.query('DELETE FROM login_attempts');
    for (let i = 0; i < 20; i += 1) {
      const answer = await api().call(LOGIN, { u: `someone${i}@example.com`, p: 'whatever-pass' });
      expect(answer.errors, `attempt ${i + 1}`).toBeUndefined();
      expect(answer.data!.login).toBeNull();
    }
    const locked = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    expect(locked.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    await api().db.query('DELETE FROM login_attempts');
  });

  it('refuses an absurdly long e-mail or password without checking it', async () => {
    // Within the 16 KB an anonymous body may have (larger ones: tests/security, 413 before parsing).
    const long = await api().call(LOGIN, { u: `${'a'.repeat(10_000)}@example.com`, p: 'x' });
    expect(long.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'user' });
    const pass = await api().call(LOGIN, { u: ADMIN.email, p: 'x'.repeat(10_000) });
    expect(pass.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pass' });
  });

  it('admin:reset changes the password, closes open sessions and lifts the lock', async () => {
    const { data } = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    await resetAdminPassword(api().db, ADMIN.email, 'brand-new-pass-1');
    expect((await api().call(ME, {}, data!.login.token)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password })).data!.login).toBeNull();
    expect((await api().call(LOGIN, { u: ADMIN.email, p: 'brand-new-pass-1' })).data!.login.token).toBeTruthy();
    await resetAdminPassword(api().db, ADMIN.email, ADMIN.password);
  });
});
