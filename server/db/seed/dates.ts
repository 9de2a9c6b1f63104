/**
 * Dates of the demo. Most are fixed: spread over the two years before BASE_DATE, so they are the same
 * on every run. About one in ten is placed in the 27 days before the seed runs, so the dashboard's
 * "new in the last month" counts are never empty; only those depend on the clock.
 */
import type { Rng } from './random';

export const BASE_DATE = Date.parse('2026-11-01T10:00:00Z');
export const DAY = 86_400_000;
/** Share of places, users and reviews dated within the last month. */
export const RECENT_SHARE = 0.1;
const RECENT_WINDOW = 27 * DAY;
const OLD_END = BASE_DATE - 31 * DAY;
const OLD_START = BASE_DATE - 730 * DAY;

export const iso = (ms: number): string => new Date(Math.round(ms)).toISOString();

export class DemoClock {
  constructor(
    private readonly rng: Rng,
    readonly now: number = Date.now(),
  ) {}

  /** A creation date. Always draws twice, recent or not, so the rest of the stream stays fixed. */
  created(recentShare = RECENT_SHARE): number {
    const recent = this.rng.chance(recentShare);
    const u = this.rng.next();
    return recent ? this.now - DAY / 24 - u * RECENT_WINDOW : OLD_START + u * (OLD_END - OLD_START);
  }

  /** A date after `from` (a review after its place and user, an update after a creation). */
  after(from: number, recentShare = RECENT_SHARE): number {
    const recent = this.rng.chance(recentShare);
    const u = this.rng.next();
    if (recent || from >= OLD_END) {
      const low = recent ? Math.max(from, this.now - RECENT_WINDOW) : from;
      return low + u * Math.max(0, this.now - low);
    }
    return from + u * (OLD_END - from);
  }
}
