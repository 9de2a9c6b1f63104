/**
 * The shape of one row of the operations table (operations.ts): how a react-admin resource maps to
 * the API's named GraphQL operations. Every field is data; the provider's code is generic.
 * Argument TYPES are not written here: buildQuery reads them from the schema's introspection.
 */

/** The react-admin methods the table can serve. */
export const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
export type Method = (typeof METHODS)[number];

/**
 * A react-admin filter key. `{arg}`: sent to the server as that argument of the list query (on a
 * paged list the count query receives it too). `{local: 'search'}`: matched in the browser,
 * accent- and case-insensitive (local lists only).
 */
export type FilterSpec = { arg: string } | { local: 'search' };

export interface ListSpec {
  /** The list query, e.g. 'allPlaces'. */
  query: string;
  /**
   * Its count query with the same filter arguments, e.g. 'countPlaces'. Present: the server pages
   * (items, page, order) and answers list + count in one request. Absent: the server returns the
   * whole list and the provider filters, sorts and pages it locally.
   */
  count?: string;
  /** The selection set of one row (GraphQL syntax, without the outer braces). */
  fields: string;
  /** Arguments always sent, written into the document, e.g. { lang: 'all' }. */
  fixed?: Record<string, string | number | boolean>;
  /** react-admin filter key → how it is applied. Unknown keys are refused on paged lists. */
  filters?: Record<string, FilterSpec>;
  /** Sort fields the server accepts in `order` (domain SORTABLE; react-admin's 'id' maps to idField). */
  sortable?: readonly string[];
  /**
   * Per-language fields: the server answers one row per (id, lang) and the provider groups them
   * into one record per id, each field an object by language in the order EN, ES, GL, PT
   * (`text: {en, es, gl, pt}`: the shape react-admin's TranslatableInputs edits).
   */
  i18n?: readonly string[];
  /**
   * Fields that list related records as objects, with the key of their id, e.g.
   * `{ services: 'idservice' }`: `services { idservice }` reaches react-admin as an array of ids
   * (what ReferenceArrayInput edits).
   */
  references?: Record<string, string>;
  /**
   * Fields whose 0 means "none" in the API (a CMS page's parent): read as null, what an empty
   * ReferenceInput holds (it would otherwise look for record 0); the row's variables send 0 back.
   */
  none?: readonly string[];
}

/** The one-record query, e.g. place(idplace). Its argument is the resource's idField. */
export interface OneSpec {
  query: string;
  fields: string;
  /** Arguments always sent, written into the document. */
  fixed?: Record<string, string | number | boolean>;
}

export interface MutationSpec {
  /** e.g. 'addPlace', 'updCategory', 'delEquipment'. */
  mutation: string;
  /** update/delete/actions: the name of the id argument (default: the resource's idField). */
  idArg?: string;
  /** Payload argument names, e.g. ['place'] or ['textES', 'textEN', ...]; their types come from the schema. */
  args?: readonly string[];
  /**
   * Turns react-admin's `data` into the payload variables. Default: each name of `args` is taken
   * from `data` under the same name (absent values are left out). An update also gets react-admin's
   * `previousData` (the record as the form opened it), e.g. to name the media removed since.
   */
  variables?: (data: Record<string, unknown>, previousData?: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The form field behind an argument the server refuses (BAD_USER_INPUT names the argument, e.g.
   * 'r3GL' → 'rating3.gl'): the error then reaches react-admin as a server-side validation error
   * and shows under that input. Absent: a refusal is not tied to any input.
   */
  fieldOf?: (arg: string) => string | undefined;
  /** A CONFLICT naming an argument (addStaff: the e-mail is taken) shows under its field too. */
  fieldConflicts?: boolean;
  /**
   * The selection set when the mutation answers an object rather than an id or a number (addStaff,
   * updStaff → User): the answer must carry the resource's idField, and the saved record is read from it.
   */
  returns?: string;
}

/**
 * A file field saved after the record (API.md "Uploads"): after create / update, a new file in
 * `field` (react-admin's ImageInput value, {rawFile, src}) is posted to /api/upload with this
 * `type` and the record's id, and the stored URL replaces it.
 */
export interface UploadSpec {
  field: string;
  type: string;
}

/**
 * A resource that is ONE record (the site configuration): the list query answers its rows whole
 * (e.g. allConfig's {field, content}) and `toRecord` turns them into the record react-admin edits,
 * under the fixed id `id`. getOne (and getList / getMany, which answer that record alone) read it;
 * `update` saves it: its mutation takes no id argument, and its `variables` turn the record back
 * into the payload (e.g. saveConfig(items)). Other methods are refused before any request.
 */
export interface SingletonSpec {
  /** The record's react-admin id, e.g. 'config' (its edit page needs no id in the URL). */
  id: string;
  /** The list query's rows → the record's fields (without `id`). */
  toRecord: (rows: Record<string, unknown>[]) => Record<string, unknown>;
}

export interface ResourceEntry {
  /** The spec's id field (idplace, idcategory, ...): copied to react-admin's `id`. On a singleton, each row's key (e.g. 'field'). */
  idField: string;
  list: ListSpec;
  /** One record, not a list of them (see SingletonSpec). */
  singleton?: SingletonSpec;
  /** Absent: getOne reads the list (ids filter on paged lists, the whole list on local ones). */
  one?: OneSpec;
  /** add → the new id (> 0), or (`returns`) the new record. */
  create?: MutationSpec;
  /** upd → a positive number or true, or (`returns`) the record. Also serves updateMany (one aliased field per id, one request). */
  update?: MutationSpec;
  /** del → true. Also serves deleteMany (one aliased field per id, one request). */
  delete?: MutationSpec;
  /**
   * Named mutations on one record beyond react-admin's methods (e.g. places' `status` →
   * statusPlace(idplace, publish)), called as dataProvider.action(resource, name, {id, data}).
   * Like upd: the id argument plus `args`; the answer must be a positive number or true.
   */
  actions?: Record<string, MutationSpec>;
  /** A file saved after create / update through withLifecycleCallbacks (lifecycle.ts). */
  upload?: UploadSpec;
}

export type OperationsTable = Record<string, ResourceEntry>;
