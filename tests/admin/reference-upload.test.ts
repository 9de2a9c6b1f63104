/**
 * The upload client (src/dataProvider/upload.ts), the files saved after their record
 * (lifecycle.ts), the reference lists' grouping (local.ts) and mutation arguments
 * (entityRows.ts, from the entity declarations), and refused arguments turned into react-admin's field errors.
 */
import { ApiError } from '../../src/dataProvider/client';
import { withFormField } from '../../src/dataProvider/errors';
import { UPLOAD_FAILED } from '../../src/dataProvider/fileValues';
import { uploadCallbacks } from '../../src/dataProvider/lifecycle';
import { groupRows } from '../../src/dataProvider/local';
import { categories, services } from '../../domain/entities/reference';
import { entityRow, idList, writeVariables } from '../../src/dataProvider/entityRows';
import { uploadFiles, uploadForm } from '../../src/dataProvider/upload';
import { SERVICE_DEFAULTS } from '../../src/resources/services/serviceDefaults';
import { storeSession } from './support/fakeApi';

function answer(status: number, body: unknown, raw = false) {
  const fetchMock = vi.fn(async () => new Response(raw ? String(body) : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

test('the form carries the fields first, then every file; empty fields are left out', () => {
  const form = uploadForm({ type: 'foto', idplace: 12, note: null, skip: undefined }, { 'foto[]': [png(), png()], file: null });
  expect([...form.keys()]).toEqual(['type', 'idplace', 'foto[]', 'foto[]']);
  expect(form.get('idplace')).toBe('12');
});

test('uploadFiles posts to /api/upload with the session token and answers the stored media', async () => {
  storeSession();
  const media = [
    { idmedia: 3, url: '/media/reference/category/9-a.webp', thumb: '/media/reference/category/9-a.thumb.webp', name: 'a.png' },
  ];
  const fetchMock = answer(200, media);
  await expect(uploadFiles({ type: 'category', id: 9 }, { file: png() })).resolves.toEqual(media);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/upload');
  expect(init.method).toBe('POST');
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  expect((init.body as FormData).get('type')).toBe('category');
  expect(((init.body as FormData).get('file') as File).name).toBe('a.png');
});

test('an upload carries an Idempotency-Key; the same upload sent again after a lost answer reuses it, an answered one does not', async () => {
  storeSession();
  const keyOf = (mock: ReturnType<typeof answer>, call: number) =>
    ((mock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)['idempotency-key'];
  const file = png();
  // The answer is lost (the gateway fails): the retry of the same file carries the same key.
  const lost = answer(502, 'Bad Gateway', true);
  await uploadFiles({ type: 'category', id: 4 }, { file }).catch(() => undefined);
  const stored = [{ idmedia: 8, url: '/media/reference/category/4-a.webp' }];
  const retried = answer(200, stored);
  await expect(uploadFiles({ type: 'category', id: 4 }, { file })).resolves.toEqual(stored);
  expect(keyOf(retried, 0)).toMatch(/^[0-9a-f]{32}$/);
  expect(keyOf(retried, 0)).toBe(keyOf(lost, 0));
  // Answered: sending the same file again is a new upload with a new key; another file has its own.
  const next = answer(200, stored);
  await uploadFiles({ type: 'category', id: 4 }, { file });
  await uploadFiles({ type: 'category', id: 5 }, { file });
  expect(new Set([keyOf(lost, 0), keyOf(next, 0), keyOf(next, 1)]).size).toBe(3);
});

test("a refusal keeps the server's Spanish message, code, field and status", async () => {
  answer(415, {
    errors: [
      {
        message: 'Formato de imagen no admitido: use JPEG, PNG, WebP o GIF',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' },
      },
    ],
  });
  const error = (await uploadFiles({ type: 'equipment', id: 1 }, { file: png() }).catch((e) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    message: 'Formato de imagen no admitido: use JPEG, PNG, WebP o GIF',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    field: 'file',
    status: 415,
  });
});

test('answers without a Spanish message get one from the status; a 401 is UNAUTHENTICATED', async () => {
  answer(413, '<html>Request Entity Too Large</html>', true);
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({
    message: 'El archivo es demasiado grande',
    status: 413,
  });
  answer(401, { errors: [{ message: 'Sesión no válida o caducada: vuelva a entrar', extensions: { code: 'UNAUTHENTICATED' } }] });
  const error = (await uploadFiles({ type: 'allergie', id: 1 }, { file: png() }).catch((e) => e)) as ApiError;
  expect(error.isUnauthenticated).toBe(true);
  answer(200, { not: 'a list' });
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({
    message: 'No se puede conectar con el servidor',
    code: 'NETWORK',
  });
});

test('category services become a comma list of positive ids, whatever shape they come in', () => {
  expect(idList([4, { idservice: 7 }, '9'], 'idservice')).toBe('4,7,9');
  expect(idList([{ idservice: 'x' }, -1, 0, null], 'idservice')).toBe('');
  expect(idList(undefined, 'idservice')).toBe('');
  expect(idList('1,2', 'idservice')).toBe('1,2');
});

test('a new service form becomes questionES.., textES.., r1ES..r5PT (the default labels) and a boolean filter', () => {
  const vars = writeVariables(services, { ...SERVICE_DEFAULTS, question: { es: ' ¿Rampa? ' }, filter: 1 });
  expect(Object.keys(vars)).toHaveLength(4 + 4 + 20 + 1);
  expect(vars).toMatchObject({
    questionES: '¿Rampa?',
    questionPT: '',
    textEN: '',
    r1ES: 'Muy mal',
    r5GL: 'Moi ben',
    r4PT: 'Bom',
    r2EN: 'Bad',
    filter: true,
  });
  expect(writeVariables(services, {}).filter).toBe(false);
  expect(writeVariables(categories, { text: { es: 'Playa' }, services: [{ idservice: 4 }, 9] })).toEqual({
    textEN: '',
    textES: 'Playa',
    textGL: '',
    textPT: '',
    services: '4,9',
  });
});

test('a refused argument names the form field that holds it', () => {
  const formFieldOf = (arg: string) => entityRow(services).update!.fieldOf!(arg);
  expect(formFieldOf('r3GL')).toBe('rating3.gl');
  expect(formFieldOf('textES')).toBe('text.es');
  expect(formFieldOf('questionPT')).toBe('question.pt');
  expect(entityRow(categories).create!.fieldOf!('services')).toBe('services');
  expect(formFieldOf('unknownArg')).toBeUndefined();
  const refused = withFormField(new ApiError('La valoración 3 (GL) no puede estar vacía', 'BAD_USER_INPUT', 'r3GL'), formFieldOf);
  expect(refused.body).toEqual({ errors: { 'rating3.gl': 'La valoración 3 (GL) no puede estar vacía' } });
  expect(withFormField(new ApiError('Demasiadas peticiones', 'TOO_MANY_REQUESTS'), formFieldOf).body).toBeUndefined();
});

test('rows per language become one record per id, each text by language; a language without a row is empty', () => {
  const rows = [
    { idcategory: 5, lang: 'es', text: 'Playa', image: '/media/x.webp', services: [] },
    { idcategory: 5, lang: 'en', text: 'Beach', image: '/media/x.webp', services: [] },
    { idcategory: 6, lang: 'pt', text: 'Museu', image: null, services: [] },
  ];
  const [beach, museum] = groupRows(rows, 'idcategory', ['text']);
  expect(beach).toEqual({ idcategory: 5, text: { en: 'Beach', es: 'Playa', gl: '', pt: '' }, image: '/media/x.webp', services: [] });
  expect(Object.keys(beach.text as object)).toEqual(['en', 'es', 'gl', 'pt']);
  expect(museum.text).toEqual({ en: '', es: '', gl: '', pt: 'Museu' });
});

describe('files saved after their record', () => {
  const callbacks = uploadCallbacks.find((c) => c.resource === 'allergies')!;
  const newImage = {
    rawFile: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huevo.jpg', { type: 'image/jpeg' }),
    src: 'blob:x',
    title: 'huevo.jpg',
  };
  const afterCreate = (data: Record<string, unknown>) =>
    (callbacks.afterCreate as (result: unknown, provider: unknown) => Promise<{ data: Record<string, unknown> }>)(
      { data: { id: 9, ...data } },
      {},
    );

  test('a new image is uploaded with the new id; the record gets its URL and thumbnail (the image itself when it has none)', async () => {
    storeSession();
    const fetchMock = answer(200, [{ idmedia: 1, url: '/media/reference/allergie/9.webp', name: 'huevo.jpg' }]);
    const { data } = await afterCreate({ image: newImage, [UPLOAD_FAILED]: 'earlier refusal' });
    expect(((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData).get('id')).toBe('9');
    expect(data).toEqual({ id: 9, image: '/media/reference/allergie/9.webp', thumb: '/media/reference/allergie/9.webp' });
  });

  test('a kept image (its URL) sends nothing', async () => {
    const fetchMock = answer(200, []);
    await expect(afterCreate({ image: '/media/old.webp' })).resolves.toEqual({ data: { id: 9, image: '/media/old.webp' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a refused image leaves the record saved, with the reason', async () => {
    answer(400, { errors: [{ message: 'El archivo no es una imagen válida', extensions: { code: 'BAD_USER_INPUT', field: 'file' } }] });
    await expect(afterCreate({ image: newImage })).resolves.toEqual({
      data: { id: 9, image: null, [UPLOAD_FAILED]: 'El archivo no es una imagen válida' },
    });
    answer(401, { errors: [{ message: 'Sesión no válida o caducada: vuelva a entrar', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(afterCreate({ image: newImage })).rejects.toMatchObject({ isUnauthenticated: true });
  });
});
