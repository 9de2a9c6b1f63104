/** Texts every list shares (src/components): merged under app.list. */
export const listMessages = {
  retry: 'Reintentar',
  filters: 'Filtros',
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
