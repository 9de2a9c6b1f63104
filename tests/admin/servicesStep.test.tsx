/**
 * The place editor's step 3, Servicios, in a react-admin form as the editor mounts it, over the
 * real data provider (reference lists from a faked API): only the chosen categories' service
 * questions, rebuilt when the categories change, each 1..5 or switched off (0); overall rating;
 * equipment tags; allergies; ticket links; internal notes on edit.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { ServicesStep, validateServices } from '../../src/resources/places/editor/steps/ServicesStep';
import { fakeReferenceApi, item } from './support/fakeReferenceApi';
import { preloadProvider, renderInEditorForm } from './support/editorForm';
import { four } from './support/referenceScreen';
import { axeProblems } from './support/axe';

beforeAll(preloadProvider, 60_000);

const same = (text: string) => four(text, text, text, text);
const ratings = (labels: string[]) => Object.fromEntries(labels.map((label, i) => [`rating${i + 1}`, same(label)]));

const GLUTEN = item(4, {
  question: same('¿Tiene carta sin gluten?'),
  text: same('Sin gluten'),
  ...ratings(['Nada', 'Poco', 'Algo', 'Bastante', 'Todo']),
});
const RAMP = item(7, {
  question: same('¿Es accesible en silla de ruedas?'),
  text: same('Accesible'),
  ...ratings(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']),
});
const GUIDE = item(9, {
  question: same('¿Tiene audioguía?'),
  text: same('Audioguía'),
  ...ratings(['No', 'Poca', 'Algo', 'Buena', 'Excelente']),
});
const CATEGORIES = [
  item(1, { text: same('Restaurante'), services: [4, 7] }),
  item(2, { text: same('Museo'), services: [7, 9] }),
  item(3, { text: same('Parque infantil'), services: [] }),
];
const EQUIPMENT = ['Aparcamiento', 'Ascensor', 'Aseo adaptado', 'Cambiador', 'Terraza', 'Trona', 'Wifi', 'Zona de juegos'].map((text, i) =>
  item(20 + i, { text: same(text) }),
);
const ALLERGIES = [item(31, { text: same('Gluten') }), item(32, { text: same('Lactosa') }), item(33, { text: same('Frutos secos') })];

/** Stands in for step 1's categories input. */
const ChooseCategories = () => {
  const { setValue } = useFormContext();
  return (
    <>
      {[[1], [1, 2], [2], [3]].map((ids) => (
        <button key={ids.join()} type="button" onClick={() => setValue('categories', ids)}>
          {`categorías ${ids.join(',')}`}
        </button>
      ))}
    </>
  );
};

function renderServices(options: Parameters<typeof renderInEditorForm>[1] = {}) {
  fakeReferenceApi({ categories: CATEGORIES, services: [GLUTEN, RAMP, GUIDE], equipment: EQUIPMENT, allergies: ALLERGIES });
  return renderInEditorForm(
    <>
      <ChooseCategories />
      <ServicesStep />
    </>,
    options,
  );
}

const questionGroup = (question: string) => screen.getByRole('group', { name: question });
const answerSwitch = (question: string) => screen.getByRole('switch', { name: `Responder: ${question}` });

test('only the questions of the chosen categories, each starting switched off (0)', async () => {
  const form = renderServices({ defaultValues: { categories: [1] } });
  expect(await screen.findByRole('group', { name: '¿Tiene carta sin gluten?' })).toBeInTheDocument();
  expect(questionGroup('¿Es accesible en silla de ruedas?')).toBeInTheDocument();
  expect(screen.queryByText('¿Tiene audioguía?')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 0 },
      { id: 7, points: 0 },
    ]),
  );
  expect(answerSwitch('¿Tiene carta sin gluten?')).not.toBeChecked();
  expect(within(questionGroup('¿Tiene carta sin gluten?')).queryByRole('radio')).not.toBeInTheDocument();
});

