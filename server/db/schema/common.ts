/** Column helpers shared by every table of the schema. */
import { sql } from 'drizzle-orm';
import { char, timestamp } from 'drizzle-orm/pg-core';

/** The four content languages (part 1 §1). */
export const LANGS = ['es', 'en', 'gl', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** lang column of every *_i18n table, restricted to LANGS by a check constraint. */
export const langColumn = () => char('lang', { length: 2 }).notNull();
export const langCheck = (table: { lang: unknown }) => sql`${table.lang} in ('es','en','gl','pt')`;

export const createdAt = (name = 'create_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = (name = 'update_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
