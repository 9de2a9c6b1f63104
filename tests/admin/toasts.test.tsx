/**
 * Toasts (part 1 §8): error red, ok green, working blue; they vanish after 3 s except 'working',
 * which stays until the next toast replaces it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CustomRoutes, useNotify } from 'react-admin';
import { Route } from 'react-router-dom';
import { useToast } from '../../src/notify';
import { fakeGraphQL, storeSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';

const ToastButtons = () => {
  const toast = useToast();
  const notify = useNotify();
  return (
    <div>
      <button onClick={() => toast.working('Añadiendo sitio')}>working</button>
      <button onClick={() => toast.ok('Datos añadidos correctamente')}>ok</button>
      <button onClick={() => toast.error('Error al añadir')}>error</button>
      <button onClick={() => toast.info('Cargando...')}>info</button>
      <button onClick={() => notify('ra.notification.updated', { messageArgs: { smart_count: 1 } })}>ra</button>
    </div>
  );
};

const toastText = (text: string) => screen.queryByText(text);
const alertOf = (text: string) => screen.getByText(text).closest('.MuiAlert-root');

/** Mounts the panel with a few toast buttons; once it has settled, the clock is ours. */
async function setup() {
  storeSession();
  fakeGraphQL(() => ({ data: null }));
  renderApp(
    '/toasts',
    <CustomRoutes>
      <Route path="/toasts" element={<ToastButtons />} />
    </CustomRoutes>,
  );
  await screen.findByRole('button', { name: 'working' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ana Admin, menú de usuario' })).toHaveTextContent('Ana Admin'));
  vi.useFakeTimers();
  return {
    click: async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name }));
      await wait(0);
    },
  };
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** Lets the closing animation that the timeout started run to its end. */
const afterAnimation = () => wait(500);

test('a working toast is blue and stays until an ok toast replaces it at once', async () => {
  const ui = await setup();
  await ui.click('working');
  expect(screen.getByText('Añadiendo sitio')).toBeInTheDocument();
  expect(alertOf('Añadiendo sitio')).toHaveClass('MuiAlert-filledInfo');

  await wait(10_000);
  await afterAnimation();
  expect(toastText('Añadiendo sitio')).toBeInTheDocument();

  await ui.click('ok');
  expect(screen.getByText('Datos añadidos correctamente')).toBeInTheDocument();
  expect(toastText('Añadiendo sitio')).not.toBeInTheDocument();
  expect(alertOf('Datos añadidos correctamente')).toHaveClass('MuiAlert-filledSuccess');
});

test('ok, error and info toasts vanish after 3 seconds', async () => {
  const ui = await setup();
  for (const [button, text, colour] of [
    ['ok', 'Datos añadidos correctamente', 'MuiAlert-filledSuccess'],
    ['error', 'Error al añadir', 'MuiAlert-filledError'],
    ['info', 'Cargando...', 'MuiAlert-filledInfo'],
  ]) {
    await ui.click(button);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(alertOf(text)).toHaveClass(colour);
    await wait(2500);
    expect(toastText(text)).toBeInTheDocument();
    await wait(1000);
    await afterAnimation();
    expect(toastText(text)).not.toBeInTheDocument();
  }
});

test('a new toast replaces the one on screen instead of waiting behind it', async () => {
  const ui = await setup();
  await ui.click('error');
  await ui.click('working');
  expect(screen.getByText('Añadiendo sitio')).toBeInTheDocument();
  expect(toastText('Error al añadir')).not.toBeInTheDocument();
});

test("react-admin's own notifications come out in Spanish", async () => {
  const ui = await setup();
  await ui.click('ra');
  expect(screen.getByText('Elemento actualizado')).toBeInTheDocument();
});
