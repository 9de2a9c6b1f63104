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
  },
  (t) => [index('reviews_idplace_idx').on(t.idplace), index('reviews_iduser_idx').on(t.iduser), index('reviews_date_idx').on(t.date)],
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
  },
  (t) => [
    check('suggestions_status_ck', sql`${t.status} in (0, 1)`),
    index('suggestions_idplace_idx').on(t.idplace),
    index('suggestions_iduser_idx').on(t.iduser),
    index('suggestions_create_date_idx').on(t.createDate),
  ],
);
