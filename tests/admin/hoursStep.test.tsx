/**
 * Step 4 'Horario' of the place editor inside a react-admin form (the panel's own data provider and
 * Spanish catalogue, the API faked at fetch): the hours JSON each mode produces (part 1 §3), the
 * precedence always open > seasonal > day rows, pairs added and removed, 24 hours hiding the pairs,
 * nights past midnight accepted (issue 15) unless they run into the next day, overlapping pairs and
 * equal times shown beside the day and refused by validateHours, HH:MM text fields, 'Copiar a todos
 * los días', the OSM text checked by opening_hours.js, the 'Publicado' select, and 'Parque
 * infantil' ticking always open.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { AdminContext, AutocompleteArrayInput, Form, ReferenceArrayInput } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { useEffect } from 'react';
import { draftOf, hoursOf, type DayHours, type HoursDraft } from '../../domain';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { HoursStep, usePlaygroundAlwaysOpen, validateHours } from '../../src/resources/places/editor/steps/HoursStep';
import { fakeReferenceApi, item } from './support/fakeReferenceApi';
import { storeSession } from './support/fakeApi';

const four = (es: string) => ({ es, en: es, gl: es, pt: es });
const CATEGORIES = [item(1, { text: four('Restaurante') }), item(9, { text: four('Parque infantil') }), item(12, { text: four('Museo') })];

/** Lets the test read the form's values as the wizard would. */
const probe: { form?: UseFormReturn } = {};
const FormProbe = () => {
  const form = useFormContext();
  useEffect(() => {
    probe.form = form;
  });
  return null;
};
const values = () => probe.form!.getValues() as Record<string, unknown>;
const sent = () => hoursOf(values().hours as HoursDraft);
const sentDay = (index: number) => sent()[index] as DayHours;

/** The categories as the data step offers them, with the playground rule mounted beside them. */
const CategoriesWithRule = () => {
  usePlaygroundAlwaysOpen();
  return (
    <ReferenceArrayInput source="categories" reference="categories" perPage={1000} sort={{ field: 'id', order: 'ASC' }}>
      <AutocompleteArrayInput label="Categorías" optionText={(c) => String(c.text?.es ?? '')} />
    </ReferenceArrayInput>
  );
};

function renderStep(defaultValues: Record<string, unknown> = {}, withCategories = false) {
  storeSession();
  fakeReferenceApi({ categories: CATEGORIES });
  probe.form = undefined;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Form defaultValues={defaultValues}>
        {withCategories ? <CategoriesWithRule /> : null}
        <HoursStep />
        <FormProbe />
      </Form>
    </AdminContext>,
  );
}

const byLabel = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setTime = (label: string, value: string) => fireEvent.change(byLabel(label), { target: { value } });
const dayGroup = (day: string) => screen.getByText(day, { selector: 'legend' }).closest('fieldset') as HTMLElement;
const osmText = () => (screen.getByLabelText('Horario en formato OpenStreetMap (opening_hours)') as HTMLTextAreaElement).value;
const closedWeek = (except: Record<string, unknown> = {}) =>
  ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((day) => ({
    day,
    hours: [],
    all24: false,
    ...(except[day] as object),
  }));

/** Opens Lunes and gives it 09:00–14:00 and 16:00–19:00. */
async function splitMonday() {
  fireEvent.click(await screen.findByRole('switch', { name: 'Lunes: cerrado' }));
  await screen.findByLabelText('Lunes, horario 1: apertura');
  setTime('Lunes, horario 1: apertura', '09:00');
  setTime('Lunes, horario 1: cierre', '14:00');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir otro horario al lunes' }));
  setTime('Lunes, horario 2: apertura', '16:00');
  setTime('Lunes, horario 2: cierre', '19:00');
}

