/** Column helpers shared by every table of the schema. */
import { sql } from 'drizzle-orm';
import { char, timestamp } from 'drizzle-orm/pg-core';

import { LANGS } from '../../../domain/languages';

export { LANGS, type Lang } from '../../../domain/languages';

/** SQL ordering rows of `column` by the languages' order (EN, ES, GL, PT). */
export const langOrderSql = (column: string) => `array_position(ARRAY[${LANGS.map((l) => `'${l}'`).join(', ')}], ${column}::text)`;

/** lang column of every *_i18n table, restricted to LANGS by a check constraint. */
export const langColumn = () => char('lang', { length: 2 }).notNull();
export const langCheck = (table: { lang: unknown }) => sql`${table.lang} in ('es','en','gl','pt')`;

export const createdAt = (name = 'create_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = (name = 'update_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
