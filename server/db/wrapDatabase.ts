/**
 * The same database with its `query` and `transaction` replaced (a request's deadline, the history's
 * writer): everything else — engine, ORM, counters, ping, close — is the database's own.
 */
import type { Database } from './connect';

export const wrapDatabase = (db: Database, own: Pick<Database, 'query' | 'transaction'>): Database => ({
  kind: db.kind,
  orm: db.orm,
  stats: db.stats,
  ping: () => db.ping(),
  close: () => db.close(),
  query: own.query,
  transaction: own.transaction,
});