test('a new place: Publicado is Sí (1), seven closed days, sent as [] (no hours known) with no OSM text', async () => {
  renderStep();
  await screen.findByRole('switch', { name: 'Domingo: cerrado' });
  expect(values().published).toBe(1);
  for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
    expect(screen.getByRole('switch', { name: `${day}: cerrado` })).toBeChecked();
  }
  expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Abierto por temporada' })).not.toBeChecked();
  expect(sent()).toEqual([]);
  expect(osmText()).toBe('');
  expect(screen.getByText('Sin horario: ningún día tiene horas (se guarda como horario desconocido)')).toBeInTheDocument();
  expect(validateHours(values())).toBeNull();
});

test('Publicado offers Sí, No, Cerrado permanentemente, Cerrado temporalmente and keeps the chosen number', async () => {
  renderStep({ published: 3 });
  const select = await screen.findByRole('combobox', { name: /Publicado/ });
  expect(select).toHaveTextContent('Cerrado temporalmente');
  fireEvent.mouseDown(select);
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Sí', 'No', 'Cerrado permanentemente', 'Cerrado temporalmente']);
  fireEvent.click(options[1]);
  await waitFor(() => expect(values().published).toBe(0));
});

test('per-day: opening a day focuses its first time, pairs are sent as typed and the OSM text follows', async () => {
  renderStep();
  await splitMonday();
  expect(sent()[0]).toEqual({
    day: 'Lunes',
    hours: [
      { open: '09:00', close: '14:00' },
      { open: '16:00', close: '19:00' },
    ],
    all24: false,
  });
  expect(sent().slice(1)).toEqual(closedWeek().slice(1));
  expect(screen.getByRole('switch', { name: 'Lunes: cerrado' })).not.toBeChecked();
  expect(osmText()).toBe('Mo 09:00-14:00,16:00-19:00; Tu-Su off');
  expect(await screen.findByText('Comprobado con opening_hours.js: sintaxis válida')).toBeInTheDocument();
});

test('the closed switch works from the keyboard and moves the focus to the new opening time', async () => {
  const user = userEvent.setup();
  renderStep();
  const closed = await screen.findByRole('switch', { name: 'Martes: cerrado' });
  closed.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(byLabel('Martes, horario 1: apertura')).toHaveFocus());
  // Tab reaches the closing time, then the pair's delete button.
  await user.tab();
  expect(byLabel('Martes, horario 1: cierre')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Eliminar el horario 1 del martes' })).toHaveFocus();
});

test('delete removes that pair (focus on "Añadir otro horario"); deleting the last one closes the day (focus on its switch)', async () => {
  renderStep();
  await splitMonday();
  fireEvent.click(screen.getByRole('button', { name: 'Eliminar el horario 1 del lunes' }));
  expect(sentDay(0).hours).toEqual([{ open: '16:00', close: '19:00' }]);
  expect(byLabel('Lunes, horario 1: apertura').value).toBe('16:00');
  expect(screen.queryByLabelText('Lunes, horario 2: apertura')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Añadir otro horario al lunes' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Eliminar el horario 1 del lunes' }));
  expect(screen.getByRole('switch', { name: 'Lunes: cerrado' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Lunes: cerrado' })).toHaveFocus();
  expect(sent()).toEqual([]); // the only open day closed again: nothing entered on any day
});

test('at most six pairs a day: then "Añadir otro horario" is disabled and says why', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Jueves: cerrado' }));
  const add = screen.getByRole('button', { name: 'Añadir otro horario al jueves' });
  for (let i = 0; i < 5; i += 1) fireEvent.click(add);
  expect(within(dayGroup('Jueves')).getAllByLabelText(/Jueves, horario \d: apertura/)).toHaveLength(6);
  expect(add).toBeDisabled();
  expect(within(dayGroup('Jueves')).getByText('Como mucho 6 horarios por día')).toBeInTheDocument();
});

