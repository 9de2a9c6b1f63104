/**
 * Hostile files in a place's uploads (type foto, pdf, view360): SVG, HTML renamed .jpg, polyglots,
 * decompression bombs hidden among good photos, path tricks in file names, odd idplace values and
 * too many files. A bad file anywhere in the request leaves no file and no media row behind. What is
 * stored and served, and /media/ paths that try to leave a key, also run on STORAGE=s3.
 */
import sharp from 'sharp';
import { describeApi, diskOnly } from '../server/helpers/app';
import { minimalPdf, postUpload, storedBytes, storedFiles, storedKeys, type FilePart } from '../server/helpers/upload';
import { fileStoreOf } from '../../server/storage';

interface Refusal {
  status: number;
  body: { errors: { message: string; extensions: { code: string; field?: string } }[] };
}

describeApi(
  'hostile place uploads',
  (api, _engine, storage) => {
    const diskIt = diskOnly(storage);
    let photo: Buffer;
    let idplace: number;
    const send = (type: string, files: FilePart[], id = String(idplace)) =>
      postUpload(
        api(),
        [
          ['type', type],
          ['idplace', id],
        ],
        files,
      );
    const nothingStored = async (before: string[]) => {
      expect(await storedKeys(api())).toEqual(before);
      expect(await api().db.query('SELECT idmedia FROM media WHERE idplace = $1', [idplace])).toEqual([]);
    };

    beforeAll(async () => {
      photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer();
      idplace = (await api().db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ('Faro') RETURNING idplace`))[0].idplace;
    });

    const hostile: [string, string, () => Buffer | Promise<Buffer>, number, RegExp][] = [
      [
        'an SVG with a script',
        'foto',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        415,
        /Formato de imagen no admitido/,
      ],
      [
        'HTML renamed .jpg',
        'foto',
        () => Buffer.from('<!doctype html><script>fetch("/graphql")</script>'),
        415,
        /Formato de imagen no admitido/,
      ],
      [
        'a GIF header followed by script',
        'view360',
        () => Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain)//'),
        400,
        /dañada/,
      ],
      [
        'a PNG signature with an SVG body',
        'foto',
        () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<svg onload=alert(1)>')]),
        415,
        /Formato de imagen no admitido/,
      ],
      [
        'a decompression bomb (12,000 × 12,000 px) after a good photo',
        'foto',
        () =>
          sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#000' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        413,
        /demasiados píxeles \(máximo 40 megapíxeles\)/,
      ],
      ['HTML renamed .pdf', 'pdf', () => Buffer.from('<html><body onload="alert(1)">menu</body></html>'), 415, /El archivo no es un PDF/],
      ['a JPEG renamed .pdf', 'pdf', () => photo, 415, /El archivo no es un PDF/],
      [
        'a ZIP renamed .pdf',
        'pdf',
        () => Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00%PDF-1.4 %%EOF', 'latin1'),
        415,
        /El archivo no es un PDF/,
      ],
    ];
    // On s3 the first one proves that nothing of a refused request reaches the bucket.
    for (const [index, [label, type, bytes, status, message]] of hostile.entries()) {
      (index === 0 ? it : diskIt)(`refuses ${label} among good files (${status}), storing nothing from the request`, async () => {
        const before = await storedKeys(api());
        const field = `${type}[]`;
        const good = type === 'pdf' ? minimalPdf() : photo;
        const answer = (await send(type, [
          { bytes: good, name: `buena.${type === 'pdf' ? 'pdf' : 'jpg'}`, field },
          { bytes: await bytes(), name: `mala.${type === 'pdf' ? 'pdf' : 'jpg'}`, field },
        ])) as Refusal;
        expect(answer.status).toBe(status);
        expect(answer.body.errors[0].extensions.field).toBe(field);
        expect(answer.body.errors[0].message).toMatch(/^mala\./);
        expect(answer.body.errors[0].message).toMatch(message);
        await nothingStored(before);
      });
    }

    it('keeps only the picture of a JPEG with HTML appended: the stored file is a fresh WebP', async () => {
      const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
      const answer = await send('foto', [{ bytes: polyglot, name: 'poly.jpg', field: 'foto[]' }]);
      expect(answer.status).toBe(200);
      const [row] = await api().db.query<{ storage_key: string }>('SELECT storage_key FROM media WHERE idplace = $1', [idplace]);
      const stored = (await storedBytes(api(), `/media/${row.storage_key}`))!;
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(stored.toString('latin1')).not.toContain('<script');
      await api().db.query('DELETE FROM media WHERE idplace = $1', [idplace]);
    });

    it('serves a PDF that also holds HTML only as a PDF, sandboxed and never sniffed', async () => {
      const answer = await send('pdf', [{ bytes: minimalPdf('<html><script>alert(1)</script></html>'), name: 'x.html', field: 'pdf[]' }]);
      expect(answer.status).toBe(200);
      const [{ url }] = answer.body as { url: string }[];
      expect(url).toMatch(/\.pdf$/);
      const served = await api().app.inject(url);
      expect(served.headers['content-type']).toMatch(/^application\/pdf/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      await api().db.query('DELETE FROM media WHERE idplace = $1', [idplace]);
    });

    it('never lets a file name choose where the file goes', async () => {
      const before = await storedKeys(api());
      const answer = await send('foto', [{ bytes: photo, name: '../../../etc/cron.d/evil.jpg', field: 'foto[]' }]);
      expect(answer.status).toBe(200);
      const [stored] = answer.body as { url: string; name: string }[];
      expect(stored.name).toBe('evil.jpg');
      expect(stored.url).toMatch(new RegExp(`^/media/places/${idplace}/[0-9a-f]{24}\\.webp$`));
      const added = (await storedKeys(api())).filter((f) => !before.includes(f));
      expect(added).toHaveLength(2);
      expect(added.every((f) => f.startsWith(`places/${idplace}/`))).toBe(true);
      await api().db.query('DELETE FROM media WHERE idplace = $1', [idplace]);
    });

    it('never serves a stored file through a /media/ path with dot segments, backslashes or a NUL', async () => {
      await fileStoreOf(api().config).put('secret.txt', Buffer.from('secreto'));
      expect((await api().app.inject('/media/secret.txt')).body).toBe('secreto');
      // (/media/places/%2e%2e/secret.txt is /media/secret.txt once a URL parser has read it: the same file.)
      for (const url of [
        '/media/places/..%2fsecret.txt',
        '/media/places%2f..%2fsecret.txt',
        '/media/.%2fsecret.txt',
        '/media/places%5c..%5csecret.txt',
        '/media/%2fsecret.txt',
        '/media/secret.txt%00.png',
      ]) {
        const answer = await api().app.inject(url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).not.toContain('secreto');
      }
    });

    diskIt('refuses odd idplace values before reading any file', async () => {
      for (const id of ['-1', '0', '1e3', '0x10', ' 1 OR 1=1', '99999999999', '2147483648', '１２']) {
        const answer = (await send('foto', [{ bytes: photo, name: 'a.jpg', field: 'foto[]' }], id)) as Refusal;
        expect(answer.status, id).toBe(400);
        expect(answer.body.errors[0].extensions, id).toEqual({ code: 'BAD_USER_INPUT', field: 'idplace' });
      }
      const missing = (await send('foto', [{ bytes: photo, name: 'a.jpg', field: 'foto[]' }], '2147483647')) as Refusal;
      expect(missing.status).toBe(404);
    });

    diskIt('refuses more than 10 files, or files summing more than 4 times the size cap', async () => {
      const before = await storedKeys(api());
      const many = (await send(
        'foto',
        Array.from({ length: 30 }, (_, i) => ({ bytes: photo, name: `${i}.jpg`, field: 'foto[]' })),
      )) as Refusal;
      expect(many.status).toBe(413);
      expect(many.body.errors[0].message).toBe('Demasiados archivos en una subida (máximo 10)');
      await nothingStored(before);
    });
  },
  undefined,
  { storages: ['disk', 's3'] },
);

describeApi(
  'place uploads summing too much',
  (api) => {
    it('stops reading once the files of one request pass 4 times the cap', async () => {
      const idplace = (await api().db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ('Faro') RETURNING idplace`))[0].idplace;
      const big = Buffer.alloc(900 * 1024, 1);
      const answer = (await postUpload(
        api(),
        [
          ['type', 'pdf'],
          ['idplace', String(idplace)],
        ],
        Array.from({ length: 5 }, (_, i) => ({ bytes: big, name: `${i}.pdf`, field: 'pdf[]' })),
      )) as Refusal;
      expect(answer.status).toBe(413);
      expect(answer.body.errors[0].message).toBe('Los archivos de una subida no pueden sumar más de 4 MB: súbalos en varias veces');
      expect(storedFiles(api().config.uploadDir)).toEqual([]);
    });
  },
  { UPLOAD_MAX_MB: '1' },
);
