/**
 * Idempotency-Key on POST /api/upload (issue 18): a photo upload retried with the same key after a
 * lost answer gets the first answer and stores nothing new; the same key with another file is
 * refused; a malformed key is refused naming the header, before anything is stored.
 */
import sharp from 'sharp';
import { describeApi, type TestApi } from './helpers/app';

interface Sent {
  status: number;
  replayed: boolean;
  body: unknown;
}

/** A place's photo upload as the panel sends it, with an optional Idempotency-Key. */
async function sendPhoto(api: TestApi, idplace: number, photo: Buffer, key?: string): Promise<Sent> {
  const form = new FormData();
  form.append('type', 'foto');
  form.append('idplace', String(idplace));
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'faro.jpg');
  const request = new Response(form);
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${api.token}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await api.app.inject({ method: 'POST', url: '/api/upload', headers, payload: Buffer.from(await request.arrayBuffer()) });
  return { status: response.statusCode, replayed: response.headers['idempotent-replayed'] === 'true', body: response.json() };
}

const picture = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describeApi('Idempotency-Key on uploads', (api) => {
  let idplace: number;
  const photos = async () =>
    Number((await api().db.query<{ n: number }>("SELECT count(*) AS n FROM media WHERE idplace = $1 AND kind = 'photo'", [idplace]))[0].n);

  beforeAll(async () => {
    [{ idplace }] = await api().db.query<{ idplace: number }>(
      "INSERT INTO places (name, city) VALUES ('Faro', 'Fisterra') RETURNING idplace",
    );
  });

  it('the same photo sent twice with one key is stored once; the retry gets the first answer, marked as replayed', async () => {
    const photo = await picture(10);
    const first = await sendPhoto(api(), idplace, photo, 'photo-1');
    const again = await sendPhoto(api(), idplace, photo, 'photo-1');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(await photos()).toBe(1);
  });

  it('without a key, the same photo sent twice is stored twice', async () => {
    const photo = await picture(30);
    await sendPhoto(api(), idplace, photo);
    await sendPhoto(api(), idplace, photo);
    expect(await photos()).toBe(3);
  });

  it('the same key with another photo is refused with 422 CONFLICT and stores nothing', async () => {
    await sendPhoto(api(), idplace, await picture(50), 'photo-2');
    const other = await sendPhoto(api(), idplace, await picture(90), 'photo-2');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: [{ extensions: { code: 'CONFLICT', field: 'Idempotency-Key' } }] });
    expect(await photos()).toBe(4);
  });

  it('a malformed key is refused with 400 naming the header, and nothing is stored', async () => {
    const answer = await sendPhoto(api(), idplace, await picture(70), 'con espacio');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'Idempotency-Key' } }] });
    expect(await photos()).toBe(4);
  });
});
