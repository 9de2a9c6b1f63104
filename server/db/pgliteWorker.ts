/**
 * The embedded engine's own thread (started by pgliteThread.ts): PGlite runs its statements
 * synchronously, so here they never hold the API's event loop. Statements run one after another in
 * the order they arrive; the main thread decides what belongs to a transaction. Answers carry the
 * rows, or the error's fields (code, detail, constraint…) so the API maps them as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pgliteOptions';
import { serialiseError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pgliteProtocol';

const port = parentPort!;
const { dataDir } = workerData as PgliteWorkerData;

try {
  const pg = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, PGLITE_OPTIONS);
  let tail: Promise<unknown> = Promise.resolve();
  const answer = async (request: PgliteRequest): Promise<PgliteReply> => {
    try {
      if ('close' in request) {
        await pg.close();
        return { id: request.id, rows: [] };
      }
      const result = await pg.query(request.text, request.params, { rowMode: request.rowMode ?? 'object' });
      return { id: request.id, rows: result.rows };
    } catch (error) {
      return { id: request.id, error: serialiseError(error) };
    }
  };
  port.on('message', (request: PgliteRequest) => {
    // One statement at a time, in arrival order: BEGIN … COMMIT sent by the main thread stay together.
    tail = tail.then(async () => port.postMessage(await answer(request)));
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: serialiseError(error) });
}
