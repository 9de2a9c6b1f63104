/**
 * Sizes and limits that the API enforces and the panel respects before sending (so a user never
 * types past a limit unknowingly). Part 1 §9, part 2 §9, and the API's own bounds (docs/api.md).
 */

/** Largest page a list query answers (`items`). */
export const MAX_ITEMS = 100;
/** Largest page number a list accepts. */
export const MAX_PAGE = 1_000_000;
/**
 * Counts of a list (countX) may stop early: with `upto`, a count that would read more rows than that
 * answers `upto` itself ("at least upto"); below it, or from the stored counters, it is exact. The
 * panel asks up to EXACT_COUNT + 1 (more when its page is deeper) and shows "más de 10.000" when the
 * answer is that bound, instead of making the admin wait for a million rows to be counted.
 */
export const EXACT_COUNT = 10_000;
/** Largest `upto` a count accepts: the last row of the last page (MAX_PAGE × MAX_ITEMS) and one more. */
export const MAX_COUNT_UPTO = MAX_PAGE * MAX_ITEMS + 1;
/** Longest search text, in characters. */
export const MAX_SEARCH = 200;
/** Most words of a search that are matched (each one is an indexed LIKE). */
export const MAX_SEARCH_WORDS = 8;
/** Most ids in one `ids` filter. */
export const MAX_IDS = 1000;
/** Largest integer id (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

/** Page sizes of the panel's lists (part 1 §9: places 15; part 2 §9: events, CMS and chains 25). */
export const PAGE_SIZE = { places: 15, events: 25, cms: 25, chains: 25, users: 25, reviews: 25, suggestions: 25, history: 25 } as const;
/** The home dashboard shows the latest 5 places and 5 users. */
export const DASHBOARD_LATEST = 5;

/** Reference-list texts, in characters (per language). */
export const TEXT_LIMITS = {
  /** Names of categories, subcategories, equipment and allergies. */
  name: 200,
  /** A service's question. */
  question: 500,
  /** A service's explanatory text. */
  serviceText: 500,
  /** Each of a service's five rating labels. */
  rating: 60,
} as const;

/** `lastmonths` filters (new places, users, reviews): 1 month to 100 years. */
export const LAST_MONTHS = { min: 1, max: 1200 } as const;

/**
 * Fields of a place as addPlace/updPlace accept them, in characters. The spec puts no limit on
 * descriptions (part 1 §5: only a counter); these bounds only stop hostile input.
 */
export const PLACE_LIMITS = {
  name: 200,
  address: 300,
  /** city, province, zipcode-like short texts. */
  short: 100,
  zipcode: 20,
  phone: 60,
  plus_code: 30,
  timezone: 64,
  buy_price: 100,
  /** website, social links, gmaps_url, buy_url, buy_img, photo and video URLs. */
  url: 2000,
  notes: 5000,
  /** A photo's attribution (HTML). */
  attrib: 1000,
  /** A video's title. */
  videoName: 300,
  /** The attribution sent with an uploaded photo (/api/upload `attrib[]`). */
  uploadAttrib: 500,
  /** The title sent with an uploaded PDF (/api/upload `pdftitle[]`). */
  pdfTitle: 200,
  /** Each description or menu, per language. */
  richText: 200_000,
  /** Ids in one list (categories, allergies...) and entries in photos, videos, services, remove_files. */
  listItems: 200,
} as const;
