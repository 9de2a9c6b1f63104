/**
 * Staff roles against hostile callers (issue 19): an editor cannot raise their own role, reach
 * users' data through aliases or a mixed document, or smuggle a role past the check; a role, an
 * e-mail or a password that is not what it says is BAD_USER_INPUT naming it and creates nothing;
 * a disabled account's token opens nothing, the GraphQL API, the uploads or the exports.
 */
import { describeApi, type TestApi } from '../server/helpers/app';

const ADD_STAFF = `mutation($email: String!, $name: String!, $password: String!, $role: String!) {
  addStaff(email: $email, name: $name, password: $password, role: $role) { iduser }
}`;
const UPD_STAFF =
  'mutation($iduser: Int!, $role: String, $disabled: Boolean) { updStaff(iduser: $iduser, role: $role, disabled: $disabled) { role } }';
const LOGIN = 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }';

const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) => (answer.errors ?? []).map((e) => e.extensions?.code);

async function editorSession(api: TestApi, email: string): Promise<{ iduser: number; token: string }> {
  const added = await api.call(ADD_STAFF, { email, name: 'Editora', password: 'clave-de-prueba', role: 'editor' }, api.token);
  const login = await api.call(LOGIN, { u: email, p: 'clave-de-prueba' });
  return { iduser: added.data!.addStaff.iduser, token: login.data!.login.token };
}

describeApi('staff roles: hostile callers', (api) => {
  let editor: { iduser: number; token: string };
  const staffCount = async () =>
    (await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE staff_role IS NOT NULL'))[0].n;

  beforeAll(async () => {
    editor = await editorSession(api(), 'hostil@example.com');
  });

  it('refuses an editor raising their own role or creating an administrator', async () => {
    const raise = await api().call(UPD_STAFF, { iduser: editor.iduser, role: 'administrador' }, editor.token);
    expect(codes(raise)).toEqual(['FORBIDDEN']);
    const create = await api().call(
      ADD_STAFF,
      { email: 'colado@example.com', name: 'Colado', password: 'clave-larga', role: 'administrador' },
      editor.token,
    );
    expect(codes(create)).toEqual(['FORBIDDEN']);
    const [row] = await api().db.query<{ staff_role: string }>('SELECT staff_role FROM users WHERE iduser = $1', [editor.iduser]);
    expect(row.staff_role).toBe('editor');
    expect(await api().db.query("SELECT 1 FROM users WHERE email = 'colado@example.com'")).toHaveLength(0);
  });

  it('gives an editor no users’ data through an alias or a document that mixes allowed and refused fields', async () => {
    const aliased = await api().call('{ gente: allUsers { email } }', {}, editor.token);
    expect(codes(aliased)).toEqual(['FORBIDDEN']);
    expect(aliased.data).toBeNull();
    const mixed = await api().call('{ countPlaces total: countUsers one: user(iduser: 1) { email } }', {}, editor.token);
    expect(codes(mixed)).toContain('FORBIDDEN');
    expect(codes(mixed).every((code) => code === 'FORBIDDEN')).toBe(true);
    expect(JSON.stringify(mixed.data ?? {})).not.toContain('@example.com');
  });

  it('refuses roles, e-mails and passwords that are not what they say, creating nothing', async () => {
    const before = await staffCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ role: "administrador' OR '1'='1" }, 'role'],
      [{ role: 'ADMINISTRADOR' }, 'role'],
      [{ role: 'x'.repeat(100_000) }, 'role'],
      [{ role: '' }, 'role'],
      [{ email: 'a@b.es\u0000admin@example.com' }, 'email'],
      [{ email: '<script>alert(1)</script>@x.es' }, 'email'],
      [{ email: 'dos@arrobas@example.com' }, 'email'],
      [{ password: ' '.repeat(7) }, 'password'],
      [{ password: 'p'.repeat(1025) }, 'password'],
      [{ name: 'n'.repeat(201) }, 'name'],
      [{ name: 'Con\u0007control' }, 'name'],
    ];
    for (const [vars, field] of cases) {
      const answer = await api().call(
        ADD_STAFF,
        { email: 'valida@example.com', name: 'Válida', password: 'clave-larga-1', role: 'editor', ...vars },
        api().token,
      );
      expect(codes(answer), JSON.stringify(vars).slice(0, 80)).toEqual(['BAD_USER_INPUT']);
      if (answer.errors![0].extensions!.field !== undefined) expect(answer.errors![0].extensions!.field).toBe(field);
      expect(answer.errors![0].message).toMatch(/[áéíóúñ]|no válid|obligatori|demasiado|caracteres/);
    }
    const wrongType = await api().call('mutation { updStaff(iduser: 1, disabled: "sí") { role } }', {}, api().token);
    expect(wrongType.status).toBe(400);
    expect(await staffCount()).toBe(before);
  });

  it('opens nothing with a disabled account’s token: API, uploads and exports', async () => {
    const other = await editorSession(api(), 'baja@example.com');
    await api().call(UPD_STAFF, { iduser: other.iduser, disabled: true }, api().token);
    const headers = { authorization: `Bearer ${other.token}` };
    expect(codes(await api().call('{ countPlaces }', {}, other.token))).toEqual(['UNAUTHENTICATED']);
    const upload = await api().app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(upload.statusCode).toBe(401);
    const exported = await api().app.inject({
      method: 'GET',
      url: '/api/export/places?columns=[{"source":"idplace","label":"Id"}]',
      headers,
    });
    expect(exported.statusCode).toBe(401);
    expect((await api().db.query('SELECT 1 FROM sessions WHERE iduser = $1 AND revoked_at IS NULL', [other.iduser])).length).toBe(0);
  });

  it('refuses a directory user with a password at the door, whatever they send', async () => {
    await api().db.query(
      "INSERT INTO users (name, email, password_hash) SELECT 'Lectora', 'lectora@example.com', password_hash FROM users WHERE email = 'hostil@example.com'",
    );
    expect((await api().call(LOGIN, { u: 'lectora@example.com', p: 'clave-de-prueba' })).data!.login).toBeNull();
  });
});
