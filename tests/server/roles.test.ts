/**
 * Staff roles (issue 19): every root operation of the schema, called as an editor, as an
 * administrator and without a session; staff accounts created, promoted and disabled by
 * administrators; the history, the exports and the uploads held to the same rule.
 */
import sharp from 'sharp';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { resetAdminPassword } from '../../server/auth/bootstrapAdmin';
import { ADMIN, describeApi, type TestApi } from './helpers/app';
import { postUpload } from './helpers/upload';
import { csvRecords } from '../support/csvRecords';

/** What an editor may not call, written out here: users and staff, configuration, reference-list writes, the whole panel's history. */
const ADMIN_ONLY = [
  'allUsers',
  'countUsers',
  'user',
  'addStaff',
  'updStaff',
  'allConfig',
  'saveConfig',
  'history',
  'countHistory',
  ...['Category', 'Subcategory', 'Service', 'Equipment', 'Allergies'].flatMap((name) => [`add${name}`, `upd${name}`, `del${name}`]),
].sort();

const LOGIN = 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token role } }';
const ADD_STAFF = `mutation($email: String!, $name: String!, $password: String!, $role: String!) {
  addStaff(email: $email, name: $name, password: $password, role: $role) { iduser email name role disabled }
}`;
const UPD_STAFF = `mutation($iduser: Int!, $role: String, $disabled: Boolean) {
  updStaff(iduser: $iduser, role: $role, disabled: $disabled) { iduser role disabled }
}`;

/** An id no row has: a write aimed at it changes nothing. */
const NO_ROW = 2_000_000_000;

