/**
 * STORAGE=s3 with the bucket gone (a wrong name, or the service stopped): /media/ and uploads answer 503
 * SERVICE_UNAVAILABLE with Retry-After and a Spanish message, no media row is written, and deleting
 * a place still succeeds (its files are left behind and logged, never undoing the commit).
 */
import sharp from 'sharp';
import { startTestApi, type TestApi } from './helpers/app';
import { startLocalS3, type LocalS3 } from './helpers/localS3';
import { postUpload } from './helpers/upload';
import { fileStoreOf } from '../../server/storage';
import { s3Store } from '../../server/storage/s3Store';

const DOWN = 'El almacenamiento de archivos no está disponible en este momento. Vuelva a intentarlo en unos segundos.';

describe('[pglite] [s3] the bucket stops answering', () => {
  let s3: LocalS3;
  let api: TestApi;
  let photo: Buffer;
  const newPlace = async () =>
    (await api.db.query<{ idplace: number }>(`INSERT INTO places (name) VALUES ('Torre de Hércules') RETURNING idplace`))[0].idplace;
  const sendPhoto = (idplace: number) =>
    postUpload(
      api,
      [
        ['type', 'foto'],
        ['idplace', String(idplace)],
      ],
      [{ bytes: photo, name: 'torre.png', field: 'foto[]' }],
    );

  beforeAll(async () => {
    s3 = await startLocalS3();
    api = await startTestApi('pglite', s3.env);
    photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#248' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('a bucket that does not exist is the storage failing, never a missing file', async () => {
    const wrong = s3Store({ bucket: 'no-existe', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    await expect(wrong.read('places/1/a.webp')).rejects.toMatchObject({ name: 'StorageUnavailable', message: DOWN });
    expect(await fileStoreOf(api.config).read('places/1/a.webp')).toBeNull();
  });

  it('answers 503 for its files and its uploads, writes no row, and still deletes a place', async () => {
    const idplace = await newPlace();
    const stored = await sendPhoto(idplace);
    expect(stored.status).toBe(200);
    const [{ url }] = stored.body as { url: string }[];
    expect((await api.app.inject(url)).statusCode).toBe(200);

    await s3.close();

    const served = await api.app.inject(url);
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('5');
    expect(served.json()).toEqual({ data: null, errors: [{ message: DOWN, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

    const other = await newPlace();
    const refused = await sendPhoto(other);
    expect(refused).toEqual({ status: 503, body: { errors: [{ message: DOWN, extensions: { code: 'SERVICE_UNAVAILABLE' } }] } });
    expect(await api.db.query('SELECT idmedia FROM media WHERE idplace = $1', [other])).toEqual([]);

    const deleted = await api.call('mutation($id: Int!) { delPlace(idplace: $id) }', { id: idplace }, api.token);
    expect(deleted.data).toEqual({ delPlace: true });
    expect(await api.db.query('SELECT idmedia FROM media WHERE idplace = $1', [idplace])).toEqual([]);
  });
});
