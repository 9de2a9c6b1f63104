/** Places, their per-language texts, their links to the reference lists, votes and ratings (part 1 §3). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  type IndexBuilder,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, langCheck, langColumn, sortKey, updatedAt } from './common';
import { allergies, categories, equipment, services, subcategories } from './entities';
import { users } from './users';
import { chains } from './entities';

export const places = pgTable(
  'places',
  {
    idplace: serial('idplace').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    country: text('country').notNull().default('ES'),
    zipcode: text('zipcode').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    gmapsUrl: text('gmaps_url').notNull().default(''),
    plusCode: text('plus_code').notNull().default(''),
    timezone: text('timezone').notNull().default(''),
    buyUrl: text('buy_url').notNull().default(''),
    buyPrice: text('buy_price').notNull().default(''),
    buyImg: text('buy_img').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Part 1 §3 "Hours": a JSON list (alwaysOpen / seasonOpen / one entry per day). */
    hours: jsonb('hours')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Overall rating given by staff: 0 (none) or 1..5. */
    points: smallint('points').notNull().default(0),
    /** 0 draft, 1 published, 2 permanently closed, 3 temporarily closed (part 1 §4). */
    published: smallint('published').notNull().default(0),
    /** Bumps on every write of the place through addPlace/updPlace: edit conflicts compare it (docs/api.md). */
    version: integer('version').notNull().default(1),
    /**
     * The languages whose description is not empty, as a mask (en 1, es 2, gl 4, pt 8): the lists'
     * «Falta traducción» filter. Kept by triggers on place_i18n (migration 0020).
     */
    described: smallint('described').notNull().default(0),
    idchain: integer('idchain').references(() => chains.idchain, { onDelete: 'set null' }),
    iduser: integer('iduser').references(() => users.iduser, { onDelete: 'set null' }),
    createDate: createdAt(),
    updateDate: updatedAt(),
    /** What a search matches, normalised once per write (search_norm: lower case, no accents). */
    searchLocality: text('search_locality').generatedAlwaysAs(sql`search_norm(city || ' ' || province)`),
    searchNameAddress: text('search_name_address').generatedAlwaysAs(sql`search_norm(name || ' ' || address)`),
    /**
     * search_name_address cut at its first space: the name's first word (head) and all after it
     * (tail, from that space). A word has no spaces, so it lies in one of the two (migration 0025).
     */
    searchHead: text('search_head').generatedAlwaysAs(sql`split_part(search_norm(name || ' ' || address), ' ', 1)`),
    searchTail: text('search_tail').generatedAlwaysAs(
      sql`substr(search_norm(name || ' ' || address), length(split_part(search_norm(name || ' ' || address), ' ', 1)) + 1)`,
    ),
    /** What the list sorts by name and city: Spanish order (common.ts sortKey). */
    sortName: sortKey('sort_name', 'name'),
    sortCity: sortKey('sort_city', 'city'),
  },
  (t) => [
    check('places_published_ck', sql`${t.published} between 0 and 3`),
    check('places_points_ck', sql`${t.points} between 0 and 5`),
    check('places_lat_ck', sql`${t.lat} is null or ${t.lat} between -90 and 90`),
    check('places_lng_ck', sql`${t.lng} is null or ${t.lng} between -180 and 180`),
    index('places_published_idx').on(t.published, t.idplace),
    // Each sortable column with idplace, the list's tie-breaker: a page is the first rows of one index.
    index('places_create_date_idx').on(t.createDate, t.idplace),
    index('places_update_date_idx').on(t.updateDate, t.idplace),
    // City and plus code INCLUDE what a search and the filters read (migration 0032).
    index('places_city_idx').on(t.sortCity, t.idplace),
    index('places_name_idx').on(t.sortName, t.idplace),
    index('places_plus_code_idx').on(t.plusCode, t.idplace),
    index('places_idchain_idx').on(t.idchain),
    index('places_iduser_idx').on(t.iduser),
    index('places_described_idx').on(t.described, t.idplace),
    // The same orders within one locality (a search whose words all lie in a few localities) and
    // within one mask of described languages («Falta traducción», idplace: places_described_idx): each
    // group is read in the page's order (server/modules/places/pageGroups.ts).
    index('places_locality_idplace_idx').on(t.searchLocality, t.idplace),
    ...ordersWithin('locality', t.searchLocality, t),
    ...ordersWithin('described', t.described, t),
    // The places of a locality by described languages and state: «Falta traducción» with a search
    // counts a locality's places from this index alone (server/modules/places/count.ts).
    index('places_locality_described_idx').on(t.searchLocality, t.described, t.published),
    // The name order within one first word: «restaurante» sorted by name reads the places named
    // «Restaurante …» in order (server/graphql/searchedPage.ts, groups).
    index('places_head_name_idx').on(t.searchHead, t.sortName, t.idplace),
  ],
);

