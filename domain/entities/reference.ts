/**
 * The five reference lists (part 2 §3, §7): names in four languages, an interface image, and, for
 * services, a question, a text and five rating labels per language. An entry that places use
 * cannot be deleted. Operation names are the spec's (addAllergies, updCategory…).
 */
import { RATINGS } from '../reference';
import { TEXT_LIMITS } from '../limits';
import type { EntityDeclaration, TextField } from './types';
import { REFERENCE_ACCESS } from '../roles';

/** A name per language, the Spanish one required. */
const NAME: TextField = { kind: 'text', max: TEXT_LIMITS.name, required: { lang: 'es', message: 'El texto en español es obligatorio' } };

const image = (upload: string) => ({ kind: 'image', upload, folder: upload }) as const;

export const categories: EntityDeclaration = {
  resource: 'categories',
  access: REFERENCE_ACCESS,
  id: 'idcategory',
  table: 'categories',
  i18nTable: 'category_i18n',
  type: 'Category',
  label: 'La categoría',
  fields: {
    text: NAME,
    image: image('category'),
    // The services asked for places of the category (part 2 §5: sent as "1,2,3").
    services: {
      kind: 'links',
      table: 'category_services',
      entity: 'services',
      words: { list: 'servicios', missingOne: 'No existe el servicio', missingMany: 'No existen los servicios' },
    },
  },
  operations: { list: 'allCategories', add: 'addCategory', update: 'updCategory', delete: 'delCategory' },
  usedBy: { table: 'place_categories' },
};

export const subcategories: EntityDeclaration = {
  resource: 'subcategories',
  access: REFERENCE_ACCESS,
  id: 'idsubcategory',
  table: 'subcategories',
  i18nTable: 'subcategory_i18n',
  type: 'Subcategory',
  label: 'La subcategoría',
  fields: { text: NAME, image: image('subcategory') },
  operations: { list: 'allSubcategories', add: 'addSubcategory', update: 'updSubcategory', delete: 'delSubcategory' },
  usedBy: { table: 'place_subcategories' },
};

export const services: EntityDeclaration = {
  resource: 'services',
  access: REFERENCE_ACCESS,
  id: 'idservice',
  table: 'services',
  i18nTable: 'service_i18n',
  type: 'Service',
  label: 'El servicio',
  fields: {
    question: { kind: 'text', max: TEXT_LIMITS.question, required: { lang: 'es', message: 'La pregunta en español es obligatoria' } },
    text: { kind: 'text', max: TEXT_LIMITS.serviceText, default: '' },
    // The label of each answer 1..5, sent as r1ES…r5PT.
    ...Object.fromEntries(RATINGS.map((n) => [`rating${n}`, { kind: 'text', arg: `r${n}`, max: TEXT_LIMITS.rating } satisfies TextField])),
    // Offered as a search filter on the public site.
    filter: { kind: 'flag', default: false },
  },
  operations: { list: 'allServices', add: 'addService', update: 'updService', delete: 'delService' },
  // A place uses a service once it has answers (votes) for it.
  usedBy: { table: 'service_votes', countDistinct: 'idplace' },
};

export const equipment: EntityDeclaration = {
  resource: 'equipment',
  access: REFERENCE_ACCESS,
  id: 'idequipment',
  table: 'equipment',
  i18nTable: 'equipment_i18n',
  type: 'Equipment',
  label: 'El equipamiento',
  fields: { text: NAME, image: image('equipment') },
  operations: { list: 'allEquipment', add: 'addEquipment', update: 'updEquipment', delete: 'delEquipment' },
  placeLink: 'place_equipment',
  usedBy: { table: 'place_equipment' },
};

export const allergies: EntityDeclaration = {
  resource: 'allergies',
  access: REFERENCE_ACCESS,
  id: 'idallergie',
  table: 'allergies',
  i18nTable: 'allergie_i18n',
  type: 'Allergie',
  label: 'La alergia',
  fields: { text: NAME, image: image('allergie') },
  operations: { list: 'allAllergies', add: 'addAllergies', update: 'updAllergies', delete: 'delAllergies' },
  placeLink: 'place_allergies',
  usedBy: { table: 'place_allergies' },
};

/** In the order of the panel's menu and the API's schema. */
export const REFERENCE_ENTITIES = [categories, subcategories, services, equipment, allergies];
