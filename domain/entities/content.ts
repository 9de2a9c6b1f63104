/**
 * CMS pages and chains (part 2 §2, §3): a title / name and a rich-text content in four languages,
 * a cover image URL, published 1/0; CMS pages also a type (1 Ayuda, 2 Ayuda empresas, 3 Blog) and
 * a parent page (0: none). Both are listed 25 per page by the server, searched by title / name.
 */
import { PLACE_LIMITS } from '../limits';
import type { ChoiceField, EntityDeclaration, PagedList, TextField } from './types';

/** Published 1 / 0; new pages and chains are published (part 2 §4). */
const PUBLISHED: ChoiceField = { kind: 'choice', values: [0, 1], default: 1, message: 'Estado no válido: 1 publicado, 0 sin publicar' };

/** A rich-text body per language (the same bound as a place's description). */
const CONTENT: TextField = { kind: 'text', max: PLACE_LIMITS.richText, default: '', rich: true };

const COVER = { kind: 'url', max: PLACE_LIMITS.url } as const;

/** 25 per page (part 2 §9); Spanish rows unless the caller asks for another language or all. */
const PAGED = (sortable: PagedList['sortable']): PagedList => ({ sortable, pageSize: 25, defaultLang: 'es' });

export const cms: EntityDeclaration = {
  resource: 'cms',
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

/** In the order of the panel's menu. */
export const CONTENT_ENTITIES = [chains, cms];
