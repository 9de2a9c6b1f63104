/**
 * A PostgreSQL client that can never crash the process. pg emits 'error' on a client whose server
 * ended the connection (a restart, a failover, pg_terminate_backend, an idle timeout); an 'error'
 * event without a listener is thrown by Node and kills the process. pg-pool listens only while a
 * client is idle and stops listening when it hands the client out, so an error that arrives in the
 * same tick as the hand-over (a released client given to the next waiting `connect()`, before its
 * caller can add a listener) had nobody to hear it. This client listens from the moment it exists
 * and remembers the first loss, so whoever holds it can ask `lostWith` and discard it.
 */
import pg from 'pg';

export class ListenedClient extends pg.Client {
  /** The error that ended this client's connection, if one did. */
  lostWith: Error | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => {
      this.lostWith ??= error;
    });
  }
}

/** The connection error a pooled client met at any moment of its life, or undefined. */
export function lostWith(client: pg.PoolClient): Error | undefined {
  return client instanceof ListenedClient ? client.lostWith : undefined;
}

/**
 * A single connected client for scripts (bench, seeding, test setup): a lost connection fails its
 * next statement instead of killing the process.
 */
export async function connectClient(config: string | pg.ClientConfig): Promise<ListenedClient> {
  const client = new ListenedClient(config);
  await client.connect();
  return client;
}
