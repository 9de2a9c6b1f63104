/**
 * react-admin's resource texts: each resource's name (singular |||| plural: the menu, titles and
 * messages use them) and its field labels (resources.<name>.fields.<field>), which react-admin's
 * columns, inputs and filters find by themselves. A per-language field has one label per
 * language (`fields.text.es` = 'Español (ES)'), found by its source 'text.es'.
 */
import { FEATURED_SLOTS, LANGS, RATINGS, type Lang } from '../../domain';
import { LANGUAGE_NAMES } from './raSpanish';

/** { en: label('EN', 'Inglés'), es: ... }: the labels of one per-language field. */
const perLanguage = (label: (code: string, language: string) => string) =>
  Object.fromEntries(LANGS.map((lang: Lang) => [lang, label(lang.toUpperCase(), LANGUAGE_NAMES[lang])]));

/** The name of a reference entry in each language: 'Español (ES)'... */
const NAMES = { text: perLanguage((code, language) => `${language} (${code})`), image: 'Imagen', actions: 'Acciones' };

const SERVICE_TEXTS = {
  /** Table headers: a language's question and text together. */
  language: NAMES.text,
  question: perLanguage((code) => `Pregunta (${code})`),
  text: perLanguage((code) => `Texto (${code})`),
  ...Object.fromEntries(RATINGS.map((n) => [`rating${n}`, perLanguage((code) => `Valoración ${n} (${code})`)])),
};

/** What CMS pages and chains share: cover, state, dates, actions. */
const CONTENT_FIELDS = {
  cover: 'Portada',
  published: 'Estado',
  create_date: 'Creada',
  update_date: 'Modificada',
  actions: 'Acciones',
};

export const resourceMessages = {
  places: {
    name: 'Sitio |||| Sitios',
    // the list's columns and the place editor's inputs (src/resources/places/editor)
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
      country: 'País',
      zipcode: 'Código postal',
      categories: 'Categorías',
      subcategories: 'Subcategorías',
      phone: 'Teléfono',
      website: 'Web',
      gmaps_url: 'URL de Google Maps',
      timezone: 'Zona horaria',
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'Twitter',
      youtube: 'YouTube',
      notes: 'Notas internas',
      /** Each language's tab adds its name: 'Descripción (Español)'. */
      description: 'Descripción',
      menu: 'Carta',
      coordinates: 'Coordenadas (lat, lng)',
      // what the change history names (src/resources/history): the stored columns behind some inputs
      lat: 'Latitud',
      lng: 'Longitud',
      slug: 'Slug (URL pública)',
      iduser: 'Creado por (id de usuario)',
      hours: 'Horario',
      points: 'Valoración general',
      equipment: 'Equipamiento',
      allergies: 'Alergias e intolerancias',
      services: 'Servicios',
      photos: 'Fotos',
      photoFiles: 'Fotos',
      videos: 'Vídeos',
      pdfs: 'PDFs',
      views360: 'Vistas 360º',
      remove_files: 'Archivos que se eliminarán',
      buy_url: 'URL de la taquilla',
      buy_price: 'Precio de la entrada',
      buy_img: 'Imagen de la entrada (URL)',
    },
  },
  reviews: {
    name: 'Reseña |||| Reseñas',
    fields: {
      idreview: 'Id',
      idplace: 'Id del sitio',
      place: 'Sitio',
      iduser: 'Id del usuario',
      user: 'Usuario',
      text: 'Texto',
      published: 'Publicada',
      date: 'Fecha',
      actions: 'Acciones',
    },
  },
  suggestions: {
    name: 'Sugerencia |||| Sugerencias',
    fields: {
      idsuggestion: 'Id',
      idplace: 'Id del sitio',
      place: 'Sitio',
      iduser: 'Id del usuario',
      user: 'Usuario',
      email: 'Correo electrónico',
      reason: 'Motivo',
      status: 'Estado',
      create_date: 'Fecha',
      actions: 'Acciones',
    },
  },
  categories: { name: 'Categoría |||| Categorías', fields: { ...NAMES, services: 'Servicios' } },
  subcategories: { name: 'Subcategoría |||| Subcategorías', fields: NAMES },
  equipment: { name: 'Equipamiento |||| Equipamiento', fields: NAMES },
  services: { name: 'Servicio |||| Servicios', fields: { ...SERVICE_TEXTS, filter: 'Usar como filtro', actions: 'Acciones' } },
  allergies: { name: 'Alergia |||| Alergias', fields: NAMES },
  events: {
    name: 'Evento |||| Eventos',
    fields: {
      idevent: 'Id',
      name: 'Nombre',
      description: 'Descripción',
      buy_url: 'URL de las entradas',
      buy_price: 'Precio desde',
      buy_img: 'Imagen de las entradas (URL)',
      country: 'País',
      type: 'Tipo',
      photos: 'Fotos',
      pdfs: 'PDFs',
      videos: 'Vídeos',
      'videos.url': 'Dirección del vídeo',
      'videos.name': 'Título del vídeo',
      photoFiles: 'Fotos nuevas',
      pdfFiles: 'PDFs nuevos',
      ...CONTENT_FIELDS,
      published: 'Publicado',
      create_date: 'Fecha',
    },
  },
  chains: {
    name: 'Cadena |||| Cadenas',
    fields: {
      idchain: 'Id',
      name: perLanguage((_, language) => `Nombre (${language})`),
      content: perLanguage((_, language) => `Contenido (${language})`),
      places: 'Sitios de la cadena',
      places_count: 'Sitios',
      ...CONTENT_FIELDS,
    },
  },
  cms: {
    name: 'Página CMS |||| CMS',
    fields: {
      idcms: 'Id',
      title: perLanguage((_, language) => `Título (${language})`),
      content: perLanguage((_, language) => `Contenido (${language})`),
      cms_type: 'Tipo',
      parent: 'Página superior',
      ...CONTENT_FIELDS,
    },
  },
  users: {
    name: 'Usuario |||| Usuarios',
    fields: {
      iduser: 'Id',
      avatar: 'Avatar',
      name: 'Nombre',
      email: 'Correo electrónico',
      registration: 'Tipo de registro',
      registration_date: 'Alta',
      last_connection: 'Última conexión',
      has_facebookid: 'Facebook',
      has_googleid: 'Google',
      has_password: 'Contraseña',
      newsletter: 'Newsletter',
      actions: 'Actividad',
      role: 'Rol',
      // The role's column as the change history names it.
      staff_role: 'Rol',
      disabled: 'Cuenta desactivada',
      password: 'Contraseña inicial',
      staff: 'Solo personal',
    },
  },
  /** The change history ('Actividad del panel', issue 19); a change's field takes its resource's label. */
  history: {
    name: 'Cambio |||| Actividad del panel',
    fields: {
      date: 'Fecha',
      user: 'Persona',
      resource: 'Entidad',
      recordId: 'Registro',
      action: 'Acción',
      changes: 'Cambios',
    },
  },
  config: {
    name: 'Configuración |||| Configuración',
    fields: {
      globalmsg: perLanguage((_, language) => `Mensaje global (${language})`),
      ...Object.fromEntries(FEATURED_SLOTS.map((n) => [`homefeatured${n}`, `Destacado ${n}`])),
      sharebrand: 'Hashtag de marca',
      sharecategories: 'Hashtags por categoría',
      sharecities: 'Hashtags por ciudad',
      idcategory: 'Categoría',
      city: 'Ciudad',
      hashtags: 'Hashtags',
    },
  },
};
