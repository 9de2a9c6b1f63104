/** Events, CMS pages, chains and site configuration (part 2 §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, langCheck, langColumn, updatedAt } from './common';

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

export const cms = pgTable(
  'cms',
  {
    idcms: serial('idcms').primaryKey(),
    cover: text('cover').notNull().default(''),
    /** Parent page; null is the spec's 0 ("none"). */
    parent: integer('parent').references((): AnyPgColumn => cms.idcms, { onDelete: 'set null' }),
    /** 1 Ayuda, 2 Ayuda empresas, 3 Blog. */
    cmsType: smallint('cms_type').notNull().default(3),
    published: smallint('published').notNull().default(1),
    createDate: createdAt(),
    updateDate: updatedAt(),
  },
  (t) => [
    check('cms_type_ck', sql`${t.cmsType} between 1 and 3`),
    check('cms_published_ck', sql`${t.published} in (0, 1)`),
    index('cms_parent_idx').on(t.parent),
  ],
);

export const cmsI18n = pgTable(
  'cms_i18n',
  {
    idcms: integer('idcms')
      .notNull()
      .references(() => cms.idcms, { onDelete: 'cascade' }),
    lang: langColumn(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.idcms, t.lang] }), check('cms_i18n_lang_ck', langCheck(t))],
);

export const chains = pgTable(
  'chains',
  {
    idchain: serial('idchain').primaryKey(),
    cover: text('cover').notNull().default(''),
    published: smallint('published').notNull().default(1),
    createDate: createdAt(),
    updateDate: updatedAt(),
  },
  (t) => [check('chains_published_ck', sql`${t.published} in (0, 1)`)],
);

export const chainI18n = pgTable(
  'chain_i18n',
  {
    idchain: integer('idchain')
      .notNull()
      .references(() => chains.idchain, { onDelete: 'cascade' }),
    lang: langColumn(),
    name: text('name').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.idchain, t.lang] }), check('chain_i18n_lang_ck', langCheck(t))],
);

/** Site configuration: globalmsgES/EN/GL/PT and homefeatured1..4. */
export const config = pgTable('config', {
  field: text('field').primaryKey(),
  content: text('content').notNull().default(''),
  createDate: createdAt(),
  updateDate: updatedAt(),
});
