/**
 * What ra-language-spanish (the base of the catalogue, i18n/index.ts) lacks or gets wrong, for
 * every ra.* message react-admin 5.15 can show, in Spanish (usted form, as the spec's own texts).
 * ra-language-spanish 1.0 covers 72 keys and has slips (English text in message.not_found,
 * missing accents, 'Loguearse', 'or presiona', '%{name} #%{id}' titles): those are corrected
 * here; its right ones are not repeated. tests/admin/i18n.test.ts checks the merged catalogue
 * against ra-language-english and that each key here is needed.
 * The one English word on purpose: ra.auth.logout reads 'Logout' (spec wording for the user menu).
 */
import { tiptapMessages } from './messages/tiptap';

/** A catalogue branch: texts and nested branches (partial: the base supplies the rest). */
type Branch = { [key: string]: string | Branch };

const ra: Branch = {
  action: {
    add_filter: 'Añadir filtro',
    add: 'Añadir',
    back: 'Volver',
    bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    clear_array_input: 'Vaciar la lista',
    clear_input_value: 'Borrar el valor',
    clone: 'Duplicar',
    confirm: 'Confirmar',
    create_item: 'Crear %{item}',
    delete: 'Eliminar',
    export: 'Exportar',
    list: 'Listado',
    refresh: 'Recargar',
    remove_filter: 'Quitar este filtro',
    remove_all_filters: 'Quitar todos los filtros',
    remove: 'Quitar',
    reset: 'Restablecer',
    search: 'Buscar',
    search_columns: 'Buscar columnas',
    select_all: 'Seleccionar todo',
    select_all_button: 'Seleccionar todo',
    select_row: 'Seleccionar esta fila',
    show: 'Ver',
    unselect: 'Deseleccionar',
    expand: 'Desplegar',
    close: 'Cerrar',
    open_menu: 'Abrir menú',
    close_menu: 'Cerrar menú',
    update: 'Actualizar',
    move_up: 'Subir',
    move_down: 'Bajar',
    open: 'Abrir',
    toggle_theme: 'Cambiar entre modo claro y oscuro',
    select_columns: 'Columnas',
    update_application: 'Recargar la aplicación',
  },
  boolean: { true: 'Sí', null: '\u2003' }, // null: an em space, as react-admin's own
  page: {
    dashboard: 'Inicio',
    edit: '%{name} %{recordRepresentation}',
    error: 'Algo ha ido mal',
    list: '%{name}',
    show: '%{name} %{recordRepresentation}',
    empty: 'Todavía no hay %{name}.',
    invite: '¿Desea añadir uno?',
    access_denied: 'Acceso denegado',
    authentication_error: 'Error de autenticación',
  },
  input: {
    file: {
      upload_several: 'Arrastre aquí algunos archivos para subirlos o haga clic para elegir uno.',
      upload_single: 'Arrastre aquí un archivo para subirlo o haga clic para elegirlo.',
    },
    image: {
      upload_several: 'Arrastre aquí algunas imágenes para subirlas o haga clic para elegir una.',
      upload_single: 'Arrastre aquí una imagen para subirla o haga clic para elegirla.',
    },
    references: {
      all_missing: 'No se encuentran los datos de referencia.',
      many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
      single_missing: 'La referencia asociada ya no parece estar disponible.',
    },
    password: { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' },
  },
  message: {
    access_denied: 'Su rol no permite abrir esta página. Pida a un administrador que le dé acceso.',
    are_you_sure: '¿Está seguro?',
    authentication_error: 'El servidor de autenticación ha devuelto un error y no se han podido comprobar sus credenciales.',
    auth_error: 'Se ha producido un error al validar el token de autenticación.',
    bulk_delete_content: '¿Desea eliminar este %{name}? |||| ¿Desea eliminar estos %{smart_count} elementos?',
    bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
    bulk_update_content: '¿Desea actualizar %{name} %{recordRepresentation}? |||| ¿Desea actualizar estos %{smart_count} elementos?',
    bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
    clear_array_input: '¿Desea vaciar toda la lista?',
    delete_content: '¿Desea eliminar este elemento?',
    delete_title: 'Eliminar %{name} %{recordRepresentation}',
    details: 'Detalles',
    error: 'Se ha producido un error en el navegador y no se ha podido completar la petición.',
    invalid_form: 'El formulario no es válido. Revise los errores.',
    loading: 'Espere, por favor',
    not_found: 'La dirección no es correcta o el enlace que ha seguido está roto.',
    select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se han seleccionado los %{max} primeros.',
    unsaved_changes: 'Algunos cambios no se han guardado. ¿Desea descartarlos?',
    yes: 'Sí',
    placeholder_data_warning: 'Problema de red: no se han podido actualizar los datos.',
    update_title: 'Actualizar %{name} %{recordRepresentation}',
    update_content: '¿Desea actualizar %{name} %{recordRepresentation}?',
  },
  navigation: {
    clear_filters: 'Quitar los filtros',
    no_filtered_results: 'No hay %{name} que cumplan los filtros actuales.',
    no_results: 'No hay %{name}',
    no_more_results: 'La página %{page} está fuera de rango. Pruebe con la anterior.',
    page_out_of_boundaries: 'La página %{page} está fuera de rango',
    page_out_from_end: 'No hay páginas después de la última',
    page_out_from_begin: 'No hay páginas antes de la 1',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
    current_page: 'Página %{page}',
    page: 'Ir a la página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    page_rows_per_page: 'Filas por página:',
    skip_nav: 'Saltar al contenido',
  },
  sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'ascendente', DESC: 'descendente' },
  auth: {
    auth_check_error: 'Inicie sesión para continuar',
    user_menu: 'Perfil',
    email: 'Correo electrónico',
    sign_in: 'Entrar',
    sign_in_error: 'No se ha podido iniciar sesión, inténtelo de nuevo',
    logout: 'Logout',
  },
  notification: {
    deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
    http_error: 'Error de comunicación con el servidor',
    data_provider_error: 'Error al obtener los datos. Consulte la consola para ver los detalles.',
    i18n_error: 'No se pueden cargar las traducciones del idioma indicado',
    canceled: 'Acción cancelada',
    logged_out: 'Su sesión ha terminado; vuelva a iniciar sesión.',
    not_authorized: 'No tiene autorización para acceder a este recurso.',
    application_update_available: 'Hay una versión nueva disponible.',
    offline: 'Sin conexión. No se han podido obtener los datos.',
  },
  validation: {
    required: 'Obligatorio',
    maxLength: 'Debe tener como máximo %{max} caracteres',
    minValue: 'Debe ser como mínimo %{min}',
    maxValue: 'Debe ser como máximo %{max}',
    number: 'Debe ser un número',
    email: 'Debe ser un correo electrónico válido',
    oneOf: 'Debe ser uno de estos valores: %{options}',
    regex: 'Debe tener un formato concreto (expresión regular): %{pattern}',
    unique: 'Debe ser único',
  },
  saved_queries: {
    label: 'Consultas guardadas',
    query_name: 'Nombre de la consulta',
    new_label: 'Guardar la consulta actual...',
    new_dialog_title: 'Guardar la consulta actual como',
    remove_label: 'Eliminar la consulta guardada',
    remove_label_with_name: 'Eliminar la consulta «%{name}»',
    remove_dialog_title: '¿Eliminar la consulta guardada?',
    remove_message: '¿Desea quitar ese elemento de su lista de consultas guardadas?',
    help: 'Filtre la lista y guarde esta consulta para más adelante',
  },
  guesser: { empty: { title: 'No hay datos que mostrar', message: 'Compruebe el proveedor de datos' } },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector de elementos',
      content: 'Pase el ratón por los elementos de la página para configurarlos',
      reset: 'Restablecer la configuración',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo',
    },
    Datagrid: { title: 'Tabla de datos', unlabeled: 'Columna sin etiqueta n.º %{column}' },
    SimpleForm: { title: 'Formulario', unlabeled: 'Campo sin etiqueta n.º %{input}' },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario',
    },
  },
};

/** The four content languages by name (TranslatableInputs' tabs; per-language labels, resources.ts). */
export const LANGUAGE_NAMES = { es: 'Español', gl: 'Gallego', en: 'Inglés', pt: 'Portugués' };

/** Keys react-admin's code asks for (with an English `_` fallback) that ra-language-english lacks. */
const raExtras = {
  inspector: {
    Datagrid: { title: 'Tabla de datos' },
    SimpleForm: { title: 'Formulario' },
    SimpleList: { title: 'Lista' },
    hideAll: 'Ocultar todo',
    showAll: 'Mostrar todo',
  },
  // tab labels of <TranslatableInputs locales={LANGS}> (spec wording)
  locales: LANGUAGE_NAMES,
  // ra-input-rich-text's toolbar (the place editor's menus)
  tiptap: tiptapMessages,
};

export const raSpanish: { ra: Branch } = { ra: { ...ra, ...raExtras } };
