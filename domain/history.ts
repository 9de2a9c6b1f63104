/**
 * The change history (issue 19): what an entry says and what the API accepts to filter it. The API
 * records, the panel shows; both read these.
 */

/** What a write did to a record. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A resource name as the history stores it (places, events, cms, users, config...). */
export const HISTORY_RESOURCE = /^[a-z][a-z_]{0,39}$/;

/** The site configuration is one record: its entries carry this id. */
export const CONFIG_HISTORY_ID = 0;

/** A per-language field is noted with the language's code in capitals after its name: nameES, descriptionGL. */
export const HISTORY_LANG_SUFFIX = /^(.+?)(EN|ES|GL|PT)$/;

/** The resources whose writes are recorded: places, every declared entity, and these. */
export const HISTORY_OTHER_RESOURCES = ['places', 'reviews', 'suggestions', 'users', 'config'] as const;
