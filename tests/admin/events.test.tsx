/**
 * The events screens against a fake API (part 2 §2 «Events list», «Add event / edit event», §5,
 * §7, §8): the list's columns, the type that must be chosen ('Seleccionar un tipo', nothing sent),
 * addEvent / updEvent with their one EventInput object, remove_files from what the form took out,
 * the files uploaded after the save one request per file with idevent and their toasts, the import
 * from a page (scrapeEvent) and its refusal, and a refused field shown under its input.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { pngFile, toasts } from './support/referenceScreen';

type Row = Record<string, unknown>;
interface Upload {
  fields: Record<string, string[]>;
  files: string[];
}

const CONCERT: Row = {
  idevent: 7,
  name: 'Concierto de primavera',
  description: '<p>Al aire libre</p>',
  buy_url: 'https://entradas.example.org/7',
  buy_price: '12 €',
  buy_img: '',
  country: 'PT',
  type: 'Concierto',
  published: false,
  photos: [
    { idmedia: 71, url: '/media/events/7/a.jpg', name: 'a.jpg' },
    { idmedia: 72, url: '/media/events/7/b.jpg', name: 'b.jpg' },
  ],
  pdfs: [{ idmedia: 73, url: '/media/events/7/programa.pdf', name: 'Programa' }],
  videos: [{ idmedia: 74, url: 'https://video.example.org/v1', name: 'Ensayo' }],
  create_date: '2026-03-01T10:00:00.000Z',
  update_date: '2026-03-02T10:00:00.000Z',
};

const gqlError = (message: string, code: string, field?: string) => ({
  data: null,
  errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
});

function fakeEventsApi(events: Row[] = [CONCERT]) {
  const mutations: { field: string; variables: Row }[] = [];
  const uploads: Upload[] = [];
  const refusals = new Map<string, unknown>();
  let gate: Promise<void> = Promise.resolve();
  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/upload')) {
      const upload: Upload = { fields: {}, files: [] };
      for (const [name, value] of (init!.body as FormData).entries()) {
        if (typeof value === 'string') (upload.fields[name] ??= []).push(value);
        else upload.files.push(`${name}:${(value as File).name}`);
      }
      uploads.push(upload);
      await gate;
      const refusal = refusals.get('upload');
      if (refusal) return respond(refusal, 415);
      return respond([{ idmedia: 900 + uploads.length, url: `/media/events/x${uploads.length}`, name: upload.files[0] }]);
    }
    const { query, variables = {} } = JSON.parse(String(init?.body)) as { query: string; variables?: Row };
    const field = /(?:data|r0|scrapeEvent):\s*(\w+)|(scrapeEvent)\(/.exec(query);
    const name = field?.[1] ?? field?.[2] ?? '';
    if (refusals.has(name)) return respond(refusals.get(name));
    if (name === 'allEvents') return respond({ data: { data: events, total: events.length } });
    if (name === 'event') return respond({ data: { data: events.find((e) => e.idevent === variables.idevent) } });
    if (name === 'scrapeEvent')
      return respond({
        data: {
          scrapeEvent: {
            name: 'Magia en el parque',
            image: 'https://eventos.example.org/cartel.jpg',
            description: '<p>Para toda la familia</p>',
            buy_url: 'https://eventos.example.org/entradas?utm_source=directorio',
            start_date: null,
            end_date: null,
          },
        },
      });
    mutations.push({ field: name, variables });
    if (name === 'addEvent') return respond({ data: { r0: 41 } });
    if (name === 'updEvent') return respond({ data: { r0: 1 } });
    if (name === 'delEvent') return respond({ data: { r0: true } });
    return respond({ data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    mutations,
    uploads,
    fail: (field: string, body: unknown) => refusals.set(field, body),
    /** Uploads wait until the returned function is called. */
    holdUploads: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

const open = async (path: string) => {
  storeSession();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: path === '/events' ? 'Eventos' : /evento/ });
  return app;
};
const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const pdfFile = (name: string) => new File(['%PDF-1.4\n%âãÏÓ\n'], name, { type: 'application/pdf' });
const chooseFiles = (dropZone: RegExp, files: File[]) =>
  fireEvent.change(screen.getByLabelText(dropZone, { selector: 'input' }), { target: { files } });