test('answering 1..5 with the service labels; switching off sends 0', async () => {
  const form = renderServices({ defaultValues: { categories: [1] } });
  fireEvent.click(await screen.findByRole('switch', { name: 'Responder: ¿Tiene carta sin gluten?' }));
  const group = questionGroup('¿Tiene carta sin gluten?');
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    '1 · Nada',
    '2 · Poco',
    '3 · Algo',
    '4 · Bastante',
    '5 · Todo',
  ]);
  expect(form.values().services).toEqual([
    { id: 4, points: 0 },
    { id: 7, points: 0 },
  ]); // on, nothing chosen yet: still 0
  fireEvent.click(within(group).getByRole('radio', { name: '5 · Todo' }));
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 5 },
      { id: 7, points: 0 },
    ]),
  );
  fireEvent.click(answerSwitch('¿Tiene carta sin gluten?'));
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 0 },
      { id: 7, points: 0 },
    ]),
  );
  expect(within(questionGroup('¿Tiene carta sin gluten?')).queryByRole('radio')).not.toBeInTheDocument();
});

test('changing the categories rebuilds the questions, keeping the answers of services still present', async () => {
  const form = renderServices({ defaultValues: { categories: [1] } });
  fireEvent.click(await screen.findByRole('switch', { name: 'Responder: ¿Es accesible en silla de ruedas?' }));
  fireEvent.click(within(questionGroup('¿Es accesible en silla de ruedas?')).getByRole('radio', { name: '4 · Bien' }));
  fireEvent.click(screen.getByRole('switch', { name: 'Responder: ¿Tiene carta sin gluten?' }));
  fireEvent.click(within(questionGroup('¿Tiene carta sin gluten?')).getByRole('radio', { name: '2 · Poco' }));
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 2 },
      { id: 7, points: 4 },
    ]),
  );

  fireEvent.click(screen.getByRole('button', { name: 'categorías 1,2' }));
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 2 },
      { id: 7, points: 4 },
      { id: 9, points: 0 },
    ]),
  );
  expect(await screen.findByRole('group', { name: '¿Tiene audioguía?' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'categorías 2' }));
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 7, points: 4 },
      { id: 9, points: 0 },
    ]),
  );
  expect(screen.queryByText('¿Tiene carta sin gluten?')).not.toBeInTheDocument();
  expect(within(questionGroup('¿Es accesible en silla de ruedas?')).getByRole('radio', { name: '4 · Bien' })).toBeChecked();

  fireEvent.click(screen.getByRole('button', { name: 'categorías 3' }));
  await waitFor(() => expect(form.values().services).toEqual([]));
  expect(screen.getByText('Las categorías elegidas no tienen servicios.')).toBeInTheDocument();
});

test('edit: saved answers show, answers of services no longer linked are dropped, internal notes are there', async () => {
  const form = renderServices({
    record: {
      id: 5,
      name: 'Casa Pepe',
      categories: [1],
      services: [
        { id: 4, points: 3 },
        { id: 9, points: 2 },
      ],
      notes: 'Llamar antes de ir',
      points: 4,
    },
  });
  const group = await screen.findByRole('group', { name: '¿Tiene carta sin gluten?' });
  expect(answerSwitch('¿Tiene carta sin gluten?')).toBeChecked();
  expect(within(group).getByRole('radio', { name: '3 · Algo' })).toBeChecked();
  await waitFor(() =>
    expect(form.values().services).toEqual([
      { id: 4, points: 3 },
      { id: 7, points: 0 },
    ]),
  );
  expect(screen.getByRole('textbox', { name: 'Notas internas' })).toHaveValue('Llamar antes de ir');
  expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
});

test('create: no internal notes here; no category chosen says where to choose one', async () => {
  renderServices();
  expect(await screen.findByText('Elija una categoría en el paso Datos para ver sus servicios.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Notas internas' })).not.toBeInTheDocument();
});

