/**
 * Idempotency-Key on /graphql: a write retried with the same key after a lost answer gets the first
 * answer and writes nothing new (issue 18: a retried addPlace used to add a second place in 12 of 13
 * trials); the same key with another body is refused; a bad key is refused naming the header.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, describeApi, type TestApi } from './helpers/app';
import { ADD, createRefs, minimal, type Refs } from './helpers/placeEditor';

interface Sent {
  status: number;
  replayed: boolean;
  body: { data: { addPlace?: number } | null; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

async function send(api: TestApi, key: string | undefined, variables: Record<string, unknown>, token = api.token): Promise<Sent> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await api.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: ADD, variables } });
  return { status: response.statusCode, replayed: response.headers['idempotent-replayed'] === 'true', body: response.json() };
}

describeApi('Idempotency-Key', (api) => {
  let refs: Refs;
  const places = async () => Number((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n);
  const place = (name: string) => ({ p: minimal(refs, { name }) });

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it('the same key and body twice: one place, and the retry gets the first answer marked as replayed', async () => {
    const before = await places();
    const first = await send(api(), 'save-1', place('Faro de Fisterra'));
    const again = await send(api(), 'save-1', place('Faro de Fisterra'));
    expect(first.body.data!.addPlace).toBeGreaterThan(0);
    expect(again.body).toEqual(first.body);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(await places()).toBe(before + 1);
  });

  it('two twins at once: one runs, the other waits for it and gets its answer', async () => {
    const before = await places();
    const [a, b] = await Promise.all([send(api(), 'twin', place('Torre de Hércules')), send(api(), 'twin', place('Torre de Hércules'))]);
    expect(a.body.data!.addPlace).toBe(b.body.data!.addPlace);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await places()).toBe(before + 1);
  });

  it('the same key with another body is refused with 422 CONFLICT and runs nothing', async () => {
    await send(api(), 'save-2', place('Museo do Pobo Galego'));
    const before = await places();
    const other = await send(api(), 'save-2', place('Otro museo'));
    expect(other.status).toBe(422);
    expect(other.body.errors![0]).toMatchObject({
      message: 'La clave Idempotency-Key ya se usó con otra petición: use una clave nueva para cada guardado',
      extensions: { code: 'CONFLICT', field: 'Idempotency-Key' },
    });
    expect(await places()).toBe(before);
  });

  it('a refused write is replayed as refused (nothing written either time)', async () => {
    const before = await places();
    const bad = { p: minimal(refs, { name: '' }) };
    const first = await send(api(), 'save-3', bad);
    const again = await send(api(), 'save-3', bad);
    expect(first.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(again.body).toEqual(first.body);
    expect(again.replayed).toBe(true);
    expect(await places()).toBe(before);
  });

  it.each([['x'.repeat(201)], ['con espacio'], ['ñ'], ['']])(
    'key %j is refused with 400 naming the header, and nothing runs',
    async (key) => {
      const before = await places();
      const answer = await send(api(), key, place('Nunca'));
      expect(answer.status).toBe(400);
      expect(answer.body.errors![0]).toMatchObject({
        message: 'Cabecera Idempotency-Key no válida: de 1 a 200 caracteres ASCII visibles',
        extensions: { code: 'BAD_USER_INPUT', field: 'Idempotency-Key' },
      });
      expect(await places()).toBe(before);
    },
  );

  it('without a key every request runs (two places)', async () => {
    const before = await places();
    await send(api(), undefined, place('Sin clave'));
    await send(api(), undefined, place('Sin clave'));
    expect(await places()).toBe(before + 2);
  });

  it('keys belong to their user: another user with the same key gets a place of their own', async () => {
    await api().db.query(
      "INSERT INTO users (name, email, password_hash, staff_role) SELECT 'Otra', 'otra@example.com', password_hash, staff_role FROM users WHERE staff_role IS NOT NULL LIMIT 1",
    );
    const login = await api().call<{ login: { token: string } }>(
      'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
      {
        u: 'otra@example.com',
        p: ADMIN.password,
      },
    );
    const mine = await send(api(), 'shared-key', place('Casa A'));
    const theirs = await send(api(), 'shared-key', place('Casa A'), login.data!.login.token);
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.data!.addPlace).not.toBe(mine.body.data!.addPlace);
  });

  it('a client that hangs up before the answer retries with the key and gets the place the server added', async () => {
    const address = await api().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo & URL;
    const before = await places();
    const body = JSON.stringify({ query: ADD, variables: place('Respuesta perdida') });
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: Number(port),
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api().token}`, 'idempotency-key': 'lost-answer' },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      // the whole request goes out, then the connection drops before any answer is read
      request.end(body, () => request.destroy());
    });
    const retry = await send(api(), 'lost-answer', place('Respuesta perdida'));
    const [row] = await api().db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Respuesta perdida'");
    expect(retry.body.data!.addPlace).toBe(row.idplace);
    expect(await places()).toBe(before + 1);
  });
});
