/** What directory users contribute: reviews and suggestions (part 2 §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { places } from './places';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    idreview: serial('idreview').primaryKey(),
    idplace: integer('idplace')
      .notNull()
      .references(() => places.idplace, { onDelete: 'cascade' }),
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    published: boolean('published').notNull().default(true),
    date: createdAt('date'),
    /** What a search matches, normalised once per write (migration 0018). */
    searchText: text('search_text').generatedAlwaysAs(sql`search_norm(text)`),
  },
  // Each list order is (column, id) in either direction (migration 0018, with the trigram index of search_text).
  (t) => [
    index('reviews_date_id_idx').on(t.date, t.idreview),
    index('reviews_published_id_idx').on(t.published, t.idreview),
    // INCLUDE (search_text, published, date): migration 0031.
    index('reviews_idplace_id_idx').on(t.idplace, t.idreview),
    index('reviews_iduser_id_idx').on(t.iduser, t.idreview),
    index('reviews_iduser_date_idx').on(t.iduser, t.date, t.idreview),
    index('reviews_idplace_date_idx').on(t.idplace, t.date, t.idreview),
  ],
);

export const suggestions = pgTable(
  'suggestions',
  {
    idsuggestion: serial('idsuggestion').primaryKey(),
    idplace: integer('idplace')
      .notNull()
      .references(() => places.idplace, { onDelete: 'cascade' }),
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** 0 open, 1 closed. */
    status: smallint('status').notNull().default(0),
    createDate: createdAt(),
    /** What a search matches in the reason, normalised once per write (migration 0027, with its trigram index). */
    searchText: text('search_text').generatedAlwaysAs(sql`search_norm(reason)`),
  },
  (t) => [
    check('suggestions_status_ck', sql`${t.status} in (0, 1)`),
    index('suggestions_create_date_id_idx').on(t.createDate, t.idsuggestion),
    index('suggestions_status_id_idx').on(t.status, t.idsuggestion),
    index('suggestions_idplace_id_idx').on(t.idplace, t.idsuggestion),
    index('suggestions_iduser_id_idx').on(t.iduser, t.idsuggestion),
  ],
);
