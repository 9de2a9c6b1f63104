/**
 * A request's time budget over the database (QUERY_TIMEOUT_SECONDS): the handle a request's
 * resolvers get refuses to start a statement once the request's deadline has passed, so a document
 * that asks for statement after statement stops at the budget instead of holding the database.
 * On PostgreSQL the server also cancels any single statement that runs past it (statement_timeout,
 * set on the API's connections); the embedded engine cannot interrupt a statement that has started.
 */
import { queryTimeout } from '../graphql/errors';
import type { Database, Queryable } from './connect';
import { wrapDatabase } from './wrapDatabase';

export function withDeadline(db: Database, deadline: number, seconds: number): Database {
  const check = () => {
    if (Date.now() > deadline) throw queryTimeout(seconds);
  };
  const guarded = (target: Queryable): Queryable => ({
    query: async (text, params) => {
      check();
      return target.query(text, params);
    },
  });
  return wrapDatabase(db, {
    query: guarded(db).query,
    transaction: async (fn) => {
      check();
      return db.transaction((tx) => fn(guarded(tx)));
    },
  });
}
