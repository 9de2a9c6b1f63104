/** The panel's own texts (everything outside react-admin's ra.* namespace). */
import { dashboardMessages } from './messages/dashboard';
import { listMessages } from './messages/list';
import { pagerMessages } from './messages/pager';
import { placesMessages } from './messages/places';
import { placeEditorMessages } from './messages/placeEditor';
import { placeMediaMessages } from './messages/placeMedia';
import { placeServicesMessages } from './messages/placeServices';
import { referenceMessages } from './messages/reference';
import { mapsMessages } from './messages/maps';
import { placesMapMessages } from './messages/placesmap';
import { hoursMessages } from './messages/hours';
import { contentMessages } from './messages/content';
import { uploadsMessages } from './messages/uploads';
import { configMessages } from './messages/config';
import { shareMessages } from './messages/share';
import { reviewsMessages } from './messages/reviews';
import { suggestionsMessages } from './messages/suggestions';
import { historyMessages } from './messages/history';
import { usersMessages } from './messages/users';

export const appMessages = {
  app: {
    title: 'Panel de administración',
    menu: 'Menú principal',
    page: {
      main: 'Inicio',
      places: 'Sitios',
      addplaces: 'Añadir sitio',
      addplacesquick: 'Añadir sitio rápido',
      editplaces: 'Editar sitio',
      placesmap: 'Mapa de sitios',
      reviews: 'Reseñas',
      suggestions: 'Sugerencias',
      editsuggestion: 'Editar sugerencia',
      categories: 'Categorías',
      equipment: 'Equipamiento',
      services: 'Servicios',
      allergies: 'Alergias',
      events: 'Eventos',
      addevents: 'Añadir evento',
      editevents: 'Editar evento',
      chains: 'Cadenas',
      addchains: 'Añadir cadena',
      editchains: 'Editar cadena',
      cms: 'CMS',
      addcms: 'Añadir página CMS',
      editcms: 'Editar página CMS',
      share: 'Compartir sitio',
      users: 'Usuarios',
      usersactivity: 'Actividad del usuario',
      config: 'Configuración',
      history: 'Actividad del panel',
    },
    section: {
      pending: 'Esta pantalla todavía no está disponible.',
    },
    dashboard: dashboardMessages,
    pager: pagerMessages,
    list: listMessages,
    content: contentMessages,
    config: configMessages,
    share: shareMessages,
    reviews: reviewsMessages,
    suggestions: suggestionsMessages,
    history: historyMessages,
    users: usersMessages,
    places: placesMessages,
    place_editor: placeEditorMessages,
    placeMedia: placeMediaMessages,
    uploads: uploadsMessages,
    placeServices: placeServicesMessages,
    login: {
      title: 'Acceso al panel',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Entrar',
      invalid: 'Datos incorrectos',
    },
    appbar: {
      public_site: 'Ver web pública',
    },
    user_menu: {
      edit: 'Editar',
      label: '%{name}, menú de usuario',
    },
    reference: referenceMessages,
    maps: mapsMessages,
    placesmap: placesMapMessages,
    hours: hoursMessages,
  },
};
