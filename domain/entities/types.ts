/**
 * The shape of an entity declaration: everything about a regular entity that the API and the
 * panel both derive from (docs/dataProvider.md, «Añadir un recurso»). The API builds from it the
 * entity's tables (for drizzle-kit's migration), its GraphQL type, list query, add / upd / del
 * mutations and their checks; the panel builds its data provider row. Pure data: no SQL, no React.
 */
import type { Lang } from '../languages';
import type { SortableResource } from '../sorting';
import type { ResourceAccess } from '../roles';

/** A text stored per language (one row per id and language in the entity's i18n table). */
export interface TextField {
  kind: 'text';
  /** Argument prefix of its per-language arguments (`${arg}ES`…); the field's name when absent. */
  arg?: string;
  /** Longest value, in characters, per language. */
  max: number;
  /** The column's default in the database ('' lets a language be left empty). */
  default?: string;
  /** A language whose value may not be empty, and the Spanish message when it is. */
  required?: { lang: Lang; message: string };
  /** Rich text (HTML): kept only as the one sanitiser leaves it (server/text/richText.ts). */
  rich?: boolean;
  /** Matched by the list's `search` (paged lists), in every language. */
  searched?: boolean;
}

/**
 * A text of the main table, one for every language (an event's name and description): an argument
 * of the field's name, trimmed, '' when missing.
 */
export interface PlainTextField {
  kind: 'plain';
  max: number;
  /** The Spanish message when it is empty. */
  required?: string;
  /** Rich text (HTML): kept only as the one sanitiser leaves it. */
  rich?: boolean;
  /** Matched by the list's `search` (paged lists). */
  searched?: boolean;
}

/** A yes / no column of the main table (an argument of the same name). */
export interface FlagField {
  kind: 'flag';
  default: boolean;
}

/** An interface image in the main table's `image` column, uploaded with /api/upload `type`. */
export interface ImageField {
  kind: 'image';
  /** The upload form's `type` (API.md "Uploads"). */
  upload: string;
  /** Its folder under UPLOAD_DIR/reference/. */
  folder: string;
}

/**
 * Links to entries of another declared entity, kept in a link table (this entity's id, the other's
 * id), read as `field { <other id> }` and written as a comma list "1,2,3" in an argument of the
 * field's name; unknown ids are refused.
 */
export interface LinksField {
  kind: 'links';
  /** The link table. */
  table: string;
  /** The linked entity's resource name. */
  entity: string;
  /** Spanish words of the refusals: the list ('servicios'), "No existe el servicio 7", "No existen los servicios 7, 9". */
  words: { list: string; missingOne: string; missingMany: string };
}

/** An address in the main table (a cover image URL…): '' or an http(s) URL (domain's link rule). */
export interface UrlField {
  kind: 'url';
  max: number;
}

/**
 * A value of the main table out of a fixed set: a small integer (published 1/0, cms_type 1..3) or a
 * code (an event's type, a country). A value outside it is refused with the Spanish message; so is
 * a missing one when there is no default.
 */
export interface ChoiceField {
  kind: 'choice';
  values: readonly number[] | readonly string[];
  default: number | string | null;
  message: string;
}

/** Another entry of the same entity (a parent page); 0 is "none" (stored as null). */
export interface ParentField {
  kind: 'parent';
}

/**
 * Rows of another table that point at this entry through a column of theirs (places.idchain): each
 * belongs to at most one entry. Read as their ids (and `${name}_count`), written as a comma list
 * "1,2,3" in an argument of the field's name: the listed rows point here (moving from another
 * entry if they were in one), the others that did stop pointing here.
 */
export interface MembersField {
  kind: 'members';
  /** Their table, id and the column that points here. */
  table: string;
  id: string;
  column: string;
  /** Spanish words of the refusals, as a links field's. */
  words: { list: string; missingOne: string; missingMany: string };
}

/**
 * Files and links of the `media` table owned by the entry (its column `media.${entity.id}`): photos
 * and PDFs arrive through /api/upload (`upload` type, the entry's id in the form field of its id);
 * videos in the write itself, as their whole list [{id?, url, name}]. Read as [{idmedia, url, name}].
 * An entity with media fields also takes `remove_files`: ids of its media to delete.
 */
export interface MediaField {
  kind: 'media';
  /** media.kind of its rows. */
  media: 'photo' | 'pdf' | 'video';
}

export type FieldDeclaration =
  TextField | PlainTextField | FlagField | ImageField | LinksField | UrlField | ChoiceField | ParentField | MembersField | MediaField;

/**
 * A list the server pages (API.md conventions): `count` (countX with the same filters), `items`
 * and `page`, `order` among the sortable fields of domain/sorting.ts, `search` over the texts
 * marked `searched`, `ids`; and a one-record query. With `lang: "all"` (the panel's) the page
 * holds every language's row of each of its entries.
 */
export interface PagedList {
  /** Its key in domain/sorting.ts SORTABLE / DEFAULT_ORDER. */
  sortable: SortableResource;
  /** Items per page when the caller sends none. */
  pageSize: number;
  /** The list's language when the caller sends none. */
  defaultLang: Lang | 'all';
}

export interface EntityDeclaration {
  /** The panel's resource name (react-admin `<Resource name>`), e.g. 'equipment'. */
  resource: string;
  /** The spec's integer id, e.g. 'idequipment'. */
  id: string;
  /** Main table; per-language texts live in `${i18nTable}` (id, lang, …texts). */
  table: string;
  /** Absent: the entity has no per-language texts (an event); one row per entry, no `lang`. */
  i18nTable?: string;
  /** GraphQL type of one row (one per id and language, or one per entry without i18nTable). */
  type: string;
  /**
   * The writes take their values in one input object instead of one argument each:
   * add(event: EventInput!), upd(idevent, event: EventInput!).
   */
  input?: { arg: string; type: string };
  /**
   * Which role reads it, writes it and sees its screens (domain/roles.ts: CONTENT_ACCESS,
   * REFERENCE_ACCESS, ADMIN_ACCESS); the API's guard and the panel's canAccess follow it.
   */
  access: ResourceAccess;
  /** Spanish name with its article, for messages: "El equipamiento 12 no existe". */
  label: string;
  /** In the order of the type's fields and the mutations' arguments. */
  fields: Record<string, FieldDeclaration>;
  /** The spec's operation names, exactly as the API contract has them (addAllergies, updCategory). */
  operations: { list: string; add: string; update: string; delete: string; count?: string; one?: string };
  /** The name of the id argument of upd / del (default 'id'; 'idcms' for updCMS(idcms)). */
  writeId?: string;
  /** Paged on the server, with a one-record query (operations.count and .one). Absent: the whole list. */
  paged?: PagedList;
  /** The main table keeps update_date (set on every upd) besides create_date; both are read. */
  dated?: boolean;
  /** The list also takes `idplace`: only entries linked to that place through this link table. */
  placeLink?: string;
  /**
   * What forbids deletion: the entry is used by places through this table (CONFLICT with how many;
   * countDistinct: count that column's distinct values instead of rows). Absent: always deletable.
   */
  usedBy?: { table: string; countDistinct?: string };
}

/** The argument prefix of a text field. */
export const argOf = (name: string, field: TextField): string => field.arg ?? name;
