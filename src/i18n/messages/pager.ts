/** Texts of the generic pager (src/components/Pager.tsx): merged under app.pager. */
export const pagerMessages = {
  label: 'Paginación',
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
  page: 'Página %{page}',
  page_of: 'Página %{page} de %{pages}',
  page_of_more: 'Página %{page} de más de %{pages} (más de %{rows} resultados)',
  counting: 'Contando todos los resultados…',
  count_failed: 'No se pudo contar los resultados: inténtelo de nuevo',
  goto: 'Ir a la página',
  go: 'Ir',
  out_of_range: 'Escriba una página entre 1 y %{pages}',
};
