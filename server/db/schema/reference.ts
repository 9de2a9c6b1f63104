/** Reference lists: categories, subcategories, services, equipment, allergies (part 2 §3). */
import { boolean, check, integer, pgTable, primaryKey, serial, text, index } from 'drizzle-orm/pg-core';
import { createdAt, langCheck, langColumn } from './common';

export const categories = pgTable('categories', {
  idcategory: serial('idcategory').primaryKey(),
  image: text('image'),
  createDate: createdAt(),
});

export const categoryI18n = pgTable(
  'category_i18n',
  {
    idcategory: integer('idcategory')
      .notNull()
      .references(() => categories.idcategory, { onDelete: 'cascade' }),
    lang: langColumn(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idcategory, t.lang] }), check('category_i18n_lang_ck', langCheck(t))],
);

export const subcategories = pgTable('subcategories', {
  idsubcategory: serial('idsubcategory').primaryKey(),
  image: text('image'),
  createDate: createdAt(),
});

export const subcategoryI18n = pgTable(
  'subcategory_i18n',
  {
    idsubcategory: integer('idsubcategory')
      .notNull()
      .references(() => subcategories.idsubcategory, { onDelete: 'cascade' }),
    lang: langColumn(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idsubcategory, t.lang] }), check('subcategory_i18n_lang_ck', langCheck(t))],
);

export const services = pgTable('services', {
  idservice: serial('idservice').primaryKey(),
  filter: boolean('filter').notNull().default(false),
  createDate: createdAt(),
});

export const serviceI18n = pgTable(
  'service_i18n',
  {
    idservice: integer('idservice')
      .notNull()
      .references(() => services.idservice, { onDelete: 'cascade' }),
    lang: langColumn(),
    question: text('question').notNull(),
    text: text('text').notNull().default(''),
    rating1: text('rating1').notNull(),
    rating2: text('rating2').notNull(),
    rating3: text('rating3').notNull(),
    rating4: text('rating4').notNull(),
    rating5: text('rating5').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idservice, t.lang] }), check('service_i18n_lang_ck', langCheck(t))],
);

/** Which services are asked for places of a category. */
export const categoryServices = pgTable(
  'category_services',
  {
    idcategory: integer('idcategory')
      .notNull()
      .references(() => categories.idcategory, { onDelete: 'cascade' }),
    idservice: integer('idservice')
      .notNull()
      .references(() => services.idservice, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idcategory, t.idservice] }), index('category_services_service_idx').on(t.idservice)],
);

export const equipment = pgTable('equipment', {
  idequipment: serial('idequipment').primaryKey(),
  image: text('image'),
  createDate: createdAt(),
});

export const equipmentI18n = pgTable(
  'equipment_i18n',
  {
    idequipment: integer('idequipment')
      .notNull()
      .references(() => equipment.idequipment, { onDelete: 'cascade' }),
    lang: langColumn(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idequipment, t.lang] }), check('equipment_i18n_lang_ck', langCheck(t))],
);

export const allergies = pgTable('allergies', {
  idallergie: serial('idallergie').primaryKey(),
  image: text('image'),
  createDate: createdAt(),
});

export const allergieI18n = pgTable(
  'allergie_i18n',
  {
    idallergie: integer('idallergie')
      .notNull()
      .references(() => allergies.idallergie, { onDelete: 'cascade' }),
    lang: langColumn(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idallergie, t.lang] }), check('allergie_i18n_lang_ck', langCheck(t))],
);
