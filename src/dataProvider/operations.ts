/**
 * THE operations table: for each react-admin resource, the API's named GraphQL operations per
 * method, their fields, the spec's id field and how params map to arguments (types.ts explains
 * every key; argument types come from the schema). ra-data-graphql's buildQuery (buildQuery.ts)
 * reads it. A declared entity (domain/entities) gets its row from its declaration (entityRows.ts);
 * another resource is one row written here (docs/dataProvider.md); the contract tests
 * validate every document it produces against the server's schema and run every method against
 * the real API.
 */
import { SORTABLE, isStaffRole } from '../../domain';
import type { FilterSpec, OperationsTable, ResourceEntry } from './types';
import { notAvailable } from './errors';
import { ENTITY_ROWS } from './entityRows';
import { placeFieldOf, toPlaceInput, toPlaceUpdate } from './placeInput';
import { USER_ACTIVITY_FIELDS } from './custom/userActivity';
import { CONFIG_ID, configFieldOf, toConfigItems, toConfigRecord } from './configRecord';

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

/** A suggestion as its list and its form show it. */
const SUGGESTION_FIELDS = 'idsuggestion idplace place iduser user email reason status create_date';

/** A user as the users list shows them (role: null for a directory user; disabled: a staff account turned off). */
const USER_FIELDS =
  'iduser name email avatar registration_date last_connection has_facebookid has_googleid has_password newsletter role disabled';

/** The staff form's fields, as addStaff / updStaff name them in BAD_USER_INPUT and CONFLICT. */
const STAFF_FIELDS = new Set(['email', 'name', 'password', 'role', 'disabled']);
const staffFieldOf = (arg: string) => (STAFF_FIELDS.has(arg) ? arg : undefined);

/** addStaff's arguments: every one present (a missing one is the server's BAD_USER_INPUT under its field); texts trimmed, never the password. */
const toStaffInput = (data: Record<string, unknown>) => ({
  email: typeof data.email === 'string' ? data.email.trim() : '',
  name: typeof data.name === 'string' ? data.name.trim() : '',
  password: typeof data.password === 'string' ? data.password : '',
  role: typeof data.role === 'string' ? data.role : '',
});

/**
 * updStaff's changes: what differs from the record as the form opened it (an absent argument stays
 * as it is), so saving an untouched role never asks the API to «change» it.
 */
function toStaffUpdate(data: Record<string, unknown>, previous: Record<string, unknown> = {}) {
  return {
    ...(isStaffRole(data.role) && data.role !== previous.role ? { role: data.role } : {}),
    ...(typeof data.disabled === 'boolean' && data.disabled !== previous.disabled ? { disabled: data.disabled } : {}),
  };
}

/** A review's changes as updReview takes them: only its text and / or published. */
const toReviewInput = (data: Record<string, unknown>) => ({
  ...(typeof data.text === 'string' ? { text: data.text } : {}),
  ...(typeof data.published === 'boolean' ? { published: data.published } : {}),
});

const IDS: FilterSpec = { arg: 'ids' };
const SEARCH: FilterSpec = { arg: 'search' };
const LAST_MONTHS: FilterSpec = { arg: 'lastmonths' };
const MISSING: FilterSpec = { arg: 'missing_translation' };

