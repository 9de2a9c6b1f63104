/** Administrators and directory users, their sessions and the failed-login counters. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sortKey } from './common';

export const users = pgTable(
  'users',
  {
    iduser: serial('iduser').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** A staff account's role (domain/roles.ts: administrador, editor); null for a directory user. */
    staffRole: text('staff_role'),
    /** A disabled staff account cannot sign in, and its sessions end at once (migration 0023). */
    disabled: boolean('disabled').notNull().default(false),
    avatar: text('avatar'),
    facebookid: text('facebookid'),
    googleid: text('googleid'),
    newsletter: boolean('newsletter').notNull().default(false),
    registrationDate: createdAt('registration_date'),
    lastConnection: timestamp('last_connection', { withTimezone: true, mode: 'string' }),
    /** What the users list sorts by name and e-mail: Spanish order (common.ts sortKey). */
    sortName: sortKey('sort_name', 'name'),
    sortEmail: sortKey('sort_email', 'email'),
    /** What a search matches, normalised once per write (migration 0018). */
    searchText: text('search_text').generatedAlwaysAs(sql`search_norm(name || ' ' || email)`),
    /**
     * The 30-day window (UTC, counted from 1970) of the registration: the list's «last N months» in
     * last-connection order merges each window's index instead of walking the whole order (migration 0028).
     */
    registrationWindow: integer('registration_window').generatedAlwaysAs(
      sql`floor(extract(epoch from (registration_date AT TIME ZONE 'UTC')) / 2592000)::int`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_registration_date_id_idx').on(t.registrationDate, t.iduser),
    index('users_last_connection_idx').on(t.lastConnection, t.iduser),
    index('users_last_connection_desc_idx').on(t.lastConnection.desc().nullsLast(), t.iduser.desc()),
    index('users_window_last_connection_idx').on(t.registrationWindow, t.lastConnection, t.iduser),
    index('users_window_last_connection_desc_idx').on(t.registrationWindow, t.lastConnection.desc().nullsLast(), t.iduser.desc()),
    // INCLUDE (search_text, registration_date): migration 0031.
    index('users_name_idx').on(t.sortName, t.iduser),
    index('users_email_idx').on(t.sortEmail, t.iduser),
    // The staff accounts among a million directory users (the users list's «Solo personal»).
    index('users_staff_idx')
      .on(t.iduser)
      .where(sql`${t.staffRole} IS NOT NULL`),
    check('users_staff_role_check', sql`${t.staffRole} IN ('administrador', 'editor')`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    createdAt: createdAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('sessions_iduser_idx').on(t.iduser), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed-login counters per key ('email:...' or 'ip:...'), shared by every API instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Characters each user has sent to the translation provider per day (UTC), shared by every API
 * instance: `translate` refuses once TRANSLATE_DAILY_CHARS would be passed.
 */
export const translateUsage = pgTable(
  'translate_usage',
  {
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    chars: integer('chars').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.iduser, t.day] })],
);

/**
 * The answer given to each Idempotency-Key of a user (server/graphql/idempotency.ts): null while the
 * first request runs. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    iduser: integer('iduser')
      .notNull()
      .references(() => users.iduser, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: text('response'),
    status: integer('status'),
    createdAt: createdAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.iduser, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
