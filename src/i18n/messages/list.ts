/** Texts every list shares (src/components): merged under app.list. */
export const listMessages = {
  retry: 'Reintentar',
  filters: 'Filtros',
  /** «Exportar» (components/ExportCsvButton.tsx). */
  export: {
    title: 'Exportando…',
    /** The id column's header. */
    id: 'Id',
    starting: 'Preparando la exportación…',
    progress: '%{rows} de %{total} filas',
    done: 'Exportación terminada',
    failed: 'No se pudo exportar',
  },
  /** The «Falta traducción» filter (components/MissingTranslationFilter.tsx). */
  missing: {
    label: 'Falta traducción',
    none: 'Sin filtrar',
    any: 'En cualquier idioma',
    es: 'En español',
    en: 'En inglés',
    gl: 'En gallego',
    pt: 'En portugués',
  },
};