export const OPERATIONS: OperationsTable = {
  places: {
    idField: 'idplace',
    list: {
      query: 'allPlaces',
      count: 'countPlaces',
      fields: PLACE_LIST_FIELDS,
      filters: { q: SEARCH, published: { arg: 'published' }, lastmonths: LAST_MONTHS, ids: IDS, missing_translation: MISSING },
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

  /** The declared entities (domain/entities): the reference lists. */
  ...ENTITY_ROWS,

  /**
   * Users (part 2 §2): the list (paged, searched; `staff`: staff accounts only) and one user with the
   * counts of their activity. Staff accounts (issue 19, administrators only): create → addStaff,
   * update → updStaff (role, disabled), both answering the User.
   */
  users: {
    idField: 'iduser',
    list: {
      query: 'allUsers',
      count: 'countUsers',
      fields: USER_FIELDS,
      filters: { q: SEARCH, lastmonths: LAST_MONTHS, staff: { arg: 'staff' }, ids: IDS },
      sortable: SORTABLE.users,
    },
    /** The activity: the user, the counts and the first page of each panel; later pages through getUserActivity (custom/userActivity.ts). */
    one: { query: 'user', fields: `${USER_FIELDS} ${USER_ACTIVITY_FIELDS}` },
    create: {
      mutation: 'addStaff',
      args: ['email', 'name', 'password', 'role'],
      variables: toStaffInput,
      returns: USER_FIELDS,
      fieldOf: staffFieldOf,
      fieldConflicts: true,
    },
    update: {
      mutation: 'updStaff',
      args: ['role', 'disabled'],
      variables: toStaffUpdate,
      returns: USER_FIELDS,
      fieldOf: staffFieldOf,
      fieldConflicts: true,
    },
  },

  /**
   * Reviews (part 2 §2 "Reviews list"): paged and searched on the server; update (the published
   * toggle, censoring with domain CENSORED_TEXT) and delete, and so the bulk publish / unpublish /
   * delete (updateMany / deleteMany: one request of aliased updReview / delReview).
   */
  reviews: {
    idField: 'idreview',
    list: {
      query: 'allReviews',
      count: 'countReviews',
      fields: 'idreview idplace place iduser user text published date',
      filters: {
        q: SEARCH,
        idplace: { arg: 'idplace' },
        iduser: { arg: 'iduser' },
        published: { arg: 'published' },
        lastmonths: LAST_MONTHS,
        ids: IDS,
      },
      sortable: SORTABLE.reviews,
    },
    update: { mutation: 'updReview', args: ['review'], variables: (data) => ({ review: toReviewInput(data) }) },
    delete: { mutation: 'delReview' },
  },

  /** Suggestions (part 2 §2): paged and searched on the server; read one, close / reopen (`status`), delete. */
  suggestions: {
    idField: 'idsuggestion',
    list: {
      query: 'allSuggestions',
      count: 'countSuggestions',
      fields: SUGGESTION_FIELDS,
      filters: { q: SEARCH, status: { arg: 'status' }, idplace: { arg: 'idplace' }, iduser: { arg: 'iduser' }, ids: IDS },
      sortable: SORTABLE.suggestions,
    },
    one: { query: 'suggestion', fields: SUGGESTION_FIELDS },
    delete: { mutation: 'delSuggestion' },
    actions: {
      /** The form's 'Cerrar sugerencia' (1) / 'Reabrir sugerencia' (0). */
      status: { mutation: 'updSuggestion', args: ['status'] },
    },
  },

  /**
   * The change history (issue 19), read-only: 'Historial' of each edit screen (filter resource +
   * recordId, or iduser) and 'Actividad del panel' (search: the writer's name or e-mail, resource,
   * from / to dates). The entry's record id comes as recordId (react-admin's id is idhistory).
   */
  history: {
    idField: 'idhistory',
    list: {
      query: 'history',
      count: 'countHistory',
      fields: 'idhistory resource recordId: id action iduser user date changes { field before after }',
      filters: {
        q: SEARCH,
        resource: { arg: 'resource' },
        recordId: { arg: 'id' },
        iduser: { arg: 'iduser' },
        from: { arg: 'from' },
        to: { arg: 'to' },
        ids: IDS,
      },
      sortable: SORTABLE.history,
    },
  },

  /** The site configuration: one record (types.ts SingletonSpec), read from allConfig, saved by saveConfig. */
  config: {
    idField: 'field',
    list: { query: 'allConfig', fields: 'field content create_date update_date' },
    singleton: { id: CONFIG_ID, toRecord: toConfigRecord },
    update: { mutation: 'saveConfig', args: ['items'], variables: (data) => ({ items: toConfigItems(data) }), fieldOf: configFieldOf },
  },
};

/** The entry of a resource, or a clear Spanish error for a name the table does not know. */
export function entryOf(resource: string): ResourceEntry {
  const entry = Object.hasOwn(OPERATIONS, resource) ? OPERATIONS[resource] : undefined;
  if (!entry) throw notAvailable(resource, `Recurso desconocido: ${resource}`);
  return entry;
}
