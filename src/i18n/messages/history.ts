/** Texts of the change history: the 'Historial' section of each edit screen and 'Actividad del panel' (issue 19): merged under app.history. */
export const historyMessages = {
  title: 'Historial',
  results: 'Cambios',
  search: 'Persona',
  search_help: 'Nombre o correo de quien cambió',
  resource: 'Entidad',
  all_resources: 'Todas',
  from: 'Desde',
  to: 'Hasta',
  empty: 'No hay cambios que coincidan',
  load_failed: 'No se ha podido cargar el historial',
  nobody: 'Anónimo',
  none: '(vacío)',
  media: 'Archivos',
  record: 'Registro',
  config_record: 'Configuración del sitio',
  changes: 'Cambios',
  action: {
    create: 'Creación',
    update: 'Edición',
    delete: 'Borrado',
  },
};
