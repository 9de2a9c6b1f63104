/**
 * The database handle of one API request as a writer of the change history (migration 0022): every
 * transaction starts by naming the writer (the setting history.iduser, local to the transaction;
 * '0' when anonymous), and a single write statement outside a transaction runs in one that does.
 * The tables' triggers read it and note the changes in the same transaction as the write.
 */
import type { Database, Queryable } from './connect';

/** A statement that may write rows (a read never needs the writer). */
const WRITES = /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i;

export function audited(db: Database, iduser: number | null): Database {
  const writer = String(iduser ?? 0);
  const named = async <T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>) => {
    await tx.query("SELECT set_config('history.iduser', $1, true)", [writer]);
    return fn(tx);
  };
  return {
    kind: db.kind,
    orm: db.orm,
    stats: db.stats,
    ping: () => db.ping(),
    close: () => db.close(),
    query: (text, params) => (WRITES.test(text) ? db.transaction((tx) => named(tx, (t) => t.query(text, params))) : db.query(text, params)),
    transaction: (fn) => db.transaction((tx) => named(tx, fn)),
  };
}