test('Abierto 24 horas hides the pairs and sends all24 with no pairs; unticking brings them back', async () => {
  renderStep();
  await splitMonday();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Lunes: abierto 24 horas' }));
  expect(screen.queryByLabelText('Lunes, horario 1: apertura')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Añadir otro horario al lunes' })).not.toBeInTheDocument();
  expect(sent()[0]).toEqual({ day: 'Lunes', hours: [], all24: true });
  expect(osmText()).toBe('Mo 00:00-24:00; Tu-Su off');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Lunes: abierto 24 horas' }));
  expect(byLabel('Lunes, horario 2: cierre').value).toBe('19:00');
  expect(sentDay(0).hours).toHaveLength(2);
});

test('a closed day can go straight to 24 hours, and closing it again clears both', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Domingo: abierto 24 horas' }));
  expect(screen.getByRole('switch', { name: 'Domingo: cerrado' })).not.toBeChecked();
  expect(sent()[6]).toEqual({ day: 'Domingo', hours: [], all24: true });
  fireEvent.click(screen.getByRole('switch', { name: 'Domingo: cerrado' }));
  expect(screen.getByRole('checkbox', { name: 'Domingo: abierto 24 horas' })).not.toBeChecked();
  expect(sent()).toEqual([]); // the only open day closed again: nothing entered on any day
});

test('unticking 24 hours on a day with no pairs leaves it open with one empty pair to fill in', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Sábado: abierto 24 horas' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sábado: abierto 24 horas' }));
  expect(screen.getByRole('switch', { name: 'Sábado: cerrado' })).not.toBeChecked();
  expect(byLabel('Sábado, horario 1: apertura').value).toBe('');
  expect(within(dayGroup('Sábado')).getByRole('alert')).toHaveTextContent('Sábado: escriba las horas como HH:MM (de 00:00 a 23:59)');
  expect(validateHours(values())).toBe('Sábado: escriba las horas como HH:MM (de 00:00 a 23:59)');
  setTime('Sábado, horario 1: apertura', '10:00');
  setTime('Sábado, horario 1: cierre', '14:00');
  expect(validateHours(values())).toBeNull();
  expect(sentDay(5)).toEqual({ day: 'Sábado', hours: [{ open: '10:00', close: '14:00' }], all24: false });
});

test('Siempre abierto wins: [{alwaysOpen:true}], day rows hidden with the reason, seasonal disabled, "24/7"', async () => {
  renderStep();
  await splitMonday();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Abierto por temporada' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Siempre abierto' }));
  expect(sent()).toEqual([{ alwaysOpen: true }]);
  expect(screen.queryByRole('switch', { name: 'Lunes: cerrado' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Se guarda «Siempre abierto»: tiene prioridad sobre «Abierto por temporada» y el horario por días.',
  );
  expect(screen.getByRole('checkbox', { name: 'Abierto por temporada' })).toBeDisabled();
  expect(osmText()).toBe('24/7');
  // Unticked: seasonal (still ticked) is what is sent next, and the day rows wait behind it.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Siempre abierto' }));
  expect(sent()).toEqual([{ seasonOpen: true }]);
  expect(screen.getByRole('status')).toHaveTextContent('Se guarda «Abierto por temporada»: tiene prioridad sobre el horario por días.');
  expect(osmText()).toBe('unknown "Abierto por temporada"');
  expect(await screen.findByText('Comprobado con opening_hours.js: sintaxis válida')).toBeInTheDocument();
  // Both unticked: the day rows come back with what was typed.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Abierto por temporada' }));
  expect(byLabel('Lunes, horario 2: apertura').value).toBe('16:00');
  expect(sentDay(0).hours).toHaveLength(2);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a bad pair stays out of the way while a mode above the days is ticked', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Lunes: cerrado' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Abierto por temporada' }));
  expect(validateHours(values())).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Abierto por temporada' }));
  expect(validateHours(values())).toBe('Lunes: escriba las horas como HH:MM (de 00:00 a 23:59)');
});

