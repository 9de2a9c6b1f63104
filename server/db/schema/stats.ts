/**
 * place_counts: how many places there are per (state, city, province), kept exact by statement-level
 * triggers on places (migration 0006). countPlaces answers from it instead of counting a million rows:
 * the total and each state by summing a few hundred rows, and a search's matches in the city or
 * province by summing the localities whose normalised text matches (docs/api.md "Rendimiento").
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const placeCounts = pgTable(
  'place_counts',
  {
    published: smallint('published').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    /** search_norm(city || ' ' || province), set by the trigger. */
    locNorm: text('loc_norm').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.published, t.city, t.province] })],
);

/**
 * place_heads: each distinct first word of the places' names (places.search_head) with how many places
 * carry it, kept exact by statement-level triggers on places (migration 0025). A search sorted by
 * name finds here the first words that hold its word without reading a place.
 */
export const placeHeads = pgTable('place_heads', {
  head: text('head').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * place_name_keys: each distinct duplicate-check key of the places' names (dup_norm(name), migration
 * 0011) with how many places carry it, kept exact by statement-level triggers on places, and its
 * distinctive words (`core`: the key without generic words such as «restaurante», migration 0012).
 * The duplicate check searches the cores by trigram similarity (GIN index in 0012), not a million names.
 */
export const placeNameKeys = pgTable('place_name_keys', {
  key: text('key').primaryKey(),
  n: integer('n').notNull(),
  core: text('core').generatedAlwaysAs(sql`dup_core(key)`),
});
