/**
 * Step 5 Resumen (part 1 §2, §4): what Guardar will send. Issue 15: the photos row left out the
 * maps photos ("Fotos: 1 · 2 nuevos" when 6 are saved) and the services row counted questions, not
 * answers ("Servicios: 10").
 */
import { screen } from '@testing-library/react';
import { SummaryStep } from '../../src/resources/places/editor/steps/SummaryStep';
import { preloadProvider, renderInEditorForm } from './support/editorForm';
import { fakePlaceEditorApi } from './support/fakePlaceEditorApi';

beforeAll(preloadProvider, 60_000);

/** The value shown for a row of the summary (its <dd>). */
const row = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

const photo = (url: string, extra: Record<string, unknown> = {}) => ({ url, attrib: '', cover: false, selected: true, ...extra });
const png = (name: string) => ({ rawFile: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' }) });

test('photos: one by URL, three found by the map and two desktop files are 6, and 5 of them go up after the save', async () => {
  fakePlaceEditorApi();
  renderInEditorForm(<SummaryStep />, {
    defaultValues: {
      photos: [
        photo('https://img.example.org/sol.jpg', { cover: true }),
        photo('/fake-maps/1.jpg', { maps: 'photo', mapsName: 'Foto del mapa 1' }),
        photo('/fake-maps/2.jpg', { maps: 'photo', mapsName: 'Foto del mapa 2' }),
        photo('/fake-maps/3.jpg', { maps: 'photo', mapsName: 'Foto del mapa 3' }),
        photo('/fake-maps/sv0.jpg', { maps: 'streetview', mapsName: 'Street View 0º', selected: false }),
      ],
      photoFiles: [png('fachada.png'), png('sala.png')],
      pdfs: [],
      pdfFiles: [],
      views360: [],
      view360Files: [],
    },
  });
  expect(await screen.findByText('Esto es lo que se enviará al guardar:')).toBeInTheDocument();
  expect(row('Fotos')).toBe('6 · 5 se subirán al guardar');
  expect(row('PDFs')).toBe('0');
});

test('editing: saved photos count, a deselected one does not; a removed PDF leaves, a new one goes up', async () => {
  fakePlaceEditorApi();
  renderInEditorForm(<SummaryStep />, {
    record: {
      id: 7,
      idplace: 7,
      photos: [
        photo('/media/a.webp', { id: 11, cover: true }),
        photo('/media/b.webp', { id: 12 }),
        photo('/media/c.webp', { id: 13, selected: false }),
      ],
      photoFiles: [],
      pdfs: [
        { idmedia: 31, url: '/media/carta.pdf', name: 'Carta' },
        { idmedia: 32, url: '/media/vinos.pdf', name: 'Vinos' },
      ],
      pdfFiles: [{ rawFile: new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }), title: 'Menú' }],
      remove_files: [32],
      views360: [],
      view360Files: [],
    },
  });
  expect(await screen.findByText('Esto es lo que se enviará al guardar:')).toBeInTheDocument();
  expect(row('Fotos')).toBe('2');
  expect(row('PDFs')).toBe('2 · 1 se subirá al guardar');
  expect(row('Archivos que se eliminarán')).toBe('2');
});

test('services: the answers given (1 to 5) out of the questions shown, not the number of questions', async () => {
  fakePlaceEditorApi();
  const services = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({ id, points: [2, 5, 9].includes(id) ? 4 : 0 }));
  renderInEditorForm(<SummaryStep />, { defaultValues: { services } });
  expect(await screen.findByText('Esto es lo que se enviará al guardar:')).toBeInTheDocument();
  expect(row('Servicios')).toBe('3 de 10 preguntas respondidas');
});