test('a night past midnight (Viernes 20:00–02:00) is accepted: the pair says when it closes, OSM writes it as OSM does', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Viernes: cerrado' }));
  setTime('Viernes, horario 1: apertura', '20:00');
  setTime('Viernes, horario 1: cierre', '02:00');
  expect(within(dayGroup('Viernes')).queryByRole('alert')).not.toBeInTheDocument();
  expect(byLabel('Viernes, horario 1: cierre')).toHaveAccessibleDescription('Pasa de medianoche: cierra a las 02:00 del sábado');
  expect(byLabel('Viernes, horario 1: apertura')).not.toHaveAttribute('aria-invalid');
  expect(validateHours(values())).toBeNull();
  expect(sentDay(4)).toEqual({ day: 'Viernes', hours: [{ open: '20:00', close: '02:00' }], all24: false });
  expect(osmText()).toBe('Mo-Th,Sa,Su off; Fr 20:00-02:00');
  expect(await screen.findByText('Comprobado con opening_hours.js: sintaxis válida')).toBeInTheDocument();
});

test("a night that runs into the next day's hours: the error beside the night, its inputs marked, no OSM form, validateHours refuses", async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Viernes: cerrado' }));
  setTime('Viernes, horario 1: apertura', '20:00');
  setTime('Viernes, horario 1: cierre', '02:00');
  fireEvent.click(screen.getByRole('switch', { name: 'Sábado: cerrado' }));
  setTime('Sábado, horario 1: apertura', '01:00');
  setTime('Sábado, horario 1: cierre', '05:00');
  const message = 'Viernes: el horario de 20:00 a 02:00 pasa de medianoche y se solapa con el del sábado';
  expect(within(dayGroup('Viernes')).getByRole('alert')).toHaveTextContent(message);
  expect(byLabel('Viernes, horario 1: apertura')).toHaveAttribute('aria-invalid', 'true');
  expect(byLabel('Viernes, horario 1: apertura')).toHaveAccessibleDescription(message);
  expect(osmText()).toBe('');
  expect(screen.getByText('Corrija el horario para ver su forma en OpenStreetMap')).toBeInTheDocument();
  expect(validateHours(values())).toBe(message);
  // Saturday opening as Friday's night ends is fine.
  setTime('Sábado, horario 1: apertura', '02:00');
  expect(within(dayGroup('Viernes')).queryByRole('alert')).not.toBeInTheDocument();
  expect(validateHours(values())).toBeNull();
  expect(osmText()).toBe('Mo-Th,Su off; Fr 20:00-02:00, Sa 02:00-05:00');
});

test('the same time to open and to close: the error beside the day and validateHours refuses', async () => {
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Martes: cerrado' }));
  setTime('Martes, horario 1: apertura', '19:00');
  setTime('Martes, horario 1: cierre', '19:00');
  const message = 'Martes: la apertura y el cierre son la misma hora (19:00); para abrir todo el día, marque «Abierto 24 horas»';
  expect(within(dayGroup('Martes')).getByRole('alert')).toHaveTextContent(message);
  expect(byLabel('Martes, horario 1: cierre')).toHaveAttribute('aria-invalid', 'true');
  expect(validateHours(values())).toBe(message);
  setTime('Martes, horario 1: cierre', '21:00');
  expect(within(dayGroup('Martes')).queryByRole('alert')).not.toBeInTheDocument();
  expect(osmText()).toBe('Mo,We-Su off; Tu 19:00-21:00');
});

