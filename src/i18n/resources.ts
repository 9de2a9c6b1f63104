/**
 * react-admin's resource texts: each resource's name (singular |||| plural: the menu, titles and
 * messages use them) and its field labels (resources.<name>.fields.<field>), which react-admin's
 * columns, inputs and filters find by themselves.
 */
export const resourceMessages = {
  places: {
    name: 'Sitio |||| Sitios',
    fields: {
      cover: 'Portada',
      name: 'Nombre',
      idplace: 'Id',
      city: 'Ciudad',
      province: 'Provincia',
      address: 'Dirección',
      languages: 'Idiomas',
      published: 'Estado',
      create_date: 'Creado',
      update_date: 'Modificado',
      plus_code: 'Plus code',
      actions: 'Acciones',
    },
  },
  reviews: { name: 'Reseña |||| Reseñas', fields: { place: 'Sitio', user: 'Usuario', text: 'Texto', published: 'Publicada', date: 'Fecha' } },
  suggestions: { name: 'Sugerencia |||| Sugerencias', fields: { place: 'Sitio', user: 'Usuario', reason: 'Motivo', status: 'Estado', create_date: 'Fecha' } },
  categories: { name: 'Categoría |||| Categorías', fields: { image: 'Imagen', services: 'Servicios' } },
  subcategories: { name: 'Subcategoría |||| Subcategorías', fields: { image: 'Imagen' } },
  equipment: { name: 'Equipamiento |||| Equipamiento', fields: { image: 'Imagen' } },
  services: { name: 'Servicio |||| Servicios', fields: { filter: 'Filtro' } },
  allergies: { name: 'Alergia |||| Alergias', fields: { image: 'Imagen' } },
  events: { name: 'Evento |||| Eventos', fields: { name: 'Nombre', published: 'Estado', create_date: 'Fecha' } },
  chains: { name: 'Cadena |||| Cadenas', fields: { name: 'Nombre', published: 'Estado', create_date: 'Creada', update_date: 'Modificada' } },
  cms: { name: 'CMS |||| CMS', fields: { title: 'Título', published: 'Estado', create_date: 'Creada', update_date: 'Modificada', cms_type: 'Tipo' } },
  users: {
    name: 'Usuario |||| Usuarios',
    fields: { name: 'Nombre', email: 'Correo electrónico', registration_date: 'Alta', last_connection: 'Última conexión' },
  },
  config: { name: 'Configuración |||| Configuración', fields: { field: 'Campo', content: 'Contenido' } },
};
