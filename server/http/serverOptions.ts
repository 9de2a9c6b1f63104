/**
 * The HTTP server's own bounds: how long a whole request (headers and body) may take on any route,
 * how long the headers may take, and whose X-Forwarded-For is believed. Node checks the request
 * timeouts every CHECK_INTERVAL_MS (its default, 30 s, would let a slow body run 30 s past them).
 */
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/** How often Node looks for requests past their timeouts. */
export const CHECK_INTERVAL_MS = 1000;
/** The headers of a request must arrive within this (or the request timeout, if shorter). */
export const HEADERS_TIMEOUT_MS = 10_000;

export function serverOptions(config: AppConfig): Pick<FastifyServerOptions, 'requestTimeout' | 'trustProxy'> & { http: object } {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    // Nothing is trusted unless TRUST_PROXY names the proxies: request.ip is then the peer's address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}
