/**
 * POST /api/upload with the four interface-image types: a good image is re-encoded to WebP with a
 * thumbnail, linked to its entry and served under /media/; every refusal (format decided by the
 * bytes, size, damage, type, id, session) answers a clear Spanish error and stores nothing. Storing,
 * serving, replacing, removing and cleaning up after a failed write also run on STORAGE=s3.
 */
import sharp from 'sharp';
import { loadConfig } from '../../server/config';
import { describeApi, diskOnly, type TestApi } from './helpers/app';
import { postUpload, storedBytes, storedFiles, storedKeys, type FilePart } from './helpers/upload';
import { fileStoreOf } from '../../server/storage';
import { reencodeImage } from '../../server/uploads/images';
import { storeColumnImage } from '../../server/uploads/columnStore';
import { UPLOAD_POLICIES, type ColumnPolicy } from '../../server/uploads/policy';

/** The interface-image form: one value per field name. */
type Answer = { status: number; body: Awaited<ReturnType<Response['json']>> };
const upload = async (api: TestApi, fields: Record<string, string>, files: FilePart[] = [], token: string | null = api.token) =>
  (await postUpload(api, Object.entries(fields), files, token)) as Answer;

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

const TEXTS = 'textES: "Rampa", textEN: "Ramp", textGL: "Rampla", textPT: "Rampa"';

