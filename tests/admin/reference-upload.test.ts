/**
 * The upload client (src/dataProvider/upload.ts) and the reference lists' mutation arguments
 * (src/dataProvider/referenceWrites.ts), at the fetch boundary.
 */
import { ApiError } from '../../src/dataProvider/client';
import { serviceList, serviceVariables } from '../../src/dataProvider/referenceWrites';
import { uploadFiles, uploadForm } from '../../src/dataProvider/upload';
import { emptyValues, formFieldOf, valuesOf } from '../../src/resources/reference/formValues';
import { REF_LISTS } from '../../src/resources/reference/lists';
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
  const media = [{ idmedia: 3, url: '/media/reference/category/9-a.webp', thumb: '/media/reference/category/9-a.thumb.webp', name: 'a.png' }];
  const fetchMock = answer(200, media);
  await expect(uploadFiles({ type: 'category', id: 9 }, { file: png() })).resolves.toEqual(media);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/upload');
  expect(init.method).toBe('POST');
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  expect((init.body as FormData).get('type')).toBe('category');
  expect(((init.body as FormData).get('file') as File).name).toBe('a.png');
});

test("a refusal keeps the server's Spanish message, code, field and status", async () => {
  answer(415, { errors: [{ message: 'Formato de imagen no admitido: use JPEG, PNG, WebP o GIF', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' } }] });
  const error = (await uploadFiles({ type: 'equipment', id: 1 }, { file: png() }).catch((e) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: 'Formato de imagen no admitido: use JPEG, PNG, WebP o GIF', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file', status: 415 });
});

test('answers without a Spanish message get one from the status; a 401 is UNAUTHENTICATED', async () => {
  answer(413, '<html>Request Entity Too Large</html>', true);
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({ message: 'El archivo es demasiado grande', status: 413 });
  answer(401, { errors: [{ message: 'Sesión no válida o caducada: vuelva a entrar', extensions: { code: 'UNAUTHENTICATED' } }] });
  const error = (await uploadFiles({ type: 'allergie', id: 1 }, { file: png() }).catch((e) => e)) as ApiError;
  expect(error.isUnauthenticated).toBe(true);
  answer(200, { not: 'a list' });
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  await expect(uploadFiles({ type: 'allergie', id: 1 }, { file: png() })).rejects.toMatchObject({ message: 'No se puede conectar con el servidor', code: 'NETWORK' });
});

test('category services become a comma list of positive ids, whatever shape they come in', () => {
  expect(serviceList([{ idservice: 4 }, 7, '9'])).toBe('4,7,9');
  expect(serviceList([{ idservice: 'x' }, -1, 0, null])).toBe('');
  expect(serviceList(undefined)).toBe('');
  expect(serviceList('1,2')).toBe('1,2');
});

test('a service form becomes questionES.., textES.., r1ES..r5PT and a boolean filter', () => {
  const values = emptyValues(REF_LISTS.services);
  const vars = serviceVariables({ ...values.texts, questionES: '¿Rampa?', filter: 1 });
  expect(Object.keys(vars)).toHaveLength(4 + 4 + 20 + 1);
  expect(vars).toMatchObject({ questionES: '¿Rampa?', questionPT: '', r1ES: 'Muy mal', r5GL: 'Moi ben', r4PT: 'Bom', r2EN: 'Bad', filter: true });
  expect(formFieldOf('r3GL')).toBe('rating3GL');
  expect(formFieldOf('textES')).toBe('textES');
});

test('an edited record fills every input; a language without a row is empty', () => {
  const values = valuesOf(REF_LISTS.categories, { id: 5, textEN: 'Beach', textES: 'Playa', image: '/media/x.webp', services: [{ idservice: 2 }] });
  expect(values).toMatchObject({ id: 5, image: '/media/x.webp', services: [2], texts: { textES: 'Playa', textEN: 'Beach', textGL: '', textPT: '' } });
  expect(emptyValues(REF_LISTS.equipment)).toEqual({ id: null, texts: { textES: '', textEN: '', textGL: '', textPT: '' }, image: null, file: null, services: [], filter: false });
});
