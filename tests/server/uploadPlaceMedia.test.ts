/**
 * POST /api/upload for a place's files (type foto, pdf, view360 with idplace): several files per
 * request with their attributions or titles, images re-encoded with thumbnails, PDFs kept, a media
 * row per file, the first photo as cover when the place has none, and all or nothing per request.
 * Storing, serving and all or nothing also run on STORAGE=s3.
 */
import sharp from 'sharp';
import { describeApi, diskOnly } from './helpers/app';
import { minimalPdf, postUpload, storedBytes, storedKeys } from './helpers/upload';
import { fileStoreOf } from '../../server/storage';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

interface Stored {
  idmedia: number;
  url: string;
  name: string;
  thumb: string | null;
}

interface MediaRow {
  idmedia: number;
  kind: string;
  url: string;
  name: string;
  attrib: string;
  cover: boolean;
  storage_key: string;
  iduser: number | null;
  position: number;
}

describeApi(
  'uploads of place media',
  (api, _engine, storage) => {
    const diskIt = diskOnly(storage);
    const media = async (key: string) => (await storedBytes(api(), `/media/${key}`))!;
    let jpeg: Buffer;
    let png: Buffer;
    let idplace: number;
    const mediaOf = (id: number) =>
      api().db.query<MediaRow>(
        `SELECT idmedia, kind, url, name, attrib, cover, storage_key, iduser, position FROM media WHERE idplace = $1 ORDER BY idmedia`,
        [id],
      );
    const newPlace = async (name: string) =>
      (await api().db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ($1) RETURNING idplace`, [name]))[0].idplace;

    beforeAll(async () => {
      jpeg = await picture(3000, 2000).jpeg().toBuffer();
      png = await picture(640, 480).png().toBuffer();
      idplace = await newPlace('Museo do Pobo');
    });

    it('stores several photos with their attributions; the first becomes the cover of a place without one', async () => {
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'foto'],
          ['idplace', String(idplace)],
          ['attrib[]', 'Foto: <a href="https://example.org/ana" onclick="x()">Ana</a> <script>alert(1)</script>'],
          ['attrib[]', '<a href="javascript:alert(1)">clic</a> © Concello'],
        ],
        [
          { bytes: jpeg, name: 'fachada.jpg', field: 'foto[]' },
          { bytes: png, name: 'C:\\fotos\\sala <1>.png', field: 'foto[]' },
        ],
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const stored = body as Stored[];
      expect(stored.map((s) => s.name)).toEqual(['fachada.jpg', 'sala 1.png']);
      for (const s of stored) {
        expect(s.url).toMatch(new RegExp(`^/media/places/${idplace}/[0-9a-f]{24}\\.webp$`));
        expect(s.thumb).toBe(s.url.replace(/\.webp$/, '.thumb.webp'));
      }
      const rows = await mediaOf(idplace);
      expect(rows.map((r) => [r.idmedia, r.kind, r.cover, r.position])).toEqual([
        [stored[0].idmedia, 'photo', true, 0],
        [stored[1].idmedia, 'photo', false, 1],
      ]);
      expect(rows[0].attrib).toBe('Foto: <a href="https://example.org/ana" rel="nofollow noopener noreferrer">Ana</a>');
      expect(rows[1].attrib).toBe('<a rel="nofollow noopener noreferrer">clic</a> © Concello');
      expect(rows[0].storage_key).toBe(stored[0].url.slice('/media/'.length));
      expect(rows[0].iduser).toBeGreaterThan(0);
      const full = await sharp(await media(rows[0].storage_key)).metadata();
      expect([full.format, full.width, full.height]).toEqual(['webp', 2048, 1365]);
      const thumb = await sharp(await media(rows[0].storage_key.replace('.webp', '.thumb.webp'))).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
      const served = await api().app.inject(stored[0].url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    diskIt('adds later photos after the others, without taking the cover', async () => {
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'foto'],
          ['idplace', String(idplace)],
        ],
        [{ bytes: png, name: 'otra.png' }],
      );
      expect(status).toBe(200);
      const rows = await mediaOf(idplace);
      const last = rows[rows.length - 1];
      expect([last.idmedia, last.cover, last.position, last.attrib]).toEqual([(body as Stored[])[0].idmedia, false, 2, '']);
      expect(rows.filter((r) => r.cover)).toHaveLength(1);
    });

    diskIt('cover=1 makes the uploaded photo the cover instead of the old one (a maps photo chosen as cover)', async () => {
      const before = (await mediaOf(idplace)).find((r) => r.cover)!;
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'foto'],
          ['idplace', String(idplace)],
          ['cover', '1'],
          ['attrib[]', 'Ana Pérez / Google Maps'],
        ],
        [{ bytes: png, name: 'maps-1.png' }],
      );
      expect(status).toBe(200);
      const rows = await mediaOf(idplace);
      expect(rows.filter((r) => r.cover).map((r) => r.idmedia)).toEqual([(body as Stored[])[0].idmedia]);
      expect(rows.find((r) => r.idmedia === before.idmedia)?.cover).toBe(false);
    });

    diskIt('refuses a cover flag that is not 1/0, or on a PDF, storing nothing', async () => {
      const count = (await mediaOf(idplace)).length;
      for (const [type, value, field] of [
        ['foto', 'yes', 'foto[]'],
        ['pdf', '1', 'pdf[]'],
      ] as const) {
        const { status, body } = await postUpload(
          api(),
          [
            ['type', type],
            ['idplace', String(idplace)],
            ['cover', value],
          ],
          [type === 'pdf' ? { bytes: minimalPdf(), name: 'carta.pdf', field } : { bytes: png, name: 'x.png', field }],
        );
        expect(status).toBe(400);
        expect(JSON.stringify(body)).toContain('cover');
      }
      expect(await mediaOf(idplace)).toHaveLength(count);
    });

    it('stores PDFs as they are, titled by pdftitle[] (or their file name), served as PDF in a sandbox', async () => {
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'pdf'],
          ['idplace', String(idplace)],
          ['pdftitle[]', '  Carta <b>de</b> verano\n2026 '],
        ],
        [
          { bytes: minimalPdf(), name: 'carta.pdf', field: 'pdf[]' },
          { bytes: minimalPdf('% second'), name: 'alergenos.pdf', field: 'pdf[]' },
        ],
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const stored = body as Stored[];
      expect(stored.map((s) => [s.name, s.thumb])).toEqual([
        ['Carta <b>de</b> verano 2026', null],
        ['alergenos.pdf', null],
      ]);
      expect(stored[0].url).toMatch(/\.pdf$/);
      const rows = (await mediaOf(idplace)).filter((r) => r.kind === 'pdf');
      expect(rows.map((r) => [r.name, r.cover, r.position])).toEqual([
        ['Carta <b>de</b> verano 2026', false, 0],
        ['alergenos.pdf', false, 1],
      ]);
      expect((await media(rows[0].storage_key)).equals(minimalPdf())).toBe(true);
      const served = await api().app.inject(stored[0].url);
      expect(served.headers['content-type']).toMatch(/^application\/pdf/);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });

    diskIt('stores 360º views re-encoded, never as cover; a single `file` field works too', async () => {
      const panorama = await picture(8000, 4000).jpeg().toBuffer();
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'view360'],
          ['idplace', String(idplace)],
        ],
        [{ bytes: panorama, name: 'claustro.jpg', field: 'view360[]' }],
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const single = await postUpload(
        api(),
        [
          ['type', 'view360'],
          ['idplace', String(idplace)],
        ],
        [{ bytes: png, name: 'patio.png' }],
      );
      expect(single.status).toBe(200);
      const rows = (await mediaOf(idplace)).filter((r) => r.kind === 'view360');
      expect(rows.map((r) => [r.name, r.cover])).toEqual([
        ['claustro.jpg', false],
        ['patio.png', false],
      ]);
      const meta = await sharp(await media(rows[0].storage_key)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 6144, 3072]);
    });

    it('stores nothing from a request with one bad file, and names it', async () => {
      const other = await newPlace('Sen fotos');
      const before = await storedKeys(api());
      const { status, body } = await postUpload(
        api(),
        [
          ['type', 'foto'],
          ['idplace', String(other)],
        ],
        [
          { bytes: jpeg, name: 'buena.jpg', field: 'foto[]' },
          { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'mala.jpg', mime: 'image/jpeg', field: 'foto[]' },
        ],
      );
      expect(status).toBe(415);
      expect(body).toEqual({
        errors: [
          {
            message: 'mala.jpg: Formato de imagen no admitido: use JPEG, PNG, WebP o GIF',
            extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'foto[]' },
          },
        ],
      });
      expect(await mediaOf(other)).toEqual([]);
      expect(await storedKeys(api())).toEqual(before);
    });

    it('removes the files it wrote when the place is deleted before the database step', async () => {
      const doomed = await newPlace('Efímero');
      const before = await storedKeys(api());
      const { storeMedia } = await import('../../server/uploads/mediaStore');
      const { UPLOAD_POLICIES } = await import('../../server/uploads/policy');
      type MediaPolicy = import('../../server/uploads/policy').MediaPolicy;
      const { reencodeImage } = await import('../../server/uploads/images');
      const image = await reencodeImage(png, 'png', { maxSide: 100, thumbSide: 50 });
      await api().db.query(`DELETE FROM places WHERE idplace = $1`, [doomed]);
      await expect(
        storeMedia({
          db: api().db,
          store: fileStoreOf(api().config),
          policy: UPLOAD_POLICIES.foto as never,
          owner: (UPLOAD_POLICIES.foto as MediaPolicy).owners[0],
          id: doomed,
          iduser: 1,
          files: [{ content: { image }, name: 'a.png', attrib: '' }],
        }),
      ).rejects.toMatchObject({ status: 404, message: 'El sitio ' + doomed + ' no existe' });
      expect(await storedKeys(api())).toEqual(before);
    });

    diskIt('refuses bad requests with a Spanish error naming the field, storing nothing', async () => {
      const before = await storedKeys(api());
      const id = String(idplace);
      const cases: [string, [string, string][], Parameters<typeof postUpload>[2], number, string, string | undefined, RegExp][] = [
        [
          'unknown place',
          [
            ['type', 'foto'],
            ['idplace', '987654'],
          ],
          [{ bytes: png, name: 'a.png' }],
          404,
          'NOT_FOUND',
          'idplace',
          /^El sitio 987654 no existe$/,
        ],
        [
          'malformed idplace',
          [
            ['type', 'foto'],
            ['idplace', '12abc'],
          ],
          [{ bytes: png, name: 'a.png' }],
          400,
          'BAD_USER_INPUT',
          'idplace',
          /entero positivo/,
        ],
        [
          'idplace 0',
          [
            ['type', 'pdf'],
            ['idplace', '0'],
          ],
          [{ bytes: minimalPdf(), name: 'a.pdf' }],
          400,
          'BAD_USER_INPUT',
          'idplace',
          /entero positivo/,
        ],
        [
          'no idplace',
          [['type', 'view360']],
          [{ bytes: png, name: 'a.png' }],
          400,
          'BAD_USER_INPUT',
          'idplace',
          /Falta el identificador \(idplace\)/,
        ],
        [
          'no file',
          [
            ['type', 'foto'],
            ['idplace', id],
          ],
          [],
          400,
          'BAD_USER_INPUT',
          'foto[]',
          /Falta el archivo/,
        ],
        [
          'a PDF field for photos',
          [
            ['type', 'foto'],
            ['idplace', id],
          ],
          [{ bytes: png, name: 'a.png', field: 'pdf[]' }],
          400,
          'BAD_USER_INPUT',
          'pdf[]',
          /no admitido para este tipo/,
        ],
        [
          'an image as PDF',
          [
            ['type', 'pdf'],
            ['idplace', id],
          ],
          [{ bytes: png, name: 'carta.pdf', field: 'pdf[]' }],
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'pdf[]',
          /^carta\.pdf: El archivo no es un PDF$/,
        ],
        [
          'a truncated PDF',
          [
            ['type', 'pdf'],
            ['idplace', id],
          ],
          [{ bytes: minimalPdf().subarray(0, 60), name: 'c.pdf', field: 'pdf[]' }],
          400,
          'BAD_USER_INPUT',
          'pdf[]',
          /dañado o incompleto/,
        ],
        [
          'an empty file',
          [
            ['type', 'foto'],
            ['idplace', id],
          ],
          [{ bytes: Buffer.alloc(0), name: 'v.jpg', field: 'foto[]' }],
          400,
          'BAD_USER_INPUT',
          'foto[]',
          /vacío/,
        ],
        [
          'a long attribution',
          [
            ['type', 'foto'],
            ['idplace', id],
            ['attrib[]', 'x'.repeat(501)],
          ],
          [{ bytes: png, name: 'a.png', field: 'foto[]' }],
          400,
          'BAD_USER_INPUT',
          'attrib[]',
          /máximo 500 caracteres/,
        ],
        [
          'more attributions than photos',
          [
            ['type', 'foto'],
            ['idplace', id],
            ['attrib[]', 'a'],
            ['attrib[]', 'b'],
          ],
          [{ bytes: png, name: 'a.png', field: 'foto[]' }],
          400,
          'BAD_USER_INPUT',
          'attrib[]',
          /más attrib\[\] que archivos/,
        ],
        [
          'eleven files',
          [
            ['type', 'foto'],
            ['idplace', id],
          ],
          Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `${i}.png`, field: 'foto[]' })),
          413,
          'PAYLOAD_TOO_LARGE',
          'file',
          /^Demasiados archivos en una subida \(máximo 10\)$/,
        ],
        [
          'no session',
          [
            ['type', 'foto'],
            ['idplace', id],
          ],
          [{ bytes: png, name: 'a.png' }],
          401,
          'UNAUTHENTICATED',
          undefined,
          /Sesión no válida/,
        ],
      ];
      for (const [what, fields, files, status, code, field, message] of cases) {
        const answer = await postUpload(api(), fields, files, what === 'no session' ? null : api().token);
        expect(answer.status, what).toBe(status);
        const error = (answer.body as { errors: { message: string; extensions: { code: string; field?: string } }[] }).errors[0];
        expect(error.extensions, what).toEqual(field ? { code, field } : { code });
        expect(error.message, what).toMatch(message);
      }
      expect(await storedKeys(api())).toEqual(before);
    });
  },
  undefined,
  { storages: ['disk', 's3'] },
);
