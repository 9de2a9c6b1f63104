/**
 * The one guard for every server-side fetch of a URL a user typed (SSRF): only http(s), no
 * credentials, only public addresses — every address a name resolves to, checked after the URL
 * parser has normalised odd IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1, 127.1) — and the
 * socket pinned to the address that was checked (DNS rebinding cannot swap it). Redirects are
 * followed by hand, each hop checked again; the whole fetch has a deadline, a byte cap and must be
 * HTML. Every refusal is a UrlRefused (./refusal.ts) with a Spanish message.
 *
 * IMPORT_ALLOWED_HOSTS (exact host:port pairs) may be reached even when private; the clouds'
 * metadata services never are.
 */
import dns from 'node:dns';
import net from 'node:net';
import { classifyAddress, refusedHostName, type AddressKind } from './addresses';
import { hostKey, parseAllowedHosts } from './allowedHosts';
import { decodeBody, discard, openHop, readBody, type Hop } from './fetchPage';
import { refusals } from './refusal';

export { UrlRefused, REFUSED_FIELD, type RefusalReason } from './refusal';

/** The whole fetch, every redirect included. */
export const FETCH_TIMEOUT_MS = 5000;
/** Largest page read (after decompression). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Redirects followed; one more is refused. */
export const MAX_REDIRECTS = 5;
/** Longest URL fetched, the user's or a redirect's. */
export const MAX_URL_CHARS = 4096;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** A DNS resolution: every address the name has (injected by the tests; the system's otherwise). */
export type Lookup = (hostname: string) => Promise<{ address: string; family?: number }[]>;

export interface GuardOptions {
  /** IMPORT_ALLOWED_HOSTS: host:port pairs reachable even when private. */
  allowedHosts: readonly string[];
  lookup?: Lookup;
  /** The deadline, FETCH_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

export interface GuardedPage {
  /** Where the page was finally read from (after redirects; without #fragment). */
  url: string;
  html: string;
}

const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** A URL the guard may try: parsed (relative to `base` for a redirect), http(s), no credentials. */
function checkUrl(raw: string, base?: URL): URL {
  if (raw.length > MAX_URL_CHARS) throw refusals.tooLong(MAX_URL_CHARS);
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    throw base ? refusals.badRedirect() : refusals.invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refusals.scheme();
  if (url.username || url.password) throw refusals.credentials();
  if (!url.hostname) throw refusals.invalid();
  url.hash = '';
  return url;
}

/** Whether an address kind is refused here: metadata always, the rest unless the host:port is allowed. */
const refused = (kind: AddressKind | null, allowed: boolean): kind is AddressKind => kind !== null && (kind === 'metadata' || !allowed);

/** Checks the host of one hop and picks the one address the socket will be pinned to. */
async function resolveHop(url: URL, allowedHosts: ReadonlySet<string>, lookup: Lookup): Promise<Hop> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowed = allowedHosts.has(hostKey(url));
  const byName = refusedHostName(host);
  if (refused(byName, allowed)) throw refusals.privateAddress(byName);
  if (net.isIP(host)) {
    const kind = classifyAddress(host);
    if (refused(kind, allowed)) throw refusals.privateAddress(kind);
    return { url, host, port, address: host };
  }
  let answers: { address: string }[];
  try {
    answers = await lookup(host);
  } catch {
    throw refusals.hostNotFound(host);
  }
  if (answers.length === 0) throw refusals.hostNotFound(host);
  // Every answer must be public: a client could connect to any of them.
  for (const { address } of answers) {
    const kind = classifyAddress(address);
    if (refused(kind, allowed)) throw refusals.privateAddress(kind);
  }
  // IPv4 first when there is one: many machines have no IPv6 route, and only one address is tried.
  const chosen = answers.find(({ address }) => net.isIPv4(address)) ?? answers[0];
  return { url, host, port, address: chosen.address };
}

async function follow(start: string, allowedHosts: ReadonlySet<string>, lookup: Lookup, signal: AbortSignal): Promise<GuardedPage> {
  let url = checkUrl(start);
  for (let redirects = 0; ; redirects++) {
    const hop = await resolveHop(url, allowedHosts, lookup);
    // The deadline may have passed while DNS answered: then nothing is sent.
    if (signal.aborted) throw signal.reason;
    const response = await openHop(hop, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      const location = response.headers.location;
      discard(response);
      if (redirects >= MAX_REDIRECTS) throw refusals.tooManyRedirects(MAX_REDIRECTS);
      if (!location) throw refusals.badRedirect();
      url = checkUrl(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      discard(response);
      throw refusals.httpStatus(status);
    }
    const contentType = response.headers['content-type'];
    const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!HTML_TYPES.has(mediaType)) {
      discard(response);
      throw refusals.notHtml(mediaType);
    }
    const body = await readBody(response, MAX_PAGE_BYTES, hop.host);
    return { url: url.href, html: decodeBody(body, contentType) };
  }
}

/**
 * Fetches a user-given page from the server under every rule above. Resolves with the final URL
 * and the page's text; rejects with UrlRefused (reason + Spanish message) on anything refused.
 */
export async function fetchGuardedPage(url: string, options: GuardOptions): Promise<GuardedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const allowedHosts = new Set(parseAllowedHosts(options.allowedHosts.join(',')));
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = refusals.timeout(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([follow(url, allowedHosts, options.lookup ?? systemLookup, controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
