/** Column helpers shared by every table of the schema. */
import { sql } from 'drizzle-orm';
import { char, customType, timestamp } from 'drizzle-orm/pg-core';

import { LANGS } from '../../../domain/languages';

export { LANGS, type Lang } from '../../../domain/languages';

/** SQL ordering rows of `column` by the languages' order (EN, ES, GL, PT). */
export const langOrderSql = (column: string) => `array_position(ARRAY[${LANGS.map((l) => `'${l}'`).join(', ')}], ${column}::text)`;

/** lang column of every *_i18n table, restricted to LANGS by a check constraint. */
export const langColumn = () => char('lang', { length: 2 }).notNull();
export const langCheck = (table: { lang: unknown }) => sql`${table.lang} in ('es','en','gl','pt')`;

export const createdAt = (name = 'create_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = (name = 'update_date') => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * A stored Spanish sort key of `source` (sort_es(), migration 0008: accents and case ignored, ñ after
 * n), compared byte by byte (COLLATE "C") so that the order is the same on every server whatever its
 * locale, and on PGlite, which has no ICU collations. Lists sort by it with an index (key, id).
 */
const sortKeyText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
export const sortKey = (name: string, source: string) => sortKeyText(name).generatedAlwaysAs(sql.raw(`sort_es(${source})`));
/** The same key kept by triggers (of a text in another table: a CMS page's Spanish title, 0017). */
export const keptSortKey = (name: string) => sortKeyText(name).notNull().default('');
