/**
 * The users list's export: the rows userWhere selects (search, last months, ids, staff), in the list's
 * order (USER_ORDER). A user who never connected sorts last both ways, as in the list: the keyset
 * reads the missing date as +infinity ascending and -infinity descending (a NULL would end the walk).
 */
import { defaultOrderArg, parseOrder } from '../graphql/args';
import { countUsersSql, parseUserFilter, USER_ORDER, userWhere } from '../modules/users/repository';
import type { ExportSource } from './source';

export const usersExport: ExportSource = {
  columns: {
    iduser: { sql: 'u.iduser' },
    name: { sql: 'u.name' },
    email: { sql: 'u.email' },
    // The list's registration type (UserFields registrationOf): social first, then password.
    registration: {
      sql: `CASE WHEN coalesce(u.facebookid, '') <> '' THEN 'facebook' WHEN coalesce(u.googleid, '') <> '' THEN 'google'
        WHEN u.password_hash IS NOT NULL THEN 'password' ELSE 'none' END`,
    },
    registration_date: { sql: 'u.registration_date', date: true },
    last_connection: { sql: 'u.last_connection', date: true },
    has_facebookid: { sql: "coalesce(u.facebookid, '') <> ''" },
    has_googleid: { sql: "coalesce(u.googleid, '') <> ''" },
    has_password: { sql: 'u.password_hash IS NOT NULL' },
    newsletter: { sql: 'u.newsletter' },
    // A staff account's role code ('' for a directory user) and whether it is disabled.
    role: { sql: "coalesce(u.staff_role, '')" },
    disabled: { sql: 'u.disabled' },
  },
  plan(args) {
    const filter = parseUserFilter(args);
    const order = parseOrder(args.order, USER_ORDER, defaultOrderArg('users'));
    const key =
      order.sql === 'u.last_connection' ? `coalesce(u.last_connection, timestamptz '${order.desc ? '-infinity' : 'infinity'}')` : order.sql;
    return {
      from: 'users u',
      where: (params) => userWhere(filter, params),
      sort: key,
      id: 'u.iduser',
      desc: order.desc,
      count: (params) => countUsersSql(filter, params, null),
    };
  },
};