describeApi(
  'uploads of interface images',
  (api, _engine, storage) => {
    const diskIt = diskOnly(storage);
    const ids: Record<string, number> = {};
    let png: Buffer;

    beforeAll(async () => {
      for (const [type, mutation] of [
        ['category', 'addCategory'],
        ['subcategory', 'addSubcategory'],
        ['equipment', 'addEquipment'],
        ['allergie', 'addAllergies'],
      ]) {
        const { data } = await api().call(`mutation { r: ${mutation}(${TEXTS}) }`, {}, api().token);
        ids[type] = data!.r as number;
      }
      png = await picture(1600, 900).png().toBuffer();
    });

    const imageOf = async (table: string, column: string, id: number) =>
      (await api().db.query<{ image: string | null }>(`SELECT image FROM ${table} WHERE ${column} = $1`, [id]))[0].image;

    it('stores a PNG as a re-encoded WebP plus a 100 px thumbnail, links it and serves both under /media/', async () => {
      const { status, body } = await upload(api(), { type: 'category', id: String(ids.category) }, [
        { bytes: png, name: 'C:\\fotos\\logo <b>.png', mime: 'image/png' },
      ]);
      expect(status).toBe(200);
      expect(body).toEqual([
        {
          idmedia: null,
          url: expect.stringMatching(new RegExp(`^/media/reference/category/${ids.category}-[0-9a-f]{24}\\.webp$`)),
          thumb: expect.any(String),
          name: 'logo b.png',
        },
      ]);
      const { url, thumb } = body[0];
      expect(thumb).toBe(url.replace(/\.webp$/, '.thumb.webp'));

      const full = (await storedBytes(api(), url))!;
      expect(full.equals(png)).toBe(false);
      const meta = await sharp(full).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 576 });
      const small = await sharp((await storedBytes(api(), thumb))!).metadata();
      expect(small).toMatchObject({ format: 'webp', width: 100, height: 56 });

      const { data } = await api().call('{ allCategories(lang: "es") { idcategory image thumb } }', {}, api().token);
      expect(data!.allCategories.find((c: { idcategory: number }) => c.idcategory === ids.category)).toMatchObject({ image: url, thumb });
      for (const served of [url, thumb]) {
        const response = await api().app.inject(served);
        expect(response.statusCode, served).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['content-security-policy']).toContain('sandbox');
        expect(response.rawPayload.equals((await storedBytes(api(), served))!), served).toBe(true);
        // A browser's revalidation by ETag: 304 without the bytes.
        const again = await api().app.inject({ url: served, headers: { 'if-none-match': String(response.headers.etag) } });
        expect([again.statusCode, again.body]).toEqual([304, '']);
      }
    });

    diskIt('strips metadata from a JPEG and keeps a small image at its size (equipment)', async () => {
      const jpeg = await picture(80, 60)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secreto', Artist: 'Alguien' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const { status, body } = await upload(api(), { id: String(ids.equipment), type: 'equipment' }, [{ bytes: jpeg, name: 'rampa.jpg' }]);
      expect(status).toBe(200);
      const stored = (await storedBytes(api(), body[0].url))!;
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });
      expect(meta.exif).toBeUndefined();
      expect(await imageOf('equipment', 'idequipment', ids.equipment)).toBe(body[0].url);
    });

    diskIt('accepts GIF and WebP (allergie, subcategory) and decides by content: a PNG named .pdf is an image', async () => {
      const gif = await picture(40, 40).gif().toBuffer();
      const webp = await picture(300, 300).webp().toBuffer();
      expect((await upload(api(), { type: 'allergie', id: String(ids.allergie) }, [{ bytes: gif, name: 'gluten.gif' }])).status).toBe(200);
      expect((await upload(api(), { type: 'subcategory', id: String(ids.subcategory) }, [{ bytes: webp, name: 's.webp' }])).status).toBe(
        200,
      );
      const renamed = await upload(api(), { type: 'subcategory', id: String(ids.subcategory) }, [
        { bytes: png, name: 'informe.pdf', mime: 'application/pdf' },
      ]);
      expect(renamed.status).toBe(200);
      expect(renamed.body[0].url).toMatch(/\.webp$/);
      const stored = (await storedBytes(api(), renamed.body[0].url))!;
      expect((await sharp(stored).metadata()).format).toBe('webp');
    });

    it('replacing an image deletes the old file and thumbnail; deleting the entry deletes the current ones', async () => {
      const { data } = await api().call(`mutation { r: addEquipment(${TEXTS}) }`, {}, api().token);
      const id = data!.r as number;
      const first = (await upload(api(), { type: 'equipment', id: String(id) }, [{ bytes: png, name: 'a.png' }])).body[0];
      const second = (await upload(api(), { type: 'equipment', id: String(id) }, [{ bytes: png, name: 'b.png' }])).body[0];
      const kept = async (...urls: string[]) => Promise.all(urls.map(async (url) => (await storedBytes(api(), url)) !== null));
      expect(await kept(first.url, first.thumb)).toEqual([false, false]);
      expect(await kept(second.url, second.thumb)).toEqual([true, true]);
      expect((await api().app.inject(first.url)).statusCode).toBe(404);
      expect((await api().call(`mutation { r: delEquipment(id: ${id}) }`, {}, api().token)).data!.r).toBe(true);
      expect(await kept(second.url, second.thumb)).toEqual([false, false]);
      expect((await api().app.inject(second.url)).statusCode).toBe(404);
    });

    it('removes the files it wrote when the entry vanished before the database update', async () => {
      const before = await storedKeys(api());
      const image = await reencodeImage(png, 'png', (UPLOAD_POLICIES.category as ColumnPolicy).image);
      const store = storeColumnImage({
        db: api().db,
        store: fileStoreOf(api().config),
        policy: UPLOAD_POLICIES.category as ColumnPolicy,
        id: 987654,
        image,
        name: 'x.png',
      });
      await expect(store).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'La categoría 987654 no existe' });
      expect(await storedKeys(api())).toEqual(before);
    });

    describe('refusals store nothing and leave the entry unchanged', () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
      );
      const html = Buffer.from('<!doctype html><html><body><script>fetch("/graphql")</script></body></html>');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
      const cat = () => String(ids.category);
      const cases: [string, () => Promise<Answer>, number, string, string | undefined, RegExp][] = [
        [
          'an SVG with a script',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: svg, name: 'logo.svg', mime: 'image/svg+xml' }]),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'file',
          /^Formato de imagen no admitido: use JPEG, PNG, WebP o GIF$/,
        ],
        [
          'an HTML file named .jpg',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: html, name: 'foto.jpg', mime: 'image/jpeg' }]),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'file',
          /Formato de imagen no admitido/,
        ],
        [
          'a PDF for an image type',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: pdf, name: 'carta.png' }]),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'file',
          /Formato de imagen no admitido/,
        ],
        [
          'a 20 MB file',
          async () =>
            upload(api(), { type: 'category', id: cat() }, [
              { bytes: Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), name: 'enorme.png' },
            ]),
          413,
          'PAYLOAD_TOO_LARGE',
          'file',
          /^El archivo es demasiado grande \(máximo 8 MB\)$/,
        ],
        [
          'a truncated PNG',
          () =>
            upload(api(), { type: 'category', id: cat() }, [{ bytes: png.subarray(0, Math.floor(png.length * 0.6)), name: 'corta.png' }]),
          400,
          'BAD_USER_INPUT',
          'file',
          /^La imagen está dañada o incompleta$/,
        ],
        [
          'a decompression bomb',
          async () =>
            upload(api(), { type: 'category', id: cat() }, [
              { bytes: await picture(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer(), name: 'bomba.png' },
            ]),
          413,
          'PAYLOAD_TOO_LARGE',
          'file',
          /demasiados píxeles/,
        ],
        [
          'an empty file',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: Buffer.alloc(0), name: 'vacia.png' }]),
          400,
          'BAD_USER_INPUT',
          'file',
          /vacío/,
        ],
        [
          'an unknown type',
          () => upload(api(), { type: 'avatar', id: cat() }, [{ bytes: png, name: 'a.png' }]),
          400,
          'BAD_USER_INPUT',
          'type',
          /Tipo de subida no válido: use category, subcategory, equipment, allergie/,
        ],
        [
          'a place type with the id of a list entry',
          () => upload(api(), { type: 'foto', id: cat() }, [{ bytes: png, name: 'a.png' }]),
          400,
          'BAD_USER_INPUT',
          'idplace',
          /Falta el identificador \(idplace\)/,
        ],
        [
          'a missing type',
          () => upload(api(), { id: cat() }, [{ bytes: png, name: 'a.png' }]),
          400,
          'BAD_USER_INPUT',
          'type',
          /Falta el tipo/,
        ],
        [
          'a missing id',
          () => upload(api(), { type: 'category' }, [{ bytes: png, name: 'a.png' }]),
          400,
          'BAD_USER_INPUT',
          'id',
          /Falta el identificador/,
        ],
        [
          'a malformed id',
          () => upload(api(), { type: 'category', id: '1 OR 1=1' }, [{ bytes: png, name: 'a.png' }]),
          400,
          'BAD_USER_INPUT',
          'id',
          /entero positivo/,
        ],
        [
          'an unknown id',
          () => upload(api(), { type: 'category', id: '987654' }, [{ bytes: png, name: 'a.png' }]),
          404,
          'NOT_FOUND',
          'id',
          /^La categoría 987654 no existe$/,
        ],
        ['no file', () => upload(api(), { type: 'category', id: cat() }), 400, 'BAD_USER_INPUT', 'file', /Falta el archivo/],
        [
          'a file under another field',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: png, name: 'a.png', field: 'foto[]' }]),
          400,
          'BAD_USER_INPUT',
          'foto[]',
          /Campo de archivo no admitido/,
        ],
        [
          'two files',
          () =>
            upload(api(), { type: 'category', id: cat() }, [
              { bytes: png, name: 'a.png' },
              { bytes: png, name: 'b.png' },
            ]),
          413,
          'PAYLOAD_TOO_LARGE',
          'file',
          /un solo archivo/,
        ],
        [
          'no token',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: png, name: 'a.png' }], null),
          401,
          'UNAUTHENTICATED',
          undefined,
          /Sesión no válida/,
        ],
        [
          'an unknown token',
          () => upload(api(), { type: 'category', id: cat() }, [{ bytes: png, name: 'a.png' }], 'A'.repeat(43)),
          401,
          'UNAUTHENTICATED',
          undefined,
          /Sesión no válida/,
        ],
        [
          'a JSON body',
          async () => {
            const response = await api().app.inject({
              method: 'POST',
              url: '/api/upload',
              headers: { authorization: `Bearer ${api().token}` },
              payload: { type: 'category', id: 1 },
            });
            return { status: response.statusCode, body: response.json() };
          },
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'file',
          /multipart\/form-data/,
        ],
      ];

      // On s3 the first refusal proves that nothing reaches the bucket; the others depend on no storage.
      for (const [index, [label, send, status, code, field, message]] of cases.entries()) {
        (index === 0 ? it : diskIt)(`refuses ${label} (${status} ${code})`, async () => {
          const before = await storedKeys(api());
          const image = await imageOf('categories', 'idcategory', ids.category);
          const answer = await send();
          expect(answer.status).toBe(status);
          expect(answer.body.errors[0].extensions).toEqual(field ? { code, field } : { code });
          expect(answer.body.errors[0].message).toMatch(message);
          expect(await storedKeys(api())).toEqual(before);
          expect(await imageOf('categories', 'idcategory', ids.category)).toBe(image);
        });
      }
    });
  },
  undefined,
  { storages: ['disk', 's3'] },
);

describeApi(
  'uploads: UPLOAD_MAX_MB sets the cap',
  (api) => {
    it('refuses a valid 1.5 MB image with a 1 MB cap, storing nothing', async () => {
      const { data } = await api().call(`mutation { r: addAllergies(${TEXTS}) }`, {}, api().token);
      const noisy = await sharp({
        create: { width: 900, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(1.2 * 1024 * 1024);
      const answer = await upload(api(), { type: 'allergie', id: String(data!.r) }, [{ bytes: noisy, name: 'ruido.png' }]);
      expect(answer.status).toBe(413);
      expect(answer.body.errors[0].message).toBe('El archivo es demasiado grande (máximo 1 MB)');
      expect(storedFiles(api().config.uploadDir)).toEqual([]);
    });

    it('refuses an UPLOAD_MAX_MB outside 1..100 at start-up', () => {
      expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB debe ser un entero entre 1 y 100/);
      expect(loadConfig({}).uploadMaxMb).toBe(8);
    });
  },
  { UPLOAD_MAX_MB: '1' },
);
