/**
 * THE operations table: for each react-admin resource, the API's named GraphQL operations per
 * method, their fields, the spec's id field and how params map to arguments (types.ts explains
 * every key; argument types come from the schema). ra-data-graphql's buildQuery (buildQuery.ts)
 * reads it. Adding a resource = adding one row here (docs/dataProvider.md); the contract tests
 * validate every document it produces against the server's schema and run every method against
 * the real API.
 */
import { REFERENCE_IMAGE_TYPES, SORTABLE } from '../../domain';
import type { FilterSpec, OperationsTable, ResourceEntry } from './types';
import { notAvailable } from './errors';
import { REFERENCE_WRITES } from './referenceWrites';
import { placeFieldOf, toPlaceInput, toPlaceUpdate } from './placeInput';

/** What the places list and the dashboard show. */
const PLACE_LIST_FIELDS = `idplace name city province address published create_date update_date plus_code slug
  coverUrl numphotos descriptsLen { lang chars words } category { idcategory text }`;

/** Every field of Place (API.md "Places"): the edit wizard needs them all. */
const PLACE_FIELDS = `idplace name slug hours address city province country zipcode lat lng phone website
  facebook twitter instagram youtube gmaps_url plus_code timezone buy_url buy_price buy_img notes
  published points version create_date update_date
  description { lang text } menu { lang text }
  category { idcategory text } subcategory { idsubcategory text }
  equipment { idequipment text } allergies { idallergie text }
  photos { idmedia url cover attrib } pdfs { idmedia url name } videos { idmedia url name }
  views360 { idmedia url } servicevotes { idservice exists points }
  coverUrl numphotos descriptsLen { lang chars words } userPlaceRating`;

/** Reference lists: every language in one answer, grouped by id in the browser. */
const ALL_LANGS = { lang: 'all' };
const LOCAL_SEARCH: Record<string, FilterSpec> = { q: { local: 'search' } };
const BY_PLACE: Record<string, FilterSpec> = { ...LOCAL_SEARCH, idplace: { arg: 'idplace' } };
const IDS: FilterSpec = { arg: 'ids' };
const SEARCH: FilterSpec = { arg: 'search' };
const LAST_MONTHS: FilterSpec = { arg: 'lastmonths' };

export const OPERATIONS: OperationsTable = {
  places: {
    idField: 'idplace',
    list: {
      query: 'allPlaces',
      count: 'countPlaces',
      fields: PLACE_LIST_FIELDS,
      filters: { q: SEARCH, published: { arg: 'published' }, lastmonths: LAST_MONTHS, ids: IDS },
      sortable: [...SORTABLE.places, 'random'],
    },
    one: { query: 'place', fields: PLACE_FIELDS },
    /** The editor's form values (placeInput.ts) → PlaceInput; files are uploaded after (placeMedia.ts). */
    create: { mutation: 'addPlace', args: ['place'], variables: (data) => ({ place: toPlaceInput(data) }), fieldOf: placeFieldOf },
    update: { mutation: 'updPlace', args: ['place', 'remove_files', 'version'], variables: toPlaceUpdate, fieldOf: placeFieldOf },
    delete: { mutation: 'delPlace' },
    actions: {
      /** The list's status menu: any of the four states directly (part 1 §4). */
      status: { mutation: 'statusPlace', args: ['publish'] },
    },
  },

  categories: {
    idField: 'idcategory',
    list: {
      query: 'allCategories',
      fields: 'idcategory lang text image thumb services { idservice }',
      fixed: ALL_LANGS,
      filters: LOCAL_SEARCH,
      i18n: ['text'],
      references: { services: 'idservice' },
    },
    ...REFERENCE_WRITES.categories,
    upload: { field: 'image', type: REFERENCE_IMAGE_TYPES.categories },
  },

  subcategories: {
    idField: 'idsubcategory',
    list: {
      query: 'allSubcategories',
      fields: 'idsubcategory lang text image thumb',
      fixed: ALL_LANGS,
      filters: LOCAL_SEARCH,
      i18n: ['text'],
    },
    ...REFERENCE_WRITES.subcategories,
    upload: { field: 'image', type: REFERENCE_IMAGE_TYPES.subcategories },
  },

  services: {
    idField: 'idservice',
    list: {
      query: 'allServices',
      fields: 'idservice lang question text rating1 rating2 rating3 rating4 rating5 filter',
      fixed: ALL_LANGS,
      filters: LOCAL_SEARCH,
      i18n: ['question', 'text', 'rating1', 'rating2', 'rating3', 'rating4', 'rating5'],
    },
    ...REFERENCE_WRITES.services,
  },

  equipment: {
    idField: 'idequipment',
    list: {
      query: 'allEquipment',
      fields: 'idequipment lang text image thumb',
      fixed: ALL_LANGS,
      filters: BY_PLACE,
      i18n: ['text'],
    },
    ...REFERENCE_WRITES.equipment,
    upload: { field: 'image', type: REFERENCE_IMAGE_TYPES.equipment },
  },

  allergies: {
    idField: 'idallergie',
    list: {
      query: 'allAllergies',
      fields: 'idallergie lang text image thumb',
      fixed: ALL_LANGS,
      filters: BY_PLACE,
      i18n: ['text'],
    },
    ...REFERENCE_WRITES.allergies,
    upload: { field: 'image', type: REFERENCE_IMAGE_TYPES.allergies },
  },

  /** Read-only for now: the dashboard's latest users and counts; the users screen comes later. */
  users: {
    idField: 'iduser',
    list: {
      query: 'allUsers',
      count: 'countUsers',
      fields: 'iduser name email avatar registration_date last_connection has_facebookid has_googleid has_password newsletter',
      filters: { q: SEARCH, lastmonths: LAST_MONTHS, ids: IDS },
      sortable: SORTABLE.users,
    },
  },

  /** Read-only for now (updReview / delReview come with the reviews screen). */
  reviews: {
    idField: 'idreview',
    list: {
      query: 'allReviews',
      count: 'countReviews',
      fields: 'idreview idplace place iduser user text published date',
      filters: { q: SEARCH, idplace: { arg: 'idplace' }, iduser: { arg: 'iduser' }, lastmonths: LAST_MONTHS, ids: IDS },
      sortable: SORTABLE.reviews,
    },
  },
};

/** The entry of a resource, or a clear Spanish error for a name the table does not know. */
export function entryOf(resource: string): ResourceEntry {
  const entry = Object.hasOwn(OPERATIONS, resource) ? OPERATIONS[resource] : undefined;
  if (!entry) throw notAvailable(resource, `Recurso desconocido: ${resource}`);
  return entry;
}
