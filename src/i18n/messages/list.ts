/** Texts every list shares (src/components): merged under app.list. */
export const listMessages = {
  retry: 'Reintentar',
  filters: 'Filtros',
};
