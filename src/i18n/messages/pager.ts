/** Texts of the generic pager (src/components/Pager.tsx): merged under app.pager. */
export const pagerMessages = {
  label: 'Paginación',
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
  page: 'Página %{page}',
  page_of: 'Página %{page} de %{pages}',
  goto: 'Ir a la página',
  go: 'Ir',
  out_of_range: 'Escriba una página entre 1 y %{pages}',
};