/** Index (group, column, idplace) per sortable column but idplace: `places_${group}_${column}_idx`. */
type OrderColumns = Record<'sortName' | 'sortCity' | 'published' | 'createDate' | 'updateDate' | 'plusCode' | 'idplace', AnyPgColumn>;

function ordersWithin(group: string, key: AnyPgColumn, t: OrderColumns): IndexBuilder[] {
  const columns: [string, AnyPgColumn][] = [
    ['name', t.sortName],
    ['city', t.sortCity],
    ['published', t.published],
    ['create_date', t.createDate],
    ['update_date', t.updateDate],
    ['plus_code', t.plusCode],
  ];
  return columns.map(([name, column]) => index(`places_${group}_${name}_idx`).on(key, column, t.idplace));
}

/** Description and menu of a place, one row per language that has any. */
export const placeI18n = pgTable(
  'place_i18n',
  {
    idplace: integer('idplace')
      .notNull()
      .references(() => places.idplace, { onDelete: 'cascade' }),
    lang: langColumn(),
    description: text('description').notNull().default(''),
    menu: text('menu').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.idplace, t.lang] }), check('place_i18n_lang_ck', langCheck(t))],
);

/** A link table between places and one reference list; both sides cascade. */
function placeLink<N extends string, C extends string>(table: N, column: C, target: () => import('drizzle-orm/pg-core').AnyPgColumn) {
  return pgTable(
    table,
    {
      idplace: integer('idplace')
        .notNull()
        .references(() => places.idplace, { onDelete: 'cascade' }),
      ref: integer(column).notNull().references(target, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.idplace, t.ref] }), index(`${table}_${column}_idx`).on(t.ref, t.idplace)],
  );
}

export const placeCategories = placeLink('place_categories', 'idcategory', () => categories.idcategory);
export const placeSubcategories = placeLink('place_subcategories', 'idsubcategory', () => subcategories.idsubcategory);
export const placeEquipment = placeLink('place_equipment', 'idequipment', () => equipment.idequipment);
export const placeAllergies = placeLink('place_allergies', 'idallergie', () => allergies.idallergie);

/** Answers to the service questions for a place: one per (place, service, user); staff answers too. */
export const serviceVotes = pgTable(
  'service_votes',
  {
    idvote: serial('idvote').primaryKey(),
    idplace: integer('idplace')
      .notNull()
      .references(() => places.idplace, { onDelete: 'cascade' }),
    idservice: integer('idservice')
      .notNull()
      .references(() => services.idservice, { onDelete: 'cascade' }),
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    /** 0 = No, 1..5 on the service's rating labels. */
    points: smallint('points').notNull(),
    createDate: createdAt(),
  },
  (t) => [
    check('service_votes_points_ck', sql`${t.points} between 0 and 5`),
    uniqueIndex('service_votes_place_service_user_uq').on(t.idplace, t.idservice, t.iduser),
    index('service_votes_iduser_idx').on(t.iduser),
    index('service_votes_idservice_idx').on(t.idservice),
  ],
);

/** Star ratings (1..5) that directory users give to places. */
export const ratings = pgTable(
  'ratings',
  {
    idplace: integer('idplace')
      .notNull()
      .references(() => places.idplace, { onDelete: 'cascade' }),
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    points: smallint('points').notNull(),
    createDate: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.idplace, t.iduser] }),
    check('ratings_points_ck', sql`${t.points} between 1 and 5`),
    index('ratings_iduser_idx').on(t.iduser),
  ],
);
