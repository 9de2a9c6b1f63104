/**
 * The fields each list can be sorted by (`order: 'field'` or `'field DESC'`). The API maps each
 * name to SQL through a table typed by these lists, and the panel offers exactly these columns.
 */
export const SORTABLE = {
  /** Part 1 §2: name, idplace, city, published, create_date, update_date, plus_code. */
  places: ['name', 'idplace', 'city', 'published', 'create_date', 'update_date', 'plus_code'],
  users: ['iduser', 'name', 'email', 'registration_date', 'last_connection'],
  reviews: ['idreview', 'date', 'published', 'idplace', 'iduser'],
  /** CMS pages and chains: their Spanish title / name (part 2 §2 columns). */
  cms: ['idcms', 'title', 'published', 'cms_type', 'create_date', 'update_date'],
  chains: ['idchain', 'name', 'published', 'create_date', 'update_date'],
  /** Events: name, status, type and dates (part 2 §2 columns). */
  events: ['idevent', 'name', 'published', 'type', 'create_date', 'update_date'],
  /** Suggestions: date, status (0 open, 1 closed), place and user (part 2 §2 columns). */
  suggestions: ['idsuggestion', 'create_date', 'status', 'idplace', 'iduser'],
  /** The change history: newest first (issue 19). */
  history: ['date', 'idhistory'],
} as const;

export type SortableResource = keyof typeof SORTABLE;
export type SortField<R extends SortableResource> = (typeof SORTABLE)[R][number];

/** Each list's default order. */
export const DEFAULT_ORDER = {
  places: { field: 'idplace', order: 'DESC' },
  users: { field: 'registration_date', order: 'DESC' },
  reviews: { field: 'date', order: 'DESC' },
  cms: { field: 'idcms', order: 'DESC' },
  chains: { field: 'idchain', order: 'DESC' },
  events: { field: 'idevent', order: 'DESC' },
  suggestions: { field: 'create_date', order: 'DESC' },
  history: { field: 'date', order: 'DESC' },
} as const satisfies { [R in SortableResource]: { field: SortField<R>; order: 'ASC' | 'DESC' } };
