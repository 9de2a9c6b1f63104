/**
 * Slow clients (issue 8, point 5) on a real socket: a /graphql body trickling one byte at a time,
 * an upload body doing the same, and headers that never end are all cut off by the server, which
 * keeps answering others. Bounds are the configured timeouts (1 s body, 2 s request) plus Node's
 * 1 s check interval, with a generous margin for a loaded machine.
 */
import net from 'node:net';
import { describeApi } from '../server/helpers/app';

interface Slow {
  /** Everything the server sent back. */
  answer: string;
  /** Milliseconds until the server closed the connection. */
  closedAfter: number;
}

/** Sends `head` at once, then one byte of `drip` every `everyMs` until the server closes (or 20 s). */
function trickle(port: number, head: string, drip: string, everyMs: number): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < drip.length && !socket.destroyed) socket.write(drip[i++]);
    }, everyMs);
    const give_up = setTimeout(() => socket.destroy(new Error('the server never closed the connection')), 20_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('connect', () => socket.write(head));
    socket.on('error', (error) => {
      clearInterval(timer);
      clearTimeout(give_up);
      if (/never closed/.test(error.message)) reject(error);
      else resolve({ answer, closedAfter: Date.now() - started });
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give_up);
      resolve({ answer, closedAfter: Date.now() - started });
    });
  });
}

describeApi(
  'slow clients are cut off',
  (api) => {
    let port = 0;
    beforeAll(async () => {
      await api().app.listen({ port: 0, host: '127.0.0.1' });
      port = (api().app.server.address() as net.AddressInfo).port;
    });

    it('a /graphql body sent one byte every 300 ms is answered 408 and closed within the body timeout', async () => {
      const body = JSON.stringify({ query: '{ __typename }' }).padEnd(400, ' ');
      const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const slow = await trickle(port, head, body, 300);
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(slow.answer).toMatch(/no llegó a tiempo \(máximo 1 s\)/);
      expect(slow.closedAfter).toBeLessThan(8_000);
    });

    it('an upload body sent one byte every 300 ms is cut off by the request timeout', async () => {
      const head = `POST /api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${api().token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`;
      const slow = await trickle(port, head, '--b\r\nContent-Disposition: form-data; name="type"\r\n\r\ncategory\r\n'.repeat(50), 300);
      expect(slow.closedAfter).toBeLessThan(8_000);
      expect(slow.answer).not.toMatch(/^HTTP\/1\.1 200/);
    });

    it('headers that never end are cut off too, and the server still answers others', async () => {
      const slow = await trickle(port, 'GET /health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: ' + 'a'.repeat(200), 300);
      expect(slow.closedAfter).toBeLessThan(8_000);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
    });
  },
  { BODY_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' },
  { httpOnly: true },
);
