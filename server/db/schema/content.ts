/** Events and site configuration (part 2 §3); CMS pages and chains are declared entities (domain/entities/content.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

export const EVENT_TYPES = ['Teatro', 'Concierto', 'Musical', 'Cuentacuentos', 'Magia', 'Humor', 'Circo', 'Baile', 'Otros'] as const;

export const events = pgTable(
  'events',
  {
    idevent: serial('idevent').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    buyUrl: text('buy_url').notNull().default(''),
    buyPrice: text('buy_price').notNull().default(''),
    buyImg: text('buy_img').notNull().default(''),
    country: text('country').notNull().default('ES'),
    type: text('type').notNull(),
    published: boolean('published').notNull().default(true),
    createDate: createdAt(),
    updateDate: updatedAt(),
  },
  (t) => [
    check('events_type_ck', sql`${t.type} in ('Teatro','Concierto','Musical','Cuentacuentos','Magia','Humor','Circo','Baile','Otros')`),
    index('events_create_date_idx').on(t.createDate),
  ],
);

/** Site configuration: globalmsgES/EN/GL/PT and homefeatured1..4. */
export const config = pgTable('config', {
  field: text('field').primaryKey(),
  content: text('content').notNull().default(''),
  createDate: createdAt(),
  updateDate: updatedAt(),
});
