/**
 * Texts of the reference-list screens (categories, subcategories, services, equipment, allergies)
 * beyond their field labels (resources.ts). Toasts and the delete confirmation keep the spec's
 * wording (part 2 §5, §8).
 */
export const referenceMessages = {
  lists: {
    categories: { add: 'Añadir categoría', edit: 'Editar categoría' },
    subcategories: { add: 'Añadir subcategoría', edit: 'Editar subcategoría' },
    services: { add: 'Añadir servicio', edit: 'Editar servicio' },
    equipment: { add: 'Añadir equipamiento', edit: 'Editar equipamiento' },
    allergies: { add: 'Añadir alergia', edit: 'Editar alergia' },
  },
  action: {
    forget_image: 'No subir esta imagen',
    retry: 'Reintentar',
  },
  load_error: 'No se ha podido cargar la lista.',
  search_hint: 'En cualquiera de los cuatro idiomas',
  empty: 'No hay elementos.',
  no_match: 'Ningún elemento coincide con la búsqueda.',
  no_text: 'Sin texto',
  no_image: 'Sin imagen',
  filter_column: 'Filtro',
  confirm: {
    title: 'Eliminar elemento',
    content: '¿Desea eliminar este elemento?',
  },
  toast: {
    added: 'Añadido correctamente',
    modified: 'Modificado correctamente',
    deleted: 'Eliminado correctamente',
    failed: 'Ha habido un fallo',
    /** The entry was saved, its image was not ('Añadido correctamente, pero la imagen...'). */
    image_not_saved: '%{saved}, pero la imagen no se ha guardado: %{reason}',
  },
  field: {
    ratings: 'Etiquetas de valoración (1 = peor, 5 = mejor)',
    filter_help: 'El servicio aparece como filtro de búsqueda en la web.',
    services_help: 'Servicios que se valoran en los sitios de esta categoría.',
    count: '%{count} de %{max} caracteres',
    current_image: 'Imagen actual',
    new_image: 'Imagen nueva: %{name}',
    image_help: 'JPEG, PNG, WebP o GIF de hasta %{mb} MB. Se sube al guardar.',
    image_refused: 'La imagen no se ha guardado: %{reason}',
  },
  validation: {
    too_long: '%{field}: como máximo %{max} caracteres (ahora %{count})',
    image_type: '%{field}: «%{name}» no es una imagen JPEG, PNG, WebP ni GIF',
    image_size: '%{field}: «%{name}» pesa %{size} MB y el máximo es %{max} MB',
  },
};
