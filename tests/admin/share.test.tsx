/**
 * The share screen (part 2 §2 «Share screen»): it opens on a random published place (randomPlace)
 * showing its name, first category, description, city / province / country and the link to its
 * sheet; finds a place by id (a missing one says the server's Spanish error); 'Generar texto'
 * translates the message (translate), names the categories in every language and reads the
 * configured hashtags, then shows the text of the spec's format, which 'Copiar al portapapeles'
 * copies; a failed translation says 'Fallo al traducir'.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';

const PLACE = (idplace: number, name: string) => ({
  idplace,
  name,
  slug: `casa-${idplace}`,
  city: 'Lugo',
  province: 'Lugo',
  country: 'ES',
  instagram: '@casa.lugo',
  published: 1,
  category: [
    { idcategory: 5, text: 'Restaurante' },
    { idcategory: 6, text: 'Bar' },
  ],
  description: [
    { lang: 'en', text: '<p>Gluten-free food</p>' },
    { lang: 'es', text: '<p>Cocina <strong>sin gluten</strong></p>' },
  ],
});

const CATEGORY_ROWS = [
  ...[
    ['es', 'Restaurante'],
    ['en', 'Restaurant'],
    ['gl', 'Restaurante'],
    ['pt', 'Restaurante'],
  ].map(([lang, text]) => ({ idcategory: 5, lang, text, image: null, thumb: null, services: [] })),
  ...['es', 'en', 'gl', 'pt'].map((lang) => ({ idcategory: 6, lang, text: 'Bar', image: null, thumb: null, services: [] })),
];

/** What shareHashtags answers (the configured sets; every staff role may read them). */
const HASHTAGS = {
  brand: '#ComerSinGluten',
  categories: [{ idcategory: 6, hashtags: '#bar #tapas' }],
  cities: [{ city: 'lugo', hashtags: '#Galicia' }],
};

function fakeShareApi(translate: (call: GraphQLCall) => unknown = translated) {
  return fakeGraphQL((call) => {
    if (call.query.includes('randomPlace')) {
      const id = call.variables.idplace;
      if (id === 999)
        return { data: null, errors: [{ message: 'El sitio 999 no existe', extensions: { code: 'NOT_FOUND', field: 'idplace' } }] };
      return { data: { randomPlace: id ? PLACE(Number(id), 'Casa Pepe') : PLACE(31, 'Mesón Aleatorio') } };
    }
    if (call.query.includes('translate')) return translate(call);
    if (call.query.includes('allCategories')) return { data: { data: CATEGORY_ROWS } };
    if (call.query.includes('shareHashtags')) return { data: { shareHashtags: HASHTAGS } };
    // an editor's session could not read the configuration: the screen must not ask for it
    if (call.query.includes('allConfig')) return { data: null, errors: [{ message: 'Prohibido', extensions: { code: 'FORBIDDEN' } }] };
    return { data: null };
  });
}

function translated(call: GraphQLCall) {
  const { text, targets } = call.variables as { text: string; targets: string[] };
  return { data: { translate: targets.map((lang) => ({ lang, text: `[${lang}] ${text}` })) } };
}

const EXPECTED = `#ComerSinGluten
@casa.lugo
#bar #tapas
#Lugo #Galicia
--------------------
Pruebe su empanada.
📍 Lugo, España
🔖 Restaurante
--------------------
[en] Pruebe su empanada.
📍 Lugo, Spain
🔖 Restaurant
--------------------
[gl] Pruebe su empanada.
📍 Lugo, España
🔖 Restaurante
--------------------
[pt] Pruebe su empanada.
📍 Lugo, Espanha
🔖 Restaurante`;

async function openShare() {
  storeSession();
  window.__APP_CONFIG__ = { translate: true, translateProvider: 'google', publicSiteUrl: 'https://web.example.org' } as never;
  renderApp('/share');
  await screen.findByRole('heading', { level: 1, name: 'Compartir sitio' });
}

/** The place's heading; the first one waits for the data provider's chunk too (slow on a busy machine). */
const placeShown = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 40_000 });
const message = () => screen.getByRole('textbox', { name: 'Mensaje' });
const result = () => screen.getByRole('textbox', { name: 'Texto generado' }) as HTMLTextAreaElement;

test('opens on a random published place: name, first category, description, location and the link to its sheet', async () => {
  const api = fakeShareApi();
  await openShare();
  expect(await placeShown('Mesón Aleatorio')).toBeInTheDocument();
  expect(api.calls.find((c) => c.query.includes('randomPlace'))!.variables).toEqual({});
  expect(screen.getByText('Restaurante')).toBeInTheDocument();
  expect(screen.queryByText('Bar')).not.toBeInTheDocument();
  expect(screen.getByText('sin gluten').tagName).toBe('STRONG');
  expect(screen.getByText('Lugo, España')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver ficha del sitio' })).toHaveAttribute('href', 'https://web.example.org/es/place/31-casa-31');
});

test('finds a place by id, and a missing one shows the server error', async () => {
  const api = fakeShareApi();
  await openShare();
  await placeShown('Mesón Aleatorio');
  const id = screen.getByRole('textbox', { name: 'Id del sitio' });
  fireEvent.change(id, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Casa Pepe' })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.query.includes('randomPlace')).at(-1)!.variables).toEqual({ idplace: 12 });

  fireEvent.change(id, { target: { value: '999' } });
  fireEvent.submit(id.closest('form')!);
  expect(await screen.findByText('El sitio 999 no existe')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generar texto' })).toBeDisabled();
});

test('generates the text of the spec format from the translated message and the configured hashtags, and copies it', async () => {
  const api = fakeShareApi();
  const writeText = vi.fn(async () => undefined);
  // The browser's clipboard (an outside service): a fake that records what is written.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await openShare();
  await placeShown('Mesón Aleatorio');
  const generate = screen.getByRole('button', { name: 'Generar texto' });
  expect(generate).toBeDisabled();
  fireEvent.change(message(), { target: { value: '  Pruebe su empanada.  ' } });
  fireEvent.click(generate);
  await waitFor(() => expect(result().value).toBe(EXPECTED));
  expect(api.calls.find((c) => c.query.includes('translate'))!.variables).toEqual({
    text: 'Pruebe su empanada.',
    source: 'es',
    targets: ['en', 'gl', 'pt'],
  });

  fireEvent.click(screen.getByRole('button', { name: 'Copiar al portapapeles' }));
  await waitFor(() => expect(toasts()).toContain('Texto copiado al portapapeles'));
  expect(writeText).toHaveBeenCalledWith(EXPECTED);
});

test('a failed translation says «Fallo al traducir» and shows no text', async () => {
  fakeShareApi(() => ({ data: null, errors: [{ message: 'Fallo al traducir: 500', extensions: { code: 'TRANSLATE_FAILED' } }] }));
  await openShare();
  await placeShown('Mesón Aleatorio');
  fireEvent.change(message(), { target: { value: 'Hola' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generar texto' }));
  await waitFor(() => expect(toasts()).toContain('Fallo al traducir'));
  expect(screen.queryByRole('textbox', { name: 'Texto generado' })).not.toBeInTheDocument();
});
