/**
 * CMS pages and chains (part 2 §2, §3): a title / name and a rich-text content in four languages,
 * a cover image URL, published 1/0; CMS pages also a type (1 Ayuda, 2 Ayuda empresas, 3 Blog) and
 * a parent page (0: none). Events: one name and rich-text description for every language, ticket
 * URL / price / image, country, one of nine types, published, photos, PDFs and videos. All three
 * are listed 25 per page by the server, searched by title / name.
 */
import { COUNTRIES, DEFAULT_COUNTRY } from '../countries';
import { PLACE_LIMITS } from '../limits';
import type { ChoiceField, EntityDeclaration, PagedList, TextField } from './types';
import { CONTENT_ACCESS } from '../roles';

/** Published 1 / 0; new pages and chains are published (part 2 §4). */
const PUBLISHED: ChoiceField = { kind: 'choice', values: [0, 1], default: 1, message: 'Estado no válido: 1 publicado, 0 sin publicar' };

/** A rich-text body per language (the same bound as a place's description). */
const CONTENT: TextField = { kind: 'text', max: PLACE_LIMITS.richText, default: '', rich: true };

const COVER = { kind: 'url', max: PLACE_LIMITS.url } as const;

/** 25 per page (part 2 §9); Spanish rows unless the caller asks for another language or all. */
const PAGED = (sortable: PagedList['sortable']): PagedList => ({ sortable, pageSize: 25, defaultLang: 'es' });

export const cms: EntityDeclaration = {
  resource: 'cms',
  access: CONTENT_ACCESS,
  id: 'idcms',
  table: 'cms',
  i18nTable: 'cms_i18n',
  type: 'CmsPage',
  label: 'La página',
  fields: {
    // The Spanish title is required; the spec shows 'Seleccionar un tipo' for it (part 2 §5).
    title: { kind: 'text', max: 300, default: '', searched: true, required: { lang: 'es', message: 'Seleccionar un tipo' } },
    content: CONTENT,
    cover: COVER,
    parent: { kind: 'parent' },
    cms_type: { kind: 'choice', values: [1, 2, 3], default: 3, message: 'Tipo no válido: 1 Ayuda, 2 Ayuda empresas, 3 Blog' },
    published: PUBLISHED,
  },
  operations: { list: 'allCMS', count: 'countCMS', one: 'cms', add: 'addCMS', update: 'updCMS', delete: 'delCMS' },
  writeId: 'idcms',
  paged: PAGED('cms'),
  dated: true,
};

export const chains: EntityDeclaration = {
  resource: 'chains',
  access: CONTENT_ACCESS,
  id: 'idchain',
  table: 'chains',
  i18nTable: 'chain_i18n',
  type: 'Chain',
  label: 'La cadena',
  fields: {
    name: { kind: 'text', max: 200, default: '', searched: true, required: { lang: 'es', message: 'El nombre en español es obligatorio' } },
    content: CONTENT,
    cover: COVER,
    published: PUBLISHED,
    // The chain's places: a place belongs to at most one chain (places.idchain).
    places: {
      kind: 'members',
      table: 'places',
      id: 'idplace',
      column: 'idchain',
      words: { list: 'sitios', missingOne: 'No existe el sitio', missingMany: 'No existen los sitios' },
    },
  },
  operations: { list: 'allChains', count: 'countChains', one: 'chain', add: 'addChain', update: 'updChain', delete: 'delChain' },
  writeId: 'idchain',
  paged: PAGED('chains'),
  dated: true,
};

/** The nine event types, in the spec's order (part 2 §5). */
export const EVENT_TYPES = ['Teatro', 'Concierto', 'Musical', 'Cuentacuentos', 'Magia', 'Humor', 'Circo', 'Baile', 'Otros'] as const;

export const events: EntityDeclaration = {
  resource: 'events',
  access: CONTENT_ACCESS,
  id: 'idevent',
  table: 'events',
  type: 'Event',
  label: 'El evento',
  input: { arg: 'event', type: 'EventInput' },
  fields: {
    name: { kind: 'plain', max: PLACE_LIMITS.name, required: 'El nombre es obligatorio', searched: true },
    description: { kind: 'plain', max: PLACE_LIMITS.richText, rich: true },
    buy_url: { kind: 'url', max: PLACE_LIMITS.url },
    buy_price: { kind: 'plain', max: PLACE_LIMITS.short },
    buy_img: { kind: 'url', max: PLACE_LIMITS.url },
    country: {
      kind: 'choice',
      values: Object.keys(COUNTRIES),
      default: DEFAULT_COUNTRY,
      message: 'País no válido: use un código ISO de dos letras',
    },
    // A type must be chosen (part 2 §5): no default, 'Seleccionar un tipo' when missing.
    type: { kind: 'choice', values: EVENT_TYPES, default: null, message: 'Seleccionar un tipo' },
    // New events are published (part 2 §4).
    published: { kind: 'flag', default: true },
    photos: { kind: 'media', media: 'photo' },
    pdfs: { kind: 'media', media: 'pdf' },
    videos: { kind: 'media', media: 'video' },
  },
  operations: { list: 'allEvents', count: 'countEvents', one: 'event', add: 'addEvent', update: 'updEvent', delete: 'delEvent' },
  writeId: 'idevent',
  paged: PAGED('events'),
  dated: true,
};

/** In the order of the panel's menu. */
export const CONTENT_ENTITIES = [events, chains, cms];
