/**
 * The five reference lists as data (part 2 §2): what each table shows and what its modal edits.
 * One generic screen (ReferenceSection) reads this; the four route screens only pick entries.
 */

export type RefResource = 'categories' | 'subcategories' | 'services' | 'equipment' | 'allergies';

/** The `type` field of an interface-image upload (part 2 §7 "Uploads"). */
export type UploadType = 'category' | 'subcategory' | 'equipment' | 'allergie';

export interface RefListConfig {
  /** The data provider's resource (operations.ts). */
  resource: RefResource;
  /** 'texts': one text per language; 'service': question, text and five rating labels per language. */
  kind: 'texts' | 'service';
  /** Present: the entry has an image, uploaded with this type after save. */
  uploadType?: UploadType;
  /** A search box that filters the table in the browser (any of the four texts). */
  search?: boolean;
  /** The modal chooses the linked services (categories). */
  linksServices?: boolean;
}

export const REF_LISTS: Record<RefResource, RefListConfig> = {
  categories: { resource: 'categories', kind: 'texts', uploadType: 'category', linksServices: true },
  subcategories: { resource: 'subcategories', kind: 'texts', uploadType: 'subcategory', search: true },
  services: { resource: 'services', kind: 'service' },
  equipment: { resource: 'equipment', kind: 'texts', uploadType: 'equipment', search: true },
  allergies: { resource: 'allergies', kind: 'texts', uploadType: 'allergie' },
};

/** i18n key of a list's text: title, add, edit. */
export const listText = (config: RefListConfig, what: 'title' | 'add' | 'edit') =>
  `app.reference.lists.${config.resource}.${what}`;
