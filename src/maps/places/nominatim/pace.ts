/**
 * OSM's Nominatim usage policy allows one request per second at most. One pacer per service (one per
 * panel tab): each request takes the next free start, a second after the one before; a caller that
 * gives up while waiting (another click, the editor closed) stops waiting at once, with its AbortError.
 */
export const NOMINATIM_MIN_INTERVAL_MS = 1000;

const aborted = (signal: AbortSignal) => signal.reason ?? new DOMException('aborted', 'AbortError');

export type Pacer = (signal?: AbortSignal) => Promise<void>;

export function createPacer(intervalMs: number, now: () => number = Date.now): Pacer {
  let nextStart = 0;
  return (signal) => {
    if (signal?.aborted) return Promise.reject(aborted(signal));
    const at = now();
    const start = Math.max(at, nextStart);
    nextStart = start + intervalMs;
    const wait = start - at;
    if (wait <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(aborted(signal!));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, wait);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };
}