async function pickType(type: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo/ }));
  fireEvent.click(await screen.findByRole('option', { name: type }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

test('the list shows cover (first photo or a placeholder), name, state, date and the actions with the public page', async () => {
  fakeEventsApi([CONCERT, { ...CONCERT, idevent: 8, name: 'Circo sin fotos', photos: [], published: true }]);
  await open('/events');
  const concert = (await screen.findByText('Concierto de primavera')).closest('tr')!;
  const grid = concert.closest('table')!;
  expect(concert.querySelector('img')?.getAttribute('src')).toBe('/media/events/7/a.jpg');
  expect(within(concert).getByTitle('Sin publicar')).toBeInTheDocument();
  expect(within(concert).getByText('01/03/2026')).toBeInTheDocument();
  expect(within(concert).getByRole('link', { name: 'Ver en la web pública: Concierto de primavera' })).toHaveAttribute(
    'href',
    'http://localhost:8080/es/event/7',
  );
  expect(within(concert).getByRole('link', { name: 'Editar: Concierto de primavera' })).toHaveAttribute('href', '/events/7');
  const circus = within(grid).getByText('Circo sin fotos').closest('tr')!;
  expect(circus.querySelector('img')).toBeNull();
  expect(within(circus).getByTitle('Sin portada')).toBeInTheDocument();
  expect(within(circus).getByTitle('Publicado')).toBeInTheDocument();
});

test("a new event starts published, in Spain, with 'Seleccionar un tipo'; saving without a type shows that and sends nothing", async () => {
  const api = fakeEventsApi([]);
  const { pathname } = await open('/addevents');
  await waitFor(() => expect(pathname()).toBe('/events/create'));
  expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveTextContent('Seleccionar un tipo');
  expect(screen.getByRole('combobox', { name: /País/ })).toHaveTextContent('España');
  expect(screen.getByRole('switch', { name: 'Publicado' })).toBeChecked();
  type(/Nombre/, 'Teatro de calle');
  save();
  expect(await screen.findByText('Seleccionar un tipo', { selector: '.MuiFormHelperText-root' })).toBeInTheDocument();
  expect(api.mutations).toEqual([]);
});

test('add: addEvent gets one EventInput, then each photo and PDF goes up alone with idevent, with its progress and toasts', async () => {
  const api = fakeEventsApi([]);
  // the spec's path /addevents is the create page; the list loads first, as a user would come
  const { pathname, router } = await open('/events');
  await router.navigate('/addevents');
  await waitFor(() => expect(pathname()).toBe('/events/create'));
  await screen.findByRole('combobox', { name: /Tipo/ });
  type(/Nombre/, '  Teatro de calle ');
  type('URL de las entradas', 'https://entradas.example.org/1');
  await pickType('Teatro');
  chooseFiles(/Suelte fotos aquí/, [pngFile('cartel.png'), pngFile('escena.png')]);
  chooseFiles(/Suelte PDFs aquí/, [pdfFile('programa.pdf')]);
  await screen.findByText('escena.png');
  type('Título de programa.pdf', 'Programa de mano');
  const release = api.holdUploads();
  save();
  // saved: then 'Subiendo PDFs' while the first file goes up, with each file's progress on screen
  await waitFor(() => expect(toasts()).toEqual(['Subiendo PDFs']));
  expect(screen.getByText('Archivos subidos: 0 de 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  release();
  await waitFor(() => expect(pathname()).toBe('/events'));
  expect(toasts()).toEqual(['Fotos subidas correctamente']);
  expect(api.mutations).toEqual([
    {
      field: 'addEvent',
      variables: {
        event: {
          name: 'Teatro de calle',
          description: '',
          buy_url: 'https://entradas.example.org/1',
          buy_price: '',
          buy_img: '',
          country: 'ES',
          type: 'Teatro',
          published: true,
          videos: [],
        },
      },
    },
  ]);
  // one request per file, PDFs first, each with the new event's id
  expect(api.uploads).toEqual([
    { fields: { type: ['pdf'], idevent: ['41'], 'pdftitle[]': ['Programa de mano'] }, files: ['pdf[]:programa.pdf'] },
    { fields: { type: ['foto'], idevent: ['41'], 'attrib[]': [''] }, files: ['foto[]:cartel.png'] },
    { fields: { type: ['foto'], idevent: ['41'], 'attrib[]': [''] }, files: ['foto[]:escena.png'] },
  ]);
});

test('edit: removing a photo, the PDF and a video sends their ids in remove_files, with the videos left as [{id, url, name}]', async () => {
  const api = fakeEventsApi();
  await open('/editevents/7');
  await waitFor(() => expect(input(/Nombre/).value).toBe('Concierto de primavera'));
  expect(screen.getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Quitar la foto a.jpg' }));
  fireEvent.click(screen.getByRole('button', { name: 'Quitar el PDF Programa' }));
  expect(screen.queryByRole('img', { name: 'a.jpg' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Añadir vídeo' }));
  const urls = screen.getAllByRole('textbox', { name: 'Dirección del vídeo' });
  fireEvent.change(urls[1], { target: { value: 'https://video.example.org/v2' } });
  fireEvent.change(screen.getAllByRole('textbox', { name: 'Título del vídeo' })[1], { target: { value: 'Estreno' } });
  save();
  await waitFor(() => expect(toasts()).toEqual(['Datos editados correctamente']));
  expect(api.mutations).toEqual([
    {
      field: 'updEvent',
      variables: {
        id0: 7,
        event: {
          name: 'Concierto de primavera',
          description: '<p>Al aire libre</p>',
          buy_url: 'https://entradas.example.org/7',
          buy_price: '12 €',
          buy_img: '',
          country: 'PT',
          type: 'Concierto',
          published: false,
          videos: [
            { id: 74, url: 'https://video.example.org/v1', name: 'Ensayo' },
            { url: 'https://video.example.org/v2', name: 'Estreno' },
          ],
          remove_files: [71, 73],
        },
      },
    },
  ]);
  expect(api.uploads).toEqual([]);
});

test("a refused upload says 'Error subiendo fotos' and the file's reason, and the saved event stays on screen", async () => {
  const api = fakeEventsApi();
  api.fail('upload', { errors: [{ message: 'Tipo de archivo no admitido', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
  const { pathname } = await open('/events/7');
  await waitFor(() => expect(input(/Nombre/).value).toBe('Concierto de primavera'));
  chooseFiles(/Suelte fotos aquí/, [pngFile('roto.png')]);
  await screen.findByText('roto.png');
  const release = api.holdUploads();
  save();
  await waitFor(() => expect(toasts()).toEqual(['Subiendo fotos']));
  release();
  await waitFor(() => expect(toasts()).toEqual(['Error subiendo fotos']));
  expect(screen.getByText('No se ha subido: Tipo de archivo no admitido')).toBeInTheDocument();
  expect(api.mutations.map((m) => m.field)).toEqual(['updEvent']);
  expect(pathname()).toBe('/events/7');
});

test('a field the server refuses shows under its input and everything typed stays', async () => {
  const api = fakeEventsApi();
  api.fail('updEvent', gqlError('El nombre es obligatorio', 'BAD_USER_INPUT', 'name'));
  const { pathname } = await open('/events/7');
  await waitFor(() => expect(input(/Nombre/).value).toBe('Concierto de primavera'));
  type('Precio desde', '15 €');
  save();
  expect(
    await screen.findByText('El nombre es obligatorio', { selector: '.MuiFormHelperText-root *, .MuiFormHelperText-root' }),
  ).toBeInTheDocument();
  // The spec's failure toast, not react-admin's generic one.
  await waitFor(() => expect(toasts()).toEqual(['Error al editar']));
  expect(input('Precio desde').value).toBe('15 €');
  expect(pathname()).toBe('/events/7');
});

test("'Obtener datos de la URL' fills name, description, ticket URL and image; a refused address shows the server's reason", async () => {
  const api = fakeEventsApi([]);
  await open('/events/create');
  const importBox = screen.getByRole('region', { name: 'Obtener datos de la URL' });
  const button = within(importBox).getByRole('button', { name: 'Obtener datos' });
  expect(button).toBeDisabled();
  type('Dirección de la página del evento', 'https://eventos.example.org/magia');
  fireEvent.click(button);
  await waitFor(() => expect(input(/Nombre/).value).toBe('Magia en el parque'));
  expect(input('URL de las entradas').value).toBe('https://eventos.example.org/entradas?utm_source=directorio');
  expect(input('Imagen de las entradas (URL)').value).toBe('https://eventos.example.org/cartel.jpg');
  expect(await screen.findByText('Para toda la familia')).toBeInTheDocument();
  await waitFor(() => expect(toasts()).toContain('Datos obtenidos de la página'));

  api.fail('scrapeEvent', gqlError('La dirección apunta a una red privada', 'BAD_USER_INPUT', 'url'));
  type('Dirección de la página del evento', 'http://10.0.0.1/evento');
  fireEvent.click(button);
  await waitFor(() => expect(toasts()).toContain('La dirección apunta a una red privada'));
  expect(input(/Nombre/).value).toBe('Magia en el parque');
});