test('a time field is one plain HH:MM text field; what is typed is written HH:MM when the field is left', async () => {
  const user = userEvent.setup();
  renderStep();
  fireEvent.click(await screen.findByRole('switch', { name: 'Lunes: cerrado' }));
  const open = byLabel('Lunes, horario 1: apertura');
  const close = byLabel('Lunes, horario 1: cierre');
  expect(open).toHaveAttribute('type', 'text');
  expect(open).toHaveAttribute('placeholder', 'HH:MM');
  expect(open).toHaveAttribute('inputmode', 'numeric');
  await waitFor(() => expect(open).toHaveFocus());
  await user.keyboard('930');
  await user.tab();
  expect(open).toHaveValue('09:30');
  expect(close).toHaveFocus();
  await user.keyboard('2');
  await user.tab();
  expect(close).toHaveValue('02:00');
  expect(sentDay(0).hours).toEqual([{ open: '09:30', close: '02:00' }]);
  for (const [typed, written] of [
    ['2130', '21:30'],
    ['21h', '21:00'],
    ['7.15', '07:15'],
    ['24:00', '00:00'],
    ['25', '25'],
    ['9:75', '9:75'],
  ]) {
    await user.clear(close);
    await user.type(close, typed);
    await user.tab();
    expect(close, typed).toHaveValue(written);
  }
  expect(within(dayGroup('Lunes')).getByRole('alert')).toHaveTextContent('Lunes: escriba las horas como HH:MM (de 00:00 a 23:59)');
});

test("Copiar a todos los días copies one day's pairs (or 24 hours) to the other six days, from the keyboard", async () => {
  const user = userEvent.setup();
  renderStep();
  await splitMonday();
  expect(screen.queryByRole('button', { name: 'Copiar a todos los días el horario del martes' })).not.toBeInTheDocument(); // closed
  const copy = screen.getByRole('button', { name: 'Copiar a todos los días el horario del lunes' });
  expect(copy).toHaveTextContent('Copiar a todos los días');
  copy.focus();
  await user.keyboard('{Enter}');
  const split = [
    { open: '09:00', close: '14:00' },
    { open: '16:00', close: '19:00' },
  ];
  for (let day = 0; day < 7; day += 1) expect(sentDay(day).hours, String(day)).toEqual(split);
  expect(byLabel('Domingo, horario 2: cierre').value).toBe('19:00');
  expect(copy).toHaveFocus();
  expect(osmText()).toBe('Mo-Su 09:00-14:00,16:00-19:00');
  // Copied pairs are the other days' own: changing Tuesday leaves Monday as it was.
  setTime('Martes, horario 1: apertura', '10:00');
  expect(sentDay(0).hours[0]).toEqual({ open: '09:00', close: '14:00' });
  // A 24-hour day copies as 24 hours.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sábado: abierto 24 horas' }));
  fireEvent.click(screen.getByRole('button', { name: 'Copiar a todos los días el horario del sábado' }));
  expect(osmText()).toBe('24/7');
  expect(screen.getByRole('checkbox', { name: 'Lunes: abierto 24 horas' })).toBeChecked();
});

test('overlapping pairs: "los horarios se solapan" beside the day and validateHours refuses', async () => {
  renderStep();
  await splitMonday();
  setTime('Lunes, horario 2: apertura', '13:00');
  expect(within(dayGroup('Lunes')).getByRole('alert')).toHaveTextContent('Lunes: los horarios se solapan');
  expect(byLabel('Lunes, horario 2: apertura')).toHaveAttribute('aria-invalid', 'true');
  expect(byLabel('Lunes, horario 1: apertura')).not.toHaveAttribute('aria-invalid');
  expect(validateHours(values())).toBe('Lunes: los horarios se solapan');
  expect(screen.queryByRole('alert', { name: /Martes/ })).not.toBeInTheDocument();
});

test('an edited place shows its stored hours (draftOf) and sends them back unchanged', async () => {
  const stored = closedWeek({
    Viernes: { hours: [{ open: '18:00', close: '00:00' }] },
    Sábado: { all24: true },
  });
  renderStep({ published: 2, hours: draftOf(stored) });
  expect(await screen.findByLabelText('Viernes, horario 1: cierre')).toHaveValue('00:00');
  expect(screen.getByRole('checkbox', { name: 'Sábado: abierto 24 horas' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: /Publicado/ })).toHaveTextContent('Cerrado permanentemente');
  expect(sent()).toEqual(stored);
  expect(osmText()).toBe('Mo-Th,Su off; Fr 18:00-24:00; Sa 00:00-24:00');
});