test('overall rating: five named star radios (keyboard-operable), choosing sets points, "Quitar la valoración" sets 0', async () => {
  const form = renderServices();
  const rating = await screen.findByRole('group', { name: 'Valoración general' });
  const stars = ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'].map((name) =>
    within(rating).getByRole('radio', { name }),
  );
  for (const star of stars) expect(star.tagName).toBe('INPUT'); // native radios: Tab, arrows and Space work
  fireEvent.click(within(rating).getByRole('radio', { name: '4 estrellas' }));
  await waitFor(() => expect(form.values().points).toBe(4));
  fireEvent.click(within(rating).getByRole('button', { name: 'Quitar la valoración' }));
  await waitFor(() => expect(form.values().points).toBe(0));
  expect(within(rating).getByRole('radio', { name: 'Sin valoración' })).toBeChecked();
});

test('equipment: at most 5 suggestions, only listed values; allergies: a checklist from the allergies list', async () => {
  const form = renderServices();
  const equipment = await screen.findByRole('combobox', { name: 'Equipamiento' });
  fireEvent.change(equipment, { target: { value: 'a' } });
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(5);
  fireEvent.click(screen.getByRole('option', { name: 'Terraza' }));
  await waitFor(() => expect(form.values().equipment).toEqual([24]));

  fireEvent.change(screen.getByRole('combobox', { name: 'Equipamiento' }), { target: { value: 'Piscina' } });
  await waitFor(() => expect(screen.queryAllByRole('option').filter((o) => /Piscina/.test(o.textContent ?? ''))).toHaveLength(0));

  const allergies = screen.getByRole('group', { name: 'Alergias e intolerancias' });
  expect(
    within(allergies)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Gluten', 'Lactosa', 'Frutos secos']);
  fireEvent.click(within(allergies).getByRole('checkbox', { name: 'Lactosa' }));
  await waitFor(() => expect(form.values().allergies).toEqual([32]));
});

test('ticket office: the ?t10id= hint, the "desde..." price, and links that must be http(s)', async () => {
  const form = renderServices();
  const url = await screen.findByRole('textbox', { name: 'URL de la taquilla' });
  expect(url).toHaveAccessibleDescription('Añada el parámetro ?t10id= a la URL de la taquilla');
  expect(screen.getByRole('textbox', { name: 'Precio de la entrada' })).toHaveAttribute('placeholder', 'desde...');
  fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
  fireEvent.submit(url.closest('form')!);
  await waitFor(() => expect(url).toHaveAccessibleDescription('URL de la taquilla: la dirección debe empezar por http:// o https://'));
  expect(validateServices(form.values())).toBe('URL de la taquilla: la dirección debe empezar por http:// o https://');
  fireEvent.change(url, { target: { value: 'https://entradas.example.org/evento?t10id=77' } });
  await waitFor(() => expect(url).toHaveAccessibleDescription('Añada el parámetro ?t10id= a la URL de la taquilla'));
  expect(validateServices({ ...form.values(), buy_img: 'data:image/png;base64,AAAA' })).toBe(
    'Imagen de la entrada (URL): la dirección debe empezar por http:// o https://',
  );
  expect(validateServices(form.values())).toBeNull();
});

test('no serious or critical axe violation, on edit with answered questions', async () => {
  renderServices({
    record: { id: 5, name: 'Casa Pepe', categories: [1, 2], services: [{ id: 4, points: 3 }], points: 2, allergies: [31] },
  });
  await screen.findByRole('group', { name: '¿Tiene audioguía?' });
  await screen.findByRole('checkbox', { name: 'Gluten' });
  expect(await axeProblems()).toEqual([]);
});

test('a service question or label holding HTML is shown as text, never as markup', async () => {
  const hostile = item(8, {
    question: same('<img src=x onerror="alert(1)">¿Wifi?'),
    text: same('Wifi'),
    ...ratings(['<b>1</b>', '2', '3', '4', '5']),
  });
  fakeReferenceApi({ categories: [item(1, { text: same('Restaurante'), services: [8] })], services: [hostile] });
  renderInEditorForm(<ServicesStep />, { defaultValues: { categories: [1] } });
  fireEvent.click(await screen.findByRole('switch', { name: 'Responder: <img src=x onerror="alert(1)">¿Wifi?' }));
  expect(screen.getByRole('radio', { name: '1 · <b>1</b>' })).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('b')).toBeNull();
});
