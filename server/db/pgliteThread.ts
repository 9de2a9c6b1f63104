/**
 * PGlite in a worker thread (pgliteWorker.ts), with the calls of a PGlite client: `query`,
 * `transaction`, `close`. The engine runs each statement synchronously; on its own thread it no
 * longer holds the API's event loop, so GET /health and every answer already computed go out while
 * a long query runs.
 * One transaction at a time: its BEGIN waits until the statements sent before it are on their way,
 * and statements of other callers wait until its COMMIT or ROLLBACK is sent (the worker runs the
 * statements in the order they arrive).
 * PGlite's own PGliteWorker is for browsers' Web Workers (navigator.locks, BroadcastChannel leader
 * election): Node 20 has no `navigator`, hence this small protocol (pgliteProtocol.ts).
 */
import { Worker } from 'node:worker_threads';
import { deserialiseError, type PgliteReply, type PgliteRequest, type PgliteWorkerData, type SerialisedError } from './pgliteProtocol';

export interface QueryOptions {
  rowMode?: 'array' | 'object';
}

export interface PgliteQueryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
}

/** What the Database needs of a PGlite client: PGlite itself (tests) or PgliteThread (the API). */
export interface PgliteClient extends PgliteQueryable {
  transaction<T>(fn: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Its message says what faults.ts recognises as a lost engine (SERVICE_UNAVAILABLE, retryable). */
const closed = (why: string) => new Error(`PGlite is closed: ${why}`);

const PRELOAD = /^(--import|--require|-r|--loader|--experimental-loader)(=|$)/;

/**
 * The thread gets the process's node options minus its preloaded modules (--import, --require,
 * --loader): those are the API's (a test's injected fault, tsx), and pgliteWorker.mjs registers tsx.
 */
function workerExecArgv(): string[] {
  const kept: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i += 1) {
    const match = PRELOAD.exec(args[i]);
    if (!match) kept.push(args[i]);
    else if (match[2] === '') i += 1; // the module is the next argument
  }
  return kept;
}

export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** FIFO of callers allowed to send: a plain statement holds it until sent, a transaction until it ends. */
  private gate: Promise<void> = Promise.resolve();
  private ended: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(deserialiseError(reply.error));
      else waiting.resolve(reply.rows);
    });
    worker.on('exit', (code) => {
      const unexpected = !this.ended;
      this.end(closed(`its thread ended with code ${code}`));
      // The database is gone for good: an error nothing handled, for the process's supervisor to
      // restart it (server/fatal.ts), instead of a live process that can only answer 503.
      if (unexpected)
        setImmediate(() => {
          throw closed(`its thread ended unexpectedly with code ${code}`);
        });
    });
  }

  /** Starts the thread and opens (or creates) the database: dataDir's `pglite` subdirectory, null in memory. */
  static async start(dataDir: string | null): Promise<PgliteThread> {
    const data: PgliteWorkerData = { dataDir };
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: data, execArgv: workerExecArgv() });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(closed(`its thread ended with code ${code} while starting`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready?: true; failed?: SerialisedError }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve();
        else {
          reject(deserialiseError(message.failed!));
          void worker.terminate();
        }
      });
    });
    return new PgliteThread(worker);
  }

  private send(request: Omit<PgliteRequest, 'id'>): Promise<unknown[]> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private sendRows<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }> {
    return this.send({ text, params, rowMode: options?.rowMode }).then((rows) => ({ rows: rows as T[] }));
  }

  /** Runs fn once every earlier holder of the gate let go; the gate is held until fn's promise settles. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.gate.then(fn);
    this.gate = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }> {
    let answer!: Promise<{ rows: T[] }>;
    return this.exclusive(async () => {
      answer = this.sendRows<T>(text, params, options);
    }).then(() => answer);
  }

  transaction<T>(fn: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      // As PGlite's own: a statement sent through tx after the transaction ended is refused, never
      // run outside it.
      let ended = false;
      const tx: PgliteQueryable = {
        query: (text, params, options) =>
          ended ? Promise.reject(new Error('Transaction is closed')) : this.sendRows(text, params, options),
      };
      await this.sendRows('BEGIN');
      try {
        const result = await fn(tx);
        ended = true;
        await this.sendRows('COMMIT');
        return result;
      } catch (error) {
        ended = true;
        await this.sendRows('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.exclusive(() => this.send({ close: true })).catch(() => undefined);
    this.end(closed('it was closed'));
    await this.worker.terminate();
  }

  private end(error: Error): void {
    this.ended ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
