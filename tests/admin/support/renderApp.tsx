/** Mounts the real panel (<AdminApp>) in a memory router at `path`; `extra` adds test-only routes. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../../src/App';

export function renderApp(path: string, extra?: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <AdminApp>{extra}</AdminApp> }], {
    initialEntries: [path],
  });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router, pathname: () => router.state.location.pathname };
}

/** Makes MUI's useMediaQuery see a viewport `width` pixels wide. */
export function viewportWidth(width: number): void {
  const matches = (query: string) =>
    query.split(',').some((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
