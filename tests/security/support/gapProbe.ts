/**
 * Run as its own process by connectionGap.test.ts (an uncaught 'error' would kill it, and the test
 * reads the exit code): a pool of ONE client, a plain query holding it and a transaction waiting
 * for it. The proxy ends the connection in the same write as the query's ReadyForQuery, so the
 * released client is handed to the waiting transaction in the very tick its error arrives.
 * Prints one JSON line: how the query, the transaction and a later query ended.
 */
import { openPostgres } from '../../../server/db/connect';
import { startPgProxy } from './pgProxy';

const outcome = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'ok' : String((result.reason as { extensions?: { code?: string } }).extensions?.code ?? result.reason);

const proxy = await startPgProxy(process.env.PROBE_DATABASE_URL!);
const db = await openPostgres(proxy.url, { max: 1 });
proxy.terminateAfterReply('gap_probe');
const [read, write] = await Promise.allSettled([
  db.query("SELECT 'gap_probe' AS marker"),
  db.transaction((tx) => tx.query('SELECT 1 AS one')),
]);
const after = await Promise.allSettled([db.query('SELECT 2 AS two')]);
console.log(JSON.stringify({ read: outcome(read), write: outcome(write), after: outcome(after[0]), terminated: proxy.terminated }));
await db.close();
await proxy.close();
