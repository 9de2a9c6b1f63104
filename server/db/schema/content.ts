/** Site configuration (part 2 §3); events, CMS pages and chains are declared entities (domain/entities/content.ts). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/** Site configuration: globalmsgES/EN/GL/PT and homefeatured1..4. */
export const config = pgTable('config', {
  field: text('field').primaryKey(),
  content: text('content').notNull().default(''),
  createDate: createdAt(),
  updateDate: updatedAt(),
});
