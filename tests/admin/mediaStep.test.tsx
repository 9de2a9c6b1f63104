/**
 * The place editor's step 2, Media, in a react-admin form as the editor mounts it: photos kept or
 * not with exactly one cover, select / deselect all, saved media removed on save (remove_files),
 * links that must be http(s), files checked as they are chosen, zoom, and the menu editor.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MediaStep, pendingUploadsOf, validateMedia } from '../../src/resources/places/editor/steps/MediaStep';
import { fakeReferenceApi } from './support/fakeReferenceApi';
import { preloadProvider, renderInEditorForm } from './support/editorForm';
import { pngFile } from './support/referenceScreen';
import { axeProblems } from './support/axe';

beforeAll(preloadProvider, 60_000);

const photo = (url: string, extra: Record<string, unknown> = {}) => ({ url, attrib: '', cover: false, selected: true, ...extra });
const SAVED_PHOTOS = [
  photo('/media/places/7/a.webp', { id: 11, cover: true }),
  photo('/media/places/7/b.webp', { id: 12 }),
  photo('https://maps.example.org/c.jpg', { attrib: '<a href="https://maps.example.org/u/1">Ana Foto</a>' }),
];
const EDITED = { id: 7, idplace: 7, name: 'Mesón O Sol' };

const keep = (n: number) => screen.getByRole('checkbox', { name: `Guardar la foto ${n}` });
const coverRadio = (n: number) => screen.getByRole('radio', { name: `Portada: foto ${n}` });
const covers = (values: Record<string, unknown>) => (values.photos as { cover: boolean }[]).map((p) => p.cover);
const selected = (values: Record<string, unknown>) => (values.photos as { selected: boolean }[]).map((p) => p.selected);

function renderMedia(options: Parameters<typeof renderInEditorForm>[1] = {}) {
  fakeReferenceApi();
  return renderInEditorForm(<MediaStep />, options);
}

test('no photos: "No se han encontrado fotos"; a photo added by URL must be http(s), then it is kept and is the cover', async () => {
  const form = renderMedia({ defaultValues: { photos: [] } });
  expect(await screen.findByText('No se han encontrado fotos')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Seleccionar todas' })).not.toBeInTheDocument();

  fireEvent.change(screen.getByRole('textbox', { name: 'URL de la foto' }), { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Añadir foto por URL' }));
  expect(screen.getByRole('textbox', { name: 'URL de la foto' })).toHaveAccessibleDescription(
    'URL de la foto: la dirección debe empezar por http:// o https://',
  );
  expect(form.values().photos).toEqual([]);

  fireEvent.change(screen.getByRole('textbox', { name: 'URL de la foto' }), { target: { value: 'https://img.example.org/sol.jpg' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Atribución' }), { target: { value: 'Foto de Ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Añadir foto por URL' }));
  await waitFor(() =>
    expect(form.values().photos).toEqual([{ url: 'https://img.example.org/sol.jpg', attrib: 'Foto de Ana', cover: true, selected: true }]),
  );
  expect(screen.queryByText('No se han encontrado fotos')).not.toBeInTheDocument();
  expect(coverRadio(1)).toBeChecked();
  expect(screen.getByText('Foto de Ana')).toBeInTheDocument();
});

test('exactly one cover: none marked → the first kept photo; a chosen cover clears the others; dropping the cover moves it', async () => {
  const form = renderMedia({
    defaultValues: {
      photos: [photo('https://a.example.org/1.jpg'), photo('https://a.example.org/2.jpg'), photo('https://a.example.org/3.jpg')],
    },
  });
  await waitFor(() => expect(coverRadio(1)).toBeChecked());
  expect(covers(form.values())).toEqual([true, false, false]);

  fireEvent.click(coverRadio(3));
  await waitFor(() => expect(covers(form.values())).toEqual([false, false, true]));
  expect(coverRadio(1)).not.toBeChecked();

  fireEvent.click(keep(3)); // the cover is dropped: the first kept photo becomes the cover
  await waitFor(() => expect(covers(form.values())).toEqual([true, false, false]));
  expect(selected(form.values())).toEqual([true, true, false]);

  fireEvent.click(keep(1));
  await waitFor(() => expect(covers(form.values())).toEqual([false, true, false]));

  fireEvent.click(coverRadio(3)); // choosing a dropped photo as cover keeps it
  await waitFor(() => expect(selected(form.values())).toEqual([false, true, true]));
  expect(covers(form.values())).toEqual([false, false, true]);
});

test('select all / deselect all: no photo kept means no cover; all kept again → the first is the cover', async () => {
  const form = renderMedia({
    defaultValues: { photos: [photo('https://a.example.org/1.jpg'), photo('https://a.example.org/2.jpg', { cover: true })] },
  });
  await screen.findByRole('button', { name: 'Deseleccionar todas' });
  fireEvent.click(screen.getByRole('button', { name: 'Deseleccionar todas' }));
  await waitFor(() => expect(selected(form.values())).toEqual([false, false]));
  expect(covers(form.values())).toEqual([false, false]);
  expect(keep(1)).not.toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
  await waitFor(() => expect(selected(form.values())).toEqual([true, true]));
  expect(covers(form.values())).toEqual([true, false]);
  expect(form.values().remove_files ?? []).toEqual([]); // URL photos are simply not sent
});

test('edit: a saved photo left unselected is deleted on save (remove_files) and says so; selecting it again keeps it', async () => {
  const form = renderMedia({ record: { ...EDITED, photos: SAVED_PHOTOS, remove_files: [] } });
  expect(
    await screen.findByText(
      'Marque las fotos que se guardarán con el sitio y elija una portada. Las fotos ya guardadas que desmarque se eliminarán al guardar.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Ana Foto')).toBeInTheDocument(); // the attribution's text, not its HTML
  fireEvent.click(keep(2));
  await waitFor(() => expect(form.values().remove_files).toEqual([12]));
  expect(screen.getByText('Se eliminará al guardar')).toBeInTheDocument();
  fireEvent.click(keep(2));
  await waitFor(() => expect(form.values().remove_files).toEqual([]));
  expect(screen.queryByText('Se eliminará al guardar')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Deseleccionar todas' }));
  await waitFor(() => expect(form.values().remove_files).toEqual([11, 12])); // the URL photo has no id: nothing to delete
  fireEvent.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
  await waitFor(() => expect(form.values().remove_files).toEqual([]));
});

test('edit: removing a saved PDF or 360º view asks first, then adds its idmedia to remove_files (undoable)', async () => {
  const form = renderMedia({
    record: {
      ...EDITED,
      pdfs: [{ idmedia: 31, url: '/media/places/7/carta.pdf', name: 'Carta.pdf' }],
      views360: [{ idmedia: 41, url: '/media/places/7/v.webp' }],
      remove_files: [],
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Eliminar el PDF Carta.pdf' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText('¿Desea eliminar este elemento?')).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(form.values().remove_files).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Eliminar el PDF Carta.pdf' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(form.values().remove_files).toEqual([31]));
  expect(screen.getByText('Se eliminará al guardar: Carta.pdf')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Eliminar la vista 360º 1' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(form.values().remove_files).toEqual([31, 41]));

  fireEvent.click(screen.getAllByRole('button', { name: 'Deshacer' })[0]);
  await waitFor(() => expect(form.values().remove_files).toEqual([41]));
  expect(screen.getByRole('link', { name: 'Carta.pdf' })).toHaveAttribute('href', '/media/places/7/carta.pdf');
});

test('videos: a saved one removed after confirmation goes to remove_files; a new one needs an http(s) link', async () => {
  const form = renderMedia({
    record: { ...EDITED, videos: [{ id: 51, url: 'https://www.youtube.com/watch?v=abc', name: 'Visita' }], remove_files: [] },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Eliminar el vídeo Visita' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(form.values().remove_files).toEqual([51]));
  expect(form.values().videos).toEqual([]);

  const url = screen.getByRole('textbox', { name: 'URL del vídeo' });
  fireEvent.change(url, { target: { value: 'ftp://videos.example.org/x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Añadir vídeo' }));
  expect(url).toHaveAccessibleDescription('URL del vídeo: la dirección debe empezar por http:// o https://');
  expect(form.values().videos).toEqual([]);

  fireEvent.change(url, { target: { value: 'https://vimeo.com/123' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Título del vídeo' }), { target: { value: 'Terraza' } });
  fireEvent.keyDown(url, { key: 'Enter' });
  await waitFor(() => expect(form.values().videos).toEqual([{ url: 'https://vimeo.com/123', name: 'Terraza' }]));
  expect(screen.getByRole('link', { name: 'Terraza' })).toHaveAttribute('href', 'https://vimeo.com/123');
  expect(validateMedia(form.values())).toBeNull();
  expect(validateMedia({ videos: [{ url: 'javascript:alert(1)', name: '' }] })).toBe(
    'Vídeos: la dirección debe empezar por http:// o https://',
  );
});

const fileInputIn = (zoneName: string) => {
  const zone = screen.getByRole('group', { name: zoneName });
  return zone.querySelector('input[type="file"]') as HTMLInputElement;
};
const choose = (zoneName: string, ...files: File[]) => fireEvent.change(fileInputIn(zoneName), { target: { files } });
const pdfFile = (name: string) => new File(['%PDF-1.4\n%âãÏÓ\n'], name, { type: 'application/pdf' });

test('desktop photos: a non-image is refused naming the field, a real image waits for upload with its attribution', async () => {
  const form = renderMedia();
  const zone = await screen.findByRole('group', { name: 'Suelte fotos aquí o pulse para elegirlas' });
  expect(zone).toHaveAttribute('tabindex', '0');

  choose('Suelte fotos aquí o pulse para elegirlas', new File(['<svg onload=alert(1)>'], 'truco.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Fotos de escritorio: «truco.png» no es una imagen JPEG, PNG, WebP o GIF');
  await waitFor(() => expect(form.values().photoFiles).toEqual([]));

  choose('Suelte fotos aquí o pulse para elegirlas', pngFile('terraza.png'));
  const attrib = await screen.findByRole('textbox', { name: 'Atribución de terraza.png' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.change(attrib, { target: { value: 'Foto: Ana' } });
  await waitFor(() =>
    expect(pendingUploadsOf(form.values())).toEqual([{ type: 'foto', file: expect.any(File), name: 'terraza.png', text: 'Foto: Ana' }]),
  );

  fireEvent.click(screen.getByRole('button', { name: 'Quitar terraza.png' }));
  await waitFor(() => expect(pendingUploadsOf(form.values())).toEqual([]));
});

test('files over the server cap (UPLOAD_MAX_MB from /config.js) and PDFs that are not PDFs are refused; a real PDF keeps its title', async () => {
  window.__APP_CONFIG__ = { uploadMaxMb: 1 };
  const form = renderMedia();
  const big = new File([pngFile('x').slice(0, 12), new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
  await screen.findByRole('group', { name: 'Suelte vistas 360º aquí o pulse para elegirlas' });
  choose('Suelte vistas 360º aquí o pulse para elegirlas', big);
  expect(await screen.findByRole('alert')).toHaveTextContent('Vistas 360º: «grande.png» ocupa 2 MB y el máximo es 1 MB');
  await waitFor(() => expect(form.values().view360Files).toEqual([]));

  choose('Suelte PDFs aquí o pulse para elegirlos', new File(['hola'], 'menu.pdf', { type: 'application/pdf' }), pdfFile('carta.pdf'));
  expect(await screen.findByText('PDFs: «menu.pdf» no es un PDF')).toBeInTheDocument();
  const title = await screen.findByRole('textbox', { name: 'Título de carta.pdf' });
  expect(title).toHaveValue('carta.pdf');
  fireEvent.change(title, { target: { value: 'Carta de vinos' } });
  await waitFor(() =>
    expect(pendingUploadsOf(form.values())).toEqual([{ type: 'pdf', file: expect.any(File), name: 'carta.pdf', text: 'Carta de vinos' }]),
  );
});

test('a photo opens larger in a dialog and closes with Cerrar', async () => {
  renderMedia({ defaultValues: { photos: [photo('https://a.example.org/1.jpg')] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Ampliar la foto 1' }));
  const zoom = await screen.findByRole('dialog', { name: 'Foto 1' });
  expect(within(zoom).getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', 'https://a.example.org/1.jpg');
  fireEvent.click(within(zoom).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the menu: four language tabs in the spec order, a rich-text editor each with the §9 toolbar; a table goes into menu.es', async () => {
  const form = renderMedia({ defaultValues: { menu: { es: '<p>Pulpo</p>', gl: '', en: '', pt: '' } } });
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Español', 'Gallego', 'Inglés', 'Portugués']);
  const editor = await screen.findByRole('textbox', { name: 'Carta (Español)' });
  await waitFor(() => expect(editor).toHaveTextContent('Pulpo'));
  const panel = editor.closest('[role="tabpanel"]') as HTMLElement;
  for (const name of [
    'Negrita',
    'Cursiva',
    'Subrayado',
    'Color del texto',
    'Lista con viñetas',
    'Lista numerada',
    'Añadir un enlace',
    'Imagen',
    'Insertar vídeo de YouTube',
    'Insertar tabla',
  ])
    expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Añadir fila' })).toBeDisabled(); // outside a table
  fireEvent.click(within(panel).getByRole('button', { name: 'Insertar tabla' }));
  await waitFor(() => expect(String((form.values().menu as Record<string, string>).es)).toContain('<table'));
  expect(String((form.values().menu as Record<string, string>).es)).toContain('Pulpo');
  expect(within(panel).getByRole('button', { name: 'Añadir fila' })).toBeEnabled(); // the cursor is in the new table
});

test('the menu: headings from the level menu', async () => {
  const form = renderMedia({ defaultValues: { menu: { es: '<p>Entrantes</p>', gl: '', en: '', pt: '' } } });
  const editor = await screen.findByRole('textbox', { name: 'Carta (Español)' });
  await waitFor(() => expect(editor).toHaveTextContent('Entrantes'));
  const panel = editor.closest('[role="tabpanel"]') as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: 'Elegir nivel: Párrafo' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Título 2' }));
  await waitFor(() => expect((form.values().menu as Record<string, string>).es).toMatch(/^<h2>Entrantes<\/h2>/));
  expect(within(panel).getByRole('button', { name: 'Elegir nivel: Título 2' })).toBeInTheDocument();
});

test('hostile attribution HTML is shown as text, never as markup', async () => {
  renderMedia({
    defaultValues: {
      photos: [photo('https://a.example.org/1.jpg', { attrib: '<img src=x onerror="alert(1)">Pepe<script>alert(2)</script>' })],
    },
  });
  expect(await screen.findByText('Pepealert(2)')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
});

test('no serious or critical axe violation, on edit with every kind of media and a chosen file', async () => {
  renderMedia({
    record: {
      ...EDITED,
      photos: SAVED_PHOTOS,
      pdfs: [{ idmedia: 31, url: '/media/places/7/carta.pdf', name: 'Carta.pdf' }],
      views360: [{ idmedia: 41, url: '/media/places/7/v.webp' }],
      videos: [{ id: 51, url: 'https://www.youtube.com/watch?v=abc', name: 'Visita' }],
      remove_files: [],
    },
  });
  await screen.findByRole('group', { name: 'Suelte fotos aquí o pulse para elegirlas' });
  choose('Suelte fotos aquí o pulse para elegirlas', pngFile('terraza.png'));
  await screen.findByRole('textbox', { name: 'Atribución de terraza.png' });
  await screen.findByRole('textbox', { name: 'Carta (Español)' });
  expect(await axeProblems()).toEqual([]);
});