/** A literal of `type` that passes GraphQL's validation (only required input fields are filled). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const name = getNamedType(type).name;
  if (name === 'Int') return String(NO_ROW);
  if (name === 'Float') return '0';
  if (name === 'Boolean') return 'false';
  return '"x"';
}

/** A document calling the root field with its required arguments and the least selection. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

const schema = buildSchema(typeDefs());
const OPERATIONS = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ name: field.name, doc: documentOf('query', field) })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ name: field.name, doc: documentOf('mutation', field) })),
].filter((op) => op.name !== 'login' && op.name !== 'logout');

const codesOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => (answer.errors ?? []).map((e) => e.extensions?.code);

async function staffSession(api: TestApi, email: string, role: string): Promise<{ iduser: number; token: string }> {
  const added = await api.call(ADD_STAFF, { email, name: `Cuenta ${role}`, password: 'clave-de-prueba', role }, api.token);
  expect(added.errors).toBeUndefined();
  const login = await api.call(LOGIN, { u: email, p: 'clave-de-prueba' });
  expect(login.data!.login.role).toBe(role);
  return { iduser: added.data!.addStaff.iduser, token: login.data!.login.token };
}

describeApi('Staff roles', (api) => {
  let editor: { iduser: number; token: string };

  beforeAll(async () => {
    editor = await staffSession(api(), 'editora@example.com', 'editor');
  });

  it('walks every operation of the schema: an editor is refused exactly the administrators’ ones, in Spanish', async () => {
    expect(OPERATIONS.length).toBeGreaterThan(70);
    const refused: string[] = [];
    for (const op of OPERATIONS) {
      const answer = await api().call(op.doc, {}, editor.token);
      expect(answer.status, op.doc).toBe(200);
      const codes = codesOf(answer);
      expect(codes, op.doc).not.toContain('UNAUTHENTICATED');
      if (codes.includes('FORBIDDEN')) {
        refused.push(op.name);
        expect(answer.errors![0].message).toMatch(
          /^Su rol (no permite esta operación: solo un administrador puede hacerla|solo permite ver el historial)/,
        );
        expect(answer.data).toBeNull();
      }
    }
    // history / countHistory without a resource: the whole panel's activity (their own message).
    expect(refused.sort()).toEqual(ADMIN_ONLY);
  });

  it('lets an administrator call every operation, and nobody without a session', async () => {
    for (const op of OPERATIONS) {
      const asAdmin = await api().call(op.doc, {}, api().token);
      expect(codesOf(asAdmin), op.doc).not.toContain('FORBIDDEN');
      expect(codesOf(asAdmin), op.doc).not.toContain('UNAUTHENTICATED');
      const anonymous = await api().call(op.doc, {}, null);
      expect(codesOf(anonymous), op.doc).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('says the role in me, and a refused write changes nothing', async () => {
    expect((await api().call('{ me { role email } }', {}, editor.token)).data!.me).toEqual({
      role: 'editor',
      email: 'editora@example.com',
    });
    expect((await api().call('{ me { role } }', {}, api().token)).data!.me.role).toBe('administrador');
    const count = async () => (await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories'))[0].n;
    const before = await count();
    const refused = await api().call('mutation { addCategory(textES: "Mercados") }', {}, editor.token);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(await count()).toBe(before);
    const config = await api().call('mutation { saveConfig(items: [{ field: "homefeatured1", content: "99" }]) }', {}, editor.token);
    expect(codesOf(config)).toEqual(['FORBIDDEN']);
    expect(await api().db.query("SELECT 1 FROM config WHERE field = 'homefeatured1' AND content = '99'")).toHaveLength(0);
  });

  it('lets an editor read reference lists (the place editor’s pickers) and work on content', async () => {
    const lists = await api().call(
      '{ allCategories { idcategory } allEquipment { idequipment } shareHashtags { brand } }',
      {},
      editor.token,
    );
    expect(lists.errors).toBeUndefined();
    const category = (await api().call('mutation { addCategory(textES: "Cafés") }', {}, api().token)).data!.addCategory;
    const place = literal(schema.getType('PlaceInput') as GraphQLInputType)
      .replace('name: "x"', 'name: "Café Editora"')
      .replace('categories: []', `categories: [${category}]`);
    const added = await api().call(`mutation { addPlace(place: ${place}) }`, {}, editor.token);
    expect(added.errors).toBeUndefined();
    const cms = await api().call('mutation { addCMS(titleES: "Ayuda", cms_type: 1) }', {}, editor.token);
    expect(cms.errors).toBeUndefined();
  });

  it('shows an editor the history of what they may change, and only administrators everything', async () => {
    const [place] = await api().db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Café Editora'");
    const own = await api().call(`{ history(resource: "places", id: ${place.idplace}) { action iduser } }`, {}, editor.token);
    expect(own.errors).toBeUndefined();
    expect(own.data!.history).toEqual([{ action: 'create', iduser: editor.iduser }]);
    for (const doc of [
      '{ history { idhistory } }',
      '{ countHistory }',
      '{ history(resource: "categories") { idhistory } }',
      '{ history(resource: "users") { idhistory } }',
    ]) {
      const refused = await api().call(doc, {}, editor.token);
      expect(codesOf(refused), doc).toEqual(['FORBIDDEN']);
      expect(refused.errors![0].message).toMatch(/historial de lo que puede editar/);
    }
    expect((await api().call('{ countHistory }', {}, api().token)).errors).toBeUndefined();
  });

  it('holds the exports to the list’s read access: users and the whole history are refused with 403', async () => {
    const get = (url: string, token: string) => {
      const id = url.includes('users') ? 'iduser' : url.includes('history') ? 'idhistory' : 'idplace';
      const columns = encodeURIComponent(JSON.stringify([{ source: id, label: 'Id' }]));
      return api().app.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}columns=${columns}`,
        headers: { authorization: `Bearer ${token}` },
      });
    };
    for (const url of ['/api/export/users', '/api/export/history']) {
      const refused = await get(url, editor.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await get(url, api().token)).statusCode).toBe(200);
    }
    expect((await get('/api/export/places', editor.token)).statusCode).toBe(200);
    expect((await get('/api/export/history?args={"resource":"places"}', editor.token)).statusCode).toBe(200);
  });

  it('holds the uploads to the resource’s write access: a reference image is refused, a place photo is not', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const [category] = await api().db.query<{ idcategory: number }>('INSERT INTO categories DEFAULT VALUES RETURNING idcategory');
    const refused = await postUpload(
      api(),
      [
        ['type', 'category'],
        ['id', String(category.idcategory)],
      ],
      [{ bytes: png, name: 'c.png' }],
      editor.token,
    );
    expect(refused.status).toBe(403);
    expect((refused.body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      await api().db.query('SELECT 1 FROM categories WHERE idcategory = $1 AND image IS NOT NULL', [category.idcategory]),
    ).toHaveLength(0);
    const [place] = await api().db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Café Editora'");
    const photo = await postUpload(
      api(),
      [
        ['type', 'foto'],
        ['idplace', String(place.idplace)],
      ],
      [{ bytes: png, name: 'p.png', field: 'foto[]' }],
      editor.token,
    );
    expect(photo.status).toBe(200);
  });

  it('creates staff accounts with checked fields, and refuses an e-mail already in use', async () => {
    const call = (vars: Record<string, unknown>) =>
      api().call(ADD_STAFF, { email: 'nueva@example.com', name: 'Nueva', password: 'clave-larga-1', role: 'editor', ...vars }, api().token);
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ email: 'sin-arroba' }, 'email', /Correo electrónico no válido/],
      [{ email: `${'a'.repeat(400)}@example.com` }, 'email', /demasiado largo/],
      [{ name: '  ' }, 'name', /El nombre es obligatorio/],
      [{ password: 'corta' }, 'password', /al menos 8 caracteres/],
      [{ role: 'superusuario' }, 'role', /Rol no válido: administrador o editor/],
      [{ email: 'EDITORA@example.com' }, 'email', /Ya existe un usuario con ese correo/],
    ];
    for (const [vars, field, message] of bad) {
      const answer = await call(vars);
      expect(answer.errors![0].extensions!.field, JSON.stringify(vars)).toBe(field);
      expect(answer.errors![0].message).toMatch(message);
    }
    expect(await api().db.query("SELECT 1 FROM users WHERE email = 'nueva@example.com'")).toHaveLength(0);
    const made = await call({});
    expect(made.data!.addStaff).toMatchObject({ email: 'nueva@example.com', name: 'Nueva', role: 'editor', disabled: false });
    const staff = await api().call('{ allUsers(staff: true, order: "iduser") { email role } countUsers(staff: true) }', {}, api().token);
    expect(staff.data!.allUsers.map((u: { email: string }) => u.email)).toEqual([ADMIN.email, 'editora@example.com', 'nueva@example.com']);
    expect(staff.data!.countUsers).toBe(3);
  });

  it('exports only the staff with «Solo personal», with their role in words and their state', async () => {
    const columns = [
      { source: 'email', label: 'Correo' },
      { source: 'role', label: 'Rol', values: { administrador: 'Administrador', editor: 'Editor' } },
      { source: 'disabled', label: 'Desactivada' },
    ];
    await api().db.query("INSERT INTO users (name, email) VALUES ('Lector', 'lector@example.com')");
    const query = `args=${encodeURIComponent(JSON.stringify({ staff: true, order: 'iduser' }))}&columns=${encodeURIComponent(JSON.stringify(columns))}`;
    const response = await api().app.inject({
      method: 'GET',
      url: `/api/export/users?${query}`,
      headers: { authorization: `Bearer ${api().token}` },
    });
    expect(csvRecords(response.body)).toEqual([
      ['Correo', 'Rol', 'Desactivada'],
      [ADMIN.email, 'Administrador', 'no'],
      ['editora@example.com', 'Editor', 'no'],
      ['nueva@example.com', 'Editor', 'no'],
    ]);
  });

  it('ends a disabled account’s sessions at once, refuses its login, and lets it back when re-enabled', async () => {
    const other = await staffSession(api(), 'temporal@example.com', 'editor');
    const second = (await api().call(LOGIN, { u: 'temporal@example.com', p: 'clave-de-prueba' })).data!.login.token;
    const off = await api().call(UPD_STAFF, { iduser: other.iduser, disabled: true }, api().token);
    expect(off.data!.updStaff).toEqual({ iduser: other.iduser, role: 'editor', disabled: true });
    for (const token of [other.token, second])
      expect(codesOf(await api().call('{ me { iduser } }', {}, token))).toEqual(['UNAUTHENTICATED']);
    expect((await api().call(LOGIN, { u: 'temporal@example.com', p: 'clave-de-prueba' })).data!.login).toBeNull();
    await api().call(UPD_STAFF, { iduser: other.iduser, disabled: false }, api().token);
    const back = await api().call(LOGIN, { u: 'temporal@example.com', p: 'clave-de-prueba' });
    expect(back.data!.login.role).toBe('editor');
  });

  it('applies a new role from the next request of an open session', async () => {
    const other = await staffSession(api(), 'ascenso@example.com', 'editor');
    expect(codesOf(await api().call('{ countUsers }', {}, other.token))).toEqual(['FORBIDDEN']);
    await api().call(UPD_STAFF, { iduser: other.iduser, role: 'administrador' }, api().token);
    expect((await api().call('{ countUsers }', {}, other.token)).errors).toBeUndefined();
    await api().call(UPD_STAFF, { iduser: other.iduser, role: 'editor' }, other.token);
  });

  it('never leaves the panel without an enabled administrator', async () => {
    const [me] = await api().db.query<{ iduser: number }>('SELECT iduser FROM users WHERE email = $1', [ADMIN.email]);
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const answer = await api().call(UPD_STAFF, { iduser: me.iduser, ...change }, api().token);
      expect(codesOf(answer)).toEqual(['CONFLICT']);
      expect(answer.errors![0].message).toMatch(/su propia cuenta/);
    }
    const second = await staffSession(api(), 'segunda@example.com', 'administrador');
    // The second administrator may demote the first while another enabled one remains…
    expect((await api().call(UPD_STAFF, { iduser: me.iduser, role: 'editor' }, second.token)).errors).toBeUndefined();
    // …and then cannot demote themselves, the last one.
    const last = await api().call(UPD_STAFF, { iduser: second.iduser, disabled: true }, second.token);
    expect(codesOf(last)).toEqual(['CONFLICT']);
    // admin:reset gives the account its role back (and enables it).
    await resetAdminPassword(api().db, ADMIN.email, ADMIN.password);
    const relogged = await api().call(LOGIN, { u: ADMIN.email, p: ADMIN.password });
    expect(relogged.data!.login.role).toBe('administrador');
    api().token = relogged.data!.login.token;
  });

  it('records role changes in the history with who made them', async () => {
    const [user] = await api().db.query<{ iduser: number }>("SELECT iduser FROM users WHERE email = 'nueva@example.com'");
    await api().call(UPD_STAFF, { iduser: user.iduser, role: 'administrador' }, api().token);
    const entries = await api().call(
      `{ history(resource: "users", id: ${user.iduser}) { action changes { field before after } } }`,
      {},
      api().token,
    );
    expect(entries.data!.history[0].changes).toEqual([{ field: 'staff_role', before: 'editor', after: 'administrador' }]);
  });
});
