/**
 * The database handle of one API request as a writer of the change history (migration 0022): every
 * transaction starts by naming the writer (the setting history.iduser, local to the transaction),
 * and a single write statement outside a transaction runs in one that does. The tables' triggers
 * read it and note the changes in the same transaction as the write. An anonymous request can only
 * log in (nothing the history records): its handle is left as it is.
 */
import type { Database, Queryable } from './connect';
import { databaseFault } from './faults';
import { wrapDatabase } from './wrapDatabase';

/** A statement that may write rows (a read never needs the writer). */
const WRITES = /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i;

export function audited(db: Database, iduser: number | null): Database {
  if (iduser === null) return db;
  const writer = String(iduser);
  const named = async <T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>) => {
    await tx.query("SELECT set_config('history.iduser', $1, true)", [writer]);
    return fn(tx);
  };
  return wrapDatabase(db, {
    query: async <T>(text: string, params?: unknown[]) => {
      if (!WRITES.test(text)) return db.query<T>(text, params);
      try {
        return await db.transaction((tx) => named(tx, (t) => t.query<T>(text, params)));
      } catch (error) {
        // a transaction that cannot start (the database is gone) fails as its statement would have
        throw databaseFault(error, null);
      }
    },
    transaction: (fn) => db.transaction((tx) => named(tx, fn)),
  });
}