test('a partial or hostile hours value in the form is read as a full week without crashing', async () => {
  renderStep({ hours: { alwaysOpen: 'yes', days: [{ day: 'Martes', hours: [{ open: '10:00', close: '12:00' }] }, 'x', null] } });
  expect(await screen.findByLabelText('Martes, horario 1: apertura')).toHaveValue('10:00');
  expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).not.toBeChecked();
  expect(sent()).toEqual(closedWeek({ Martes: { hours: [{ open: '10:00', close: '12:00' }] } }));
});

test.each<[string, Record<string, unknown>, string | null]>([
  ['no hours yet', {}, null],
  ['a state outside 0..3', { published: 7 }, 'Publicado: elija Sí, No, Cerrado permanentemente o Cerrado temporalmente'],
  ['a state as text', { published: '1' }, 'Publicado: elija Sí, No, Cerrado permanentemente o Cerrado temporalmente'],
  ['hours that are a string', { hours: '24/7' }, null],
  [
    'a time that is not HH:MM',
    { hours: { days: [{ day: 'Lunes', hours: [{ open: '25:00', close: '26:00' }], all24: false }] } },
    'Lunes: escriba las horas como HH:MM (de 00:00 a 23:59)',
  ],
  [
    'a huge string as a time',
    { hours: { days: [{ day: 'Lunes', hours: [{ open: '09:00', close: '9'.repeat(100_000) }], all24: false }] } },
    'Lunes: escriba las horas como HH:MM (de 00:00 a 23:59)',
  ],
  ['always open over bad day rows', { hours: { alwaysOpen: true, days: [{ day: 'Lunes', hours: [{ open: 'x', close: 'y' }] }] } }, null],
])('validateHours: %s', (_name, formValues, expected) => {
  expect(validateHours(formValues)).toBe(expected);
});

test('choosing the category "Parque infantil" ticks Siempre abierto', async () => {
  renderStep({ categories: [1] }, true);
  const input = await screen.findByRole('combobox', { name: 'Categorías' });
  await screen.findByText('Restaurante', {}, { timeout: 40_000 }); // the data provider's chunk loads first
  expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).not.toBeChecked();
  fireEvent.change(input, { target: { value: 'Parque' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Parque infantil' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).toBeChecked());
  expect(values().categories).toEqual([1, 9]);
  expect(sent()).toEqual([{ alwaysOpen: true }]);
  // The admin may untick it afterwards: the rule acts on the choice, not all the time.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Siempre abierto' }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).not.toBeChecked();
});

test('a playground opened for editing keeps the hours its admin chose', async () => {
  renderStep({ categories: [9], hours: draftOf(closedWeek({ Sábado: { hours: [{ open: '10:00', close: '20:00' }] } })) }, true);
  await screen.findByText('Parque infantil', {}, { timeout: 40_000 });
  await waitFor(() => expect(probe.form).toBeDefined());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('checkbox', { name: 'Siempre abierto' })).not.toBeChecked();
  expect(sent()[5]).toEqual({ day: 'Sábado', hours: [{ open: '10:00', close: '20:00' }], all24: false });
});

test('axe-core finds no serious or critical problem in the step (pairs, an error, a night past midnight, the OSM text)', async () => {
  const { container } = renderStep();
  await splitMonday();
  setTime('Lunes, horario 2: apertura', '13:00');
  fireEvent.click(screen.getByRole('switch', { name: 'Viernes: cerrado' }));
  setTime('Viernes, horario 1: apertura', '20:00');
  setTime('Viernes, horario 1: cierre', '02:00');
  await screen.findByText('Pasa de medianoche: cierra a las 02:00 del sábado');
  await screen.findByText('Comprobado con opening_hours.js: sintaxis válida', {}, { timeout: 10_000 }).catch(() => undefined);
  // Colour contrast needs real layout (the browser tests check it); everything else runs here.
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
