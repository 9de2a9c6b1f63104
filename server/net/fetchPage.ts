/**
 * One HTTP exchange of the guarded fetch (server/net/urlGuard.ts), to an address already checked:
 * the socket is pinned to that address (a lookup that answers only it: no second DNS resolution an
 * attacker could change between the check and the connection), and the address the socket really
 * reached is checked again on connect. The body is read up to a byte cap and decoded.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { sameAddress } from './addresses';
import { refusals, UrlRefused } from './refusal';

/** Where one hop goes: the URL (for Host, SNI and the path) and the validated address. */
export interface Hop {
  url: URL;
  /** The URL's host without IPv6 brackets. */
  host: string;
  port: number;
  address: string;
}

const TLS_ERRORS = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME/;

/** A lookup that answers only the validated address, whatever name it is asked about. */
function pinnedLookup(address: string): net.LookupFunction {
  const family = net.isIP(address);
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (err: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

/**
 * Sends GET to the hop and resolves with the response (status and headers; the body is still to
 * read). The socket can only connect to hop.address. `signal` aborts it (the whole fetch's deadline).
 */
export function openHop(hop: Hop, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = hop.url.protocol === 'https:';
    const options: https.RequestOptions = {
      method: 'GET',
      host: hop.host,
      port: hop.port,
      path: `${hop.url.pathname}${hop.url.search}`,
      headers: {
        host: hop.url.host,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (compatible; directorio-backoffice/1.0; +eventos)',
      },
      // Asked with `all` (happy eyeballs), it still answers that one address: one attempt.
      lookup: pinnedLookup(hop.address),
      agent: false,
      signal,
      ...(secure && net.isIP(hop.host) === 0 ? { servername: hop.host } : {}),
    };
    const request = (secure ? https : http).request(options);
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        // Belt and braces: the socket reached the address that was checked, and no other.
        if (!socket.remoteAddress || !sameAddress(socket.remoteAddress, hop.address)) {
          request.destroy(refusals.unreachable(hop.host));
        }
      });
    });
    request.on('response', (response) => {
      const remote = response.socket?.remoteAddress;
      if (remote && !sameAddress(remote, hop.address)) {
        request.destroy();
        reject(refusals.unreachable(hop.host));
        return;
      }
      resolve(response);
    });
    request.on('error', (error: Error & { code?: string }) => {
      if (error instanceof UrlRefused) reject(error);
      else if (TLS_ERRORS.test(error.code ?? '')) reject(refusals.badCertificate(hop.host));
      else reject(error.name === 'AbortError' ? error : refusals.unreachable(hop.host));
    });
    request.end();
  });
}

/** Drops a response without reading it (a redirect, a refused type) and closes its socket. */
export function discard(response: http.IncomingMessage): void {
  response.destroy();
}

/** The response's body decompressed, refused as soon as it passes maxBytes (with or without Content-Length). */
export function readBody(response: http.IncomingMessage, maxBytes: number, host: string): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    return Promise.reject(refusals.tooLarge(maxBytes));
  }
  let stream: Readable = response;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
  else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
  else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
  else if (encoding !== 'identity' && encoding !== '') {
    discard(response);
    return Promise.reject(refusals.unsupportedEncoding(encoding));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      discard(response);
      if (stream !== response) stream.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(refusals.tooLarge(maxBytes));
      else chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', (error) => fail(error.name === 'AbortError' ? error : refusals.unreachable(host)));
    response.on('close', () => {
      if (!response.complete) fail(refusals.unreachable(host));
    });
  });
}

/** Charsets decoded as windows-1252 (what browsers do with latin1 labels); anything else is UTF-8. */
const LATIN1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'l1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);

function charsetOf(text: string | undefined): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(text ?? '');
  return match ? match[1].toLowerCase() : null;
}

/**
 * The body as text: UTF-8, or windows-1252 when the Content-Type (or, without one there, a
 * <meta charset> in the first 1024 bytes) names latin1 / windows-1252. A UTF-8 BOM wins.
 */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return new TextDecoder('utf-8').decode(body);
  const charset = charsetOf(contentType) ?? charsetOf(/<meta[^>]+charset[^>]*>/i.exec(body.subarray(0, 1024).toString('latin1'))?.[0]);
  return new TextDecoder(charset && LATIN1.has(charset) ? 'windows-1252' : 'utf-8').decode(body);
}
