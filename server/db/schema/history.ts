/**
 * The change history (issue 19): one row per record written by an API transaction, with who, when
 * and what changed ({key: {field, before, after}}). Rows are written only by the triggers of
 * migration 0022 (server/db/history.ts attaches them), in the write's own transaction, and the API
 * never updates or deletes them (retention aside: AUDIT_RETENTION_DAYS).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const history = pgTable(
  'history',
  {
    idhistory: bigserial('idhistory', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    id: integer('id').notNull(),
    /** create, update or delete. */
    action: text('action').notNull(),
    /** Who wrote (no foreign key: a deleted user's history stays); null for an anonymous write. */
    iduser: integer('iduser'),
    date: timestamp('date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The writing transaction: the triggers gather all its row changes of one record into one entry. */
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('history_record_idx').on(t.resource, t.id, t.date.desc(), t.idhistory.desc()),
    index('history_user_idx').on(t.iduser, t.date.desc(), t.idhistory.desc()),
    index('history_date_idx').on(t.date.desc(), t.idhistory.desc()),
  ],
);
