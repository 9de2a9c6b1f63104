/**
 * place_counts: how many places there are per (state, city, province), kept exact by statement-level
 * triggers on places (migration 0006). countPlaces answers from it instead of counting a million rows:
 * the total and each state by summing a few hundred rows, and a search's matches in the city or
 * province by summing the localities whose normalised text matches (docs/api.md "Rendimiento").
 */
import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

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
