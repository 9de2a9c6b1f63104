/**
 * The place search of step 1 and quick add (part 1 §2) with the fake maps service (fixed places, no
 * network): a search that finds nothing says 'No se ha encontrado ningún sitio' in place of the hint,
 * announced, and typing again brings the hint back; a search that finds places lists them.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { MapSearch } from '../../src/resources/places/editor/maps/MapSearch';

const HINT = 'Escriba al menos 3 caracteres y elija un resultado';
const NOTHING = 'No se ha encontrado ningún sitio';

function renderSearch() {
  window.__APP_CONFIG__ = { mapsService: 'fake' };
  const dataProvider = testDataProvider({ getList: async () => ({ data: [], total: 0 }) as never });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Form>
        <MapSearch />
      </Form>
    </AdminContext>,
  );
}

test('a search with no result says so, announced, until the text changes', async () => {
  const user = userEvent.setup();
  renderSearch();
  const box = await screen.findByRole('combobox', { name: 'Buscar sitio' });
  expect(screen.getByText(HINT)).toHaveAttribute('role', 'status');
  await user.type(box, 'zzzz qqqq');
  const said = await screen.findByText(NOTHING, {}, { timeout: 5000 });
  expect(said).toHaveAttribute('role', 'status');
  expect(box).toHaveAccessibleDescription(NOTHING);
  expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await user.type(box, 'x');
  expect(screen.getByText(HINT)).toBeInTheDocument();
  expect(screen.queryByText(NOTHING)).not.toBeInTheDocument();
});

test('a search with results lists them and says nothing of "no result"', async () => {
  const user = userEvent.setup();
  renderSearch();
  const box = await screen.findByRole('combobox', { name: 'Buscar sitio' });
  await user.type(box, 'fogar');
  expect(await screen.findByRole('option', { name: /^Restaurante O Fogar/ }, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(HINT)).toBeInTheDocument());
  expect(screen.queryByText(NOTHING)).not.toBeInTheDocument();
});
