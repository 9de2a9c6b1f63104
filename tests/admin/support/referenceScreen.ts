/**
 * Driving a reference-list screen in panel tests as a user would: open it, find rows, the modal,
 * its inputs (in their language tab) and buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './fakeApi';
import { renderApp } from './renderApp';

/** A grouped per-language value: four('Rampa', 'Ramp', 'Rampla', 'Rampa PT') → {es, en, gl, pt}. */
export const four = (es: string, en: string, gl: string, pt: string) => ({ es, en, gl, pt });

/** Renders the panel at `path` and waits for the table named `table` to show its rows. */
export async function openScreen(path: string, table: string) {
  storeSession();
  const app = renderApp(path);
  const grid = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return { grid, ...app };
}

/** Renders the panel at a modal's URL ('/equipment/3') and waits for the modal titled `heading`. */
export async function openModalAt(path: string, heading: string) {
  storeSession();
  const app = renderApp(path);
  await screen.findByRole('heading', { name: heading });
  return app;
}

export const rowOf = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest('tr') as HTMLElement;
export const dialog = () => screen.getByRole('dialog');
export const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

const LANGUAGE_TABS: Record<string, string> = { EN: 'Inglés', ES: 'Español', GL: 'Gallego', PT: 'Portugués' };

/** Shows a language tab of the modal: 'Inglés'... */
export const tab = (name: string) => fireEvent.click(within(dialog()).getByRole('tab', { name }));

/** A text input of the modal by its label ('Español (ES)', 'Valoración 3 (GL)'), its language tab shown first. */
export function field(label: string): HTMLInputElement {
  const code = /\((EN|ES|GL|PT)\)$/.exec(label)?.[1];
  if (code) tab(LANGUAGE_TABS[code]);
  return within(dialog()).getByRole('textbox', { name: label }) as HTMLInputElement;
}

export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
export const fileInput = () => dialog().querySelector('input[type="file"]') as HTMLInputElement;
export const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

/** A real PNG's signature and start: enough for the format check, which reads the first bytes. */
export const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });

/** The toasts on screen (errors are alerts, the rest status messages). */
export const toasts = () => [...document.querySelectorAll('.MuiSnackbar-root')].map((el) => el.textContent);
