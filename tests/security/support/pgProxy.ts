/**
 * A TCP proxy in front of the real PostgreSQL that reads the wire protocol's message boundaries,
 * to produce connection faults at an exact moment instead of by chance:
 * - terminateAfterReply(marker): once a client sends a statement containing `marker`, the server's
 *   next ReadyForQuery reaches the client in ONE write together with a FATAL 57P01 ("terminating
 *   connection due to administrator command"), then the connection closes: what a backend killed
 *   just after answering looks like to the driver.
 * - slowWhile('T' | 'I', ms): what the client sends while its connection is idle inside a
 *   transaction ('T') or idle outside one ('I') reaches the server ms later (a slow network), so
 *   the server's idle_in_transaction_session_timeout or idle_session_timeout can end the
 *   connection while a statement is on its way; slowWhile(null) ends it.
 */
import net from 'node:net';

/** A FATAL ErrorResponse ('E') with the given SQLSTATE and message. */
export function fatalMessage(code: string, message: string): Buffer {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(value), Buffer.from([0])]);
  const fields = Buffer.concat([field('S', 'FATAL'), field('V', 'FATAL'), field('C', code), field('M', message), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** Splits a stream of typed messages (type byte + int32 length) into whole messages and the rest. */
function splitMessages(buffer: Buffer): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let at = 0;
  while (buffer.length - at >= 5) {
    const end = at + 1 + buffer.readInt32BE(at + 1);
    if (end > buffer.length) break;
    messages.push(buffer.subarray(at, end));
    at = end;
  }
  return { messages, rest: buffer.subarray(at) };
}

export interface PgProxy {
  /** The target URL with the proxy's address in it. */
  url: string;
  terminateAfterReply(marker: string): void;
  slowWhile(state: 'T' | 'I' | null, ms?: number): void;
  /** Connections the proxy ended itself with a FATAL. */
  readonly terminated: number;
  close(): Promise<void>;
}

export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl);
  let marker: string | null = null;
  let slow: { state: number; ms: number } | null = null;
  let terminated = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let fromServer: Buffer = Buffer.alloc(0);
    // ReadyForQuery's last status: I idle, T in a transaction, E in a failed transaction; 0 before the first.
    let status = 0;
    let killAtNextReady = false;
    let outbound: Promise<void> = Promise.resolve();

    client.on('data', (chunk: Buffer) => {
      if (marker && chunk.includes(marker)) {
        marker = null;
        killAtNextReady = true;
      }
      const delay = slow && status === slow.state ? slow.ms : 0;
      outbound = outbound.then(async () => {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        if (!upstream.destroyed) upstream.write(chunk);
      });
    });

    upstream.on('data', (chunk: Buffer) => {
      const { messages, rest } = splitMessages(Buffer.concat([fromServer, chunk]));
      fromServer = rest;
      const out: Buffer[] = [];
      for (const message of messages) {
        out.push(message);
        if (message[0] !== 'Z'.charCodeAt(0)) continue;
        status = message[5];
        if (killAtNextReady) {
          out.push(fatalMessage('57P01', 'terminating connection due to administrator command'));
          client.end(Buffer.concat(out));
          upstream.destroy();
          terminated += 1;
          return;
        }
      }
      if (out.length) client.write(Buffer.concat(out));
    });

    const closeBoth = () => {
      client.end();
      upstream.end();
    };
    upstream.on('end', closeBoth);
    client.on('end', closeBoth);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => sockets.delete(upstream));
    client.on('close', () => sockets.delete(client));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    terminateAfterReply: (text) => {
      marker = text;
    },
    slowWhile: (state, ms = 0) => {
      slow = state ? { state: state.charCodeAt(0), ms } : null;
    },
    get terminated() {
      return terminated;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
