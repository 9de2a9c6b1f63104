/**
 * The site configuration screen (part 2 §2 «Config screen», §8): it loads allConfig into the form
 * (the global message per language, four featured items), saves every field with saveConfig, and
 * shows 'Guardando configuración' while saving, then 'Datos guardados correctamente' or 'Error al
 * guardar', keeping what was typed when the save fails.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';

const STORED: Record<string, string> = {
  globalmsgES: '<p>Cerrado por obras</p>',
  globalmsgEN: '<p>Closed for works</p>',
  globalmsgGL: '<p>Pechado por obras</p>',
  globalmsgPT: '',
  homefeatured1: '12',
  homefeatured2: 'cafe-a-coruna',
  homefeatured3: '',
  homefeatured4: '7',
  sharebrand: '#ComerSinGluten',
  sharecategories: '[{"idcategory":5,"hashtags":"#restaurante #SinGluten"}]',
  sharecities: '[{"city":"Vigo","hashtags":"#Vigo #Galicia"}]',
};

const CATEGORY_ROWS = ['es', 'en', 'gl', 'pt'].map((lang) => ({
  idcategory: 5,
  lang,
  text: lang === 'en' ? 'Restaurant' : 'Restaurante',
  image: null,
  thumb: null,
  services: [],
}));

type SaveAnswer = (call: GraphQLCall) => unknown | Promise<unknown>;

function fakeConfigApi(onSave: SaveAnswer) {
  return fakeGraphQL((call) => {
    if (call.query.includes('allConfig')) {
      const rows = Object.entries(STORED).map(([field, content]) => ({ field, content, create_date: null, update_date: null }));
      return { data: { data: rows } };
    }
    if (call.query.includes('saveConfig')) return onSave(call);
    if (call.query.includes('allCategories')) return { data: { data: CATEGORY_ROWS } };
    return { data: null };
  });
}

const featured = (n: number) => screen.getByRole('textbox', { name: `Destacado ${n}` }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar' });

async function openConfig() {
  storeSession();
  renderApp('/config');
  await screen.findByRole('heading', { level: 1, name: 'Configuración' });
  await waitFor(() => expect(featured(2).value).toBe('cafe-a-coruna'));
}

test('loads the stored values: the four featured items and the global message in its language tabs', async () => {
  fakeConfigApi(() => ({ data: { r0: 8 } }));
  await openConfig();
  expect([1, 2, 3, 4].map((n) => featured(n).value)).toEqual(['12', 'cafe-a-coruna', '', '7']);
  expect(await screen.findByText('Cerrado por obras')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Español', 'Gallego', 'Inglés', 'Portugués']);
  fireEvent.click(screen.getByRole('tab', { name: 'Inglés' }));
  expect(await screen.findByText('Closed for works')).toBeVisible();
});

test('saves every field with saveConfig, showing the working toast and then the ok toast', async () => {
  let release!: (answer: unknown) => void;
  const api = fakeConfigApi(() => new Promise((resolve) => (release = resolve)));
  await openConfig();
  fireEvent.change(featured(3), { target: { value: 'museo-do-mar' } });
  fireEvent.click(saveButton());

  await waitFor(() => expect(toasts()).toContain('Guardando configuración'));
  const save = api.calls.find((call) => call.query.includes('saveConfig'))!;
  expect(save.variables).toEqual({
    items: [
      { field: 'globalmsgES', content: '<p>Cerrado por obras</p>' },
      { field: 'globalmsgEN', content: '<p>Closed for works</p>' },
      { field: 'globalmsgGL', content: '<p>Pechado por obras</p>' },
      { field: 'globalmsgPT', content: '' },
      { field: 'homefeatured1', content: '12' },
      { field: 'homefeatured2', content: 'cafe-a-coruna' },
      { field: 'homefeatured3', content: 'museo-do-mar' },
      { field: 'homefeatured4', content: '7' },
      { field: 'sharebrand', content: '#ComerSinGluten' },
      { field: 'sharecategories', content: '[{"idcategory":5,"hashtags":"#restaurante #SinGluten"}]' },
      { field: 'sharecities', content: '[{"city":"Vigo","hashtags":"#Vigo #Galicia"}]' },
    ],
  });

  release({ data: { r0: 8 } });
  await waitFor(() => expect(toasts()).toEqual(['Datos guardados correctamente']));
  expect(featured(3).value).toBe('museo-do-mar');
});

test('a failed save says «Error al guardar» and keeps what was typed', async () => {
  fakeConfigApi(() => ({ data: null, errors: [{ message: 'La base de datos no responde', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
  await openConfig();
  fireEvent.change(featured(1), { target: { value: 'mi-sitio-nuevo' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(toasts()).toEqual(['Error al guardar']));
  expect(featured(1).value).toBe('mi-sitio-nuevo');
});

test('a field the server refuses shows its message under its input, and the form keeps its value', async () => {
  fakeConfigApi(() => ({
    data: null,
    errors: [
      { message: 'El campo homefeatured2 debe ocupar una sola línea', extensions: { code: 'BAD_USER_INPUT', field: 'homefeatured2' } },
    ],
  }));
  await openConfig();
  fireEvent.change(featured(2), { target: { value: 'otro-sitio' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(toasts()).toEqual(['Error al guardar']));
  expect(await screen.findByText('El campo homefeatured2 debe ocupar una sola línea')).toBeInTheDocument();
  expect(featured(2).value).toBe('otro-sitio');
});

test('the share hashtags: the brand, a set per category (by its name) and per city, edited and saved as JSON', async () => {
  const api = fakeConfigApi(() => ({ data: { r0: 11 } }));
  await openConfig();
  const brand = screen.getByRole('textbox', { name: 'Hashtag de marca' }) as HTMLInputElement;
  expect(brand.value).toBe('#ComerSinGluten');
  const category = screen.getByRole('combobox', { name: 'Categoría' }) as HTMLInputElement;
  await waitFor(() => expect(category.value).toBe('Restaurante'));
  const cities = screen.getAllByRole('textbox', { name: 'Ciudad' }) as HTMLInputElement[];
  expect(cities.map((input) => input.value)).toEqual(['Vigo']);
  const sets = screen.getAllByRole('textbox', { name: 'Hashtags' }) as HTMLInputElement[];
  expect(sets.map((input) => input.value)).toEqual(['#restaurante #SinGluten', '#Vigo #Galicia']);

  fireEvent.change(sets[1], { target: { value: '#Vigo #RíasBaixas' } });
  fireEvent.change(brand, { target: { value: '#SinGluten #Celíacos' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(toasts()).toEqual(['Datos guardados correctamente']));
  const items = api.calls.find((call) => call.query.includes('saveConfig'))!.variables.items as { field: string; content: string }[];
  expect(items.slice(8)).toEqual([
    { field: 'sharebrand', content: '#SinGluten #Celíacos' },
    { field: 'sharecategories', content: '[{"idcategory":5,"hashtags":"#restaurante #SinGluten"}]' },
    { field: 'sharecities', content: '[{"city":"Vigo","hashtags":"#Vigo #RíasBaixas"}]' },
  ]);
}, 90_000);
