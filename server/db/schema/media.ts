/** Photos, PDFs, videos and 360º views of places and events (part 1 §3, part 2 §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { events } from './entities';
import { places } from './places';
import { users } from './users';

export const MEDIA_KINDS = ['photo', 'pdf', 'video', 'view360'] as const;

export const media = pgTable(
  'media',
  {
    idmedia: serial('idmedia').primaryKey(),
    idplace: integer('idplace').references(() => places.idplace, { onDelete: 'cascade' }),
    idevent: integer('idevent').references(() => events.idevent, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    /** Attribution HTML of a photo (sanitized). */
    attrib: text('attrib').notNull().default(''),
    cover: boolean('cover').notNull().default(false),
    /** Key of the stored file when the media was uploaded (null for external URLs). */
    storageKey: text('storage_key'),
    iduser: integer('iduser').references(() => users.iduser, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createDate: createdAt(),
  },
  (t) => [
    check('media_kind_ck', sql`${t.kind} in ('photo','pdf','video','view360')`),
    check('media_owner_ck', sql`(${t.idplace} is null) <> (${t.idevent} is null)`),
    index('media_idplace_idx').on(t.idplace, t.kind),
    index('media_idevent_idx').on(t.idevent, t.kind),
    index('media_iduser_idx').on(t.iduser),
    // At most one cover photo per place (part 1 §4: exactly one is cover).
    uniqueIndex('media_one_cover_per_place_uq')
      .on(t.idplace)
      .where(sql`${t.cover} AND ${t.kind} = 'photo' AND ${t.idplace} IS NOT NULL`),
  ],
);
