/**
 * The generic pager (part 1 §2, §9): window of 5 page numbers around the current page, first /
 * previous / next / last, 'Página X de Y', a go-to-page field with bounds, hidden when everything
 * fits in one page.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { Pager } from '../../src/components/Pager';
import { pageCount, pageWindow, parsePage } from '../../src/components/pageWindow';
import { i18nProvider } from '../../src/i18n';

function renderPager(page: number, total: number, perPage = 15) {
  const setPage = vi.fn();
  const utils = render(
    <I18nContextProvider value={i18nProvider}>
      <Pager page={page} perPage={perPage} total={total} setPage={setPage} />
    </I18nContextProvider>,
  );
  return { ...utils, setPage };
}

const numbers = () =>
  within(screen.getByRole('navigation', { name: 'Paginación' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => Number(b.textContent));

describe('page arithmetic', () => {
  test('pages: 320 places at 15 per page are 22 pages; nothing is still one page', () => {
    expect(pageCount(320, 15)).toBe(22);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(0, 15)).toBe(1);
  });

  test('a full window of 5 centred on the page, shifted at both ends', () => {
    expect(pageWindow(1, 22)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 22)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 22)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 22)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(21, 22)).toEqual([18, 19, 20, 21, 22]);
    expect(pageWindow(22, 22)).toEqual([18, 19, 20, 21, 22]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 22)).toEqual([18, 19, 20, 21, 22]);
  });

  test('a typed page must be a whole number within 1..pages', () => {
    expect(parsePage(' 7 ', 22)).toBe(7);
    expect(parsePage('22', 22)).toBe(22);
    for (const bad of ['0', '23', '-1', '2.5', 'abc', '', '1e1']) expect(parsePage(bad, 22)).toBeNull();
  });
});

test('hidden while the count does not exceed the page size', () => {
  const { container } = renderPager(1, 15);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('shows "Página X de Y" and the window around the current page; the current page is marked', () => {
  renderPager(10, 320);
  expect(screen.getByText('Página 10 de 22')).toBeInTheDocument();
  expect(numbers()).toEqual([8, 9, 10, 11, 12]);
  expect(screen.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Página 9' })).not.toHaveAttribute('aria-current');
});

test('first, previous, next, last and a page number ask for that page', () => {
  const { setPage } = renderPager(10, 320);
  fireEvent.click(screen.getByRole('button', { name: 'Primera página' }));
  fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
  fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
  fireEvent.click(screen.getByRole('button', { name: 'Página 12' }));
  expect(setPage.mock.calls.map(([p]) => p)).toEqual([1, 9, 11, 22, 12]);
});

test('on the first page first/previous are disabled, on the last page next/last are', () => {
  const first = renderPager(1, 320);
  expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  first.unmount();
  renderPager(22, 320);
  expect(numbers()).toEqual([18, 19, 20, 21, 22]);
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Primera página' })).toBeEnabled();
});

test('go-to-page: Enter or "Ir" jumps; out of range shows a Spanish error and goes nowhere', async () => {
  const user = userEvent.setup();
  const { setPage } = renderPager(1, 320);
  const field = screen.getByLabelText('Ir a la página');
  await user.type(field, '7{Enter}');
  expect(setPage).toHaveBeenLastCalledWith(7);
  expect(field).toHaveValue(null);

  await user.type(field, '23');
  await user.click(screen.getByRole('button', { name: 'Ir' }));
  expect(screen.getByText('Escriba una página entre 1 y 22')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await user.clear(field);
  await user.type(field, '0{Enter}');
  expect(screen.getByText('Escriba una página entre 1 y 22')).toBeInTheDocument();
  expect(setPage).toHaveBeenCalledTimes(1);

  await user.clear(field);
  await user.type(field, '22');
  expect(screen.queryByText('Escriba una página entre 1 y 22')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ir' }));
  expect(setPage).toHaveBeenLastCalledWith(22);
});

describe('a list counted «más de 10.000» (its count stopped at 10,001)', () => {
  function renderCapped(page: number, counting = false) {
    const setPage = vi.fn();
    const onLast = vi.fn();
    render(
      <I18nContextProvider value={i18nProvider}>
        <Pager page={page} perPage={15} total={10_001} setPage={setPage} atLeast onLast={onLast} counting={counting} />
      </I18nContextProvider>,
    );
    return { setPage, onLast };
  }

  test('says so: "Página 1 de más de 666 (más de 10.000 resultados)"', () => {
    renderCapped(1);
    expect(screen.getByText('Página 1 de más de 666 (más de 10.000 resultados)')).toBeInTheDocument();
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
  });

  test('«next» stays open past the pages known to exist, and the page shown follows', () => {
    const { setPage } = renderCapped(667);
    expect(screen.getByText('Página 667 de más de 666 (más de 10.000 resultados)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(setPage).toHaveBeenLastCalledWith(668);
  });

  test('«last page» counts every row first (onLast), without jumping anywhere itself', () => {
    const { setPage, onLast } = renderCapped(1);
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onLast).toHaveBeenCalledTimes(1);
    expect(setPage).not.toHaveBeenCalled();
  });

  test('while it counts, «last page» is busy and cannot be pressed again', () => {
    renderCapped(1, true);
    const last = screen.getByRole('button', { name: 'Última página' });
    expect(last).toBeDisabled();
    expect(last).toHaveAttribute('aria-busy', 'true');
  });

  test('go-to-page accepts a page past the known ones: 800', async () => {
    const user = userEvent.setup();
    const { setPage } = renderCapped(1);
    await user.type(screen.getByLabelText('Ir a la página'), '800{Enter}');
    expect(setPage).toHaveBeenLastCalledWith(800);
  });
});
