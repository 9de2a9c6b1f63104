/**
 * Hostile uploads and concurrent writes (cases that already held before issue 8, kept with the
 * others): SVG and HTML disguised as images, polyglots, a decompression bomb, a body sent without
 * a session, and 20 parallel updates of one record.
 */
import sharp from 'sharp';
import { describeApi, type TestApi } from '../server/helpers/app';
import { raw } from './support/http';

async function upload(api: TestApi, bytes: Buffer, name: string, token: string | null = api.token) {
  const form = new FormData();
  form.append('type', 'category');
  form.append('id', String((await api.db.query<{ id: number }>('SELECT min(idcategory) AS id FROM categories'))[0].id));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const request = new Response(form);
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type')! };
  if (token) headers.authorization = `Bearer ${token}`;
  return raw(api.app, { url: '/api/upload', headers, payload: Buffer.from(await request.arrayBuffer()) });
}

describeApi('hostile uploads and concurrent writes', (api) => {
  let png: Buffer;
  beforeAll(async () => {
    await api().call('mutation { addCategory(textES: "Museo") }', {}, api().token);
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  });

  const refusals: [string, () => Buffer | Promise<Buffer>, number][] = [
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      415,
    ],
    ['HTML named .png', () => Buffer.from('<!doctype html><script>fetch("/graphql")</script>'), 415],
    [
      'a GIF header followed by script (GIFAR-style polyglot)',
      () => Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain)//'),
      400,
    ],
    [
      'a decompression bomb (10,000 × 10,000 px)',
      () =>
        sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      413,
    ],
  ];
  for (const [label, bytes, status] of refusals) {
    it(`refuses ${label} with ${status}, storing nothing`, async () => {
      const answer = await upload(api(), await bytes(), 'logo.png');
      expect(answer.status).toBe(status);
      expect(await api().db.query('SELECT image FROM categories WHERE image IS NOT NULL')).toEqual([]);
    });
  }

  it('a PNG with HTML and script appended is stored re-encoded: the served file holds no markup', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const answer = await upload(api(), polyglot, 'poli.png');
    expect(answer.status).toBe(200);
    const served = await raw(api().app, { method: 'GET', url: answer.json()[0].url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.body).not.toMatch(/<script|<html/i);
  });

  it('an 8 MB upload without a session is refused with 401 before its body is read', async () => {
    const answer = await upload(api(), Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]), 'big.png', null);
    expect(answer.status).toBe(401);
    expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('20 parallel updates of one record all succeed and leave one whole version, never a mix', async () => {
    const { data } = await api().call<{ id: number }>('mutation { id: addEquipment(textES: "Rampa") }', {}, api().token);
    const id = data!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api().call(
          `mutation { updEquipment(id: ${id}, textES: "ES ${i}", textEN: "EN ${i}", textGL: "GL ${i}", textPT: "PT ${i}") }`,
          {},
          api().token,
        ),
      ),
    );
    for (const answer of answers) expect(answer.data).toEqual({ updEquipment: id });
    const rows = await api().db.query<{ lang: string; text: string }>(
      'SELECT lang, text FROM equipment_i18n WHERE idequipment = $1 ORDER BY lang',
      [id],
    );
    expect(rows).toHaveLength(4);
    const versions = new Set(rows.map((row) => row.text.split(' ')[1]));
    expect(versions.size).toBe(1);
  });
});
