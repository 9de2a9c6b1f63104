/**
 * Opening hours from a maps search (part 1 §2 Edit: "the maps search gives opening periods") turned
 * into the editor's draft of ./hours. The periods are Google's (the keyless service converts OSM's
 * opening_hours into them): day 0 = Sunday … 6 = Saturday, time 'HHMM', each period running from
 * its open to its close, which may fall on a later day.
 *
 * - No periods → null (hours unknown: the editor keeps what it has).
 * - A period opening Sunday at 0000 without a close is Google's "open 24 hours every day" →
 *   always open (whatever other periods come with it).
 * - Periods that overlap or touch are joined first (around the week: Sunday night into Monday).
 * - An opening of less than a day that crosses midnight stays one pair on the day it opens,
 *   closing the next day as the hours model reads it (hoursProblems: a close earlier than the open
 *   is past midnight): Friday 2000 → Saturday 0200 gives Viernes 20:00–02:00.
 * - Longer ones (a day or more) are cut at each midnight, whole days open 24 hours (all24):
 *   Thursday 0800 → Saturday 1000 gives Jueves 08:00–00:00 (a close at 00:00 is midnight;
 *   END_OF_DAY), Viernes all24 and Sábado 00:00–10:00. A period of exactly 24 hours is cut too (the
 *   model refuses 10:00–10:00).
 * - Within a day the pairs are sorted by opening time and at most MAX_RANGES_PER_DAY kept (the
 *   earliest; the rest dropped).
 * - A malformed period (a day outside 0–6, a time that is not HHMM, a missing close, a close equal
 *   to its open) is ignored; days without periods are closed; only malformed periods → null.
 * The draft it answers passes hoursProblems(hoursOf(draft)) with no problem.
 */
import { MAX_RANGES_PER_DAY, WEEKDAYS, closedWeek, type DayHours, type HoursDraft } from './hours';

/** One opening period as the maps service gives it (src/maps/places/types.ts re-exports it as OpeningPeriod). */
export interface MapsOpeningPeriod {
  open: { day: number; time: string };
  close?: { day: number; time: string };
}

/** How a pair running to midnight is closed in the draft (see the header). */
export const END_OF_DAY = '00:00';

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const HHMM = /^([01]\d|2[0-3])([0-5]\d)$/;

/** Minutes since Sunday 00:00 of a period's open or close (day, 'HHMM'); '2400' (the end of the day) only as a close. */
function weekMinutes(point: unknown, closing: boolean): number | null {
  if (!point || typeof point !== 'object') return null;
  const { day, time } = point as { day?: unknown; time?: unknown };
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6 || typeof time !== 'string') return null;
  if (closing && time === '2400') return (day + 1) * DAY;
  const match = HHMM.exec(time);
  return match ? day * DAY + Number(match[1]) * 60 + Number(match[2]) : null;
}

const isAlwaysOpen = (period: MapsOpeningPeriod) => period.close === undefined && period.open?.day === 0 && period.open?.time === '0000';

const clock = (minutes: number) =>
  minutes >= DAY ? END_OF_DAY : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Google-style periods → the editor's hours draft; null when there are none (or none readable). */
export function hoursFromPeriods(periods: readonly MapsOpeningPeriod[] | null | undefined): HoursDraft | null {
  if (!Array.isArray(periods) || periods.length === 0) return null;
  const valid = periods.filter((p): p is MapsOpeningPeriod => Boolean(p) && typeof p === 'object');
  if (valid.some(isAlwaysOpen)) return { alwaysOpen: true, seasonOpen: false, days: closedWeek() };

  // Open intervals in minutes from Monday 00:00 (the model's week starts on Monday, Google's on Sunday).
  const intervals: [number, number][] = [];
  for (const period of valid) {
    const start = weekMinutes(period.open, false);
    let end = weekMinutes(period.close, true);
    if (start === null || end === null || end === start) continue;
    if (end < start) end += WEEK; // closes in the next week (Saturday night → Sunday)
    const monday = (start - DAY + WEEK) % WEEK;
    intervals.push([monday, monday + end - start]);
  }
  if (intervals.length === 0) return null;

  const pairs: [number, number][][] = WEEKDAYS.map(() => []);
  const all24 = WEEKDAYS.map(() => false);
  for (const [from, to] of mergedAroundTheWeek(intervals)) {
    const dayStart = Math.floor(from / DAY) * DAY;
    const weekday = dayStart / DAY;
    if (to - from < DAY && to > dayStart + DAY) {
      // Less than a day, past midnight: one pair on its first day (Viernes 20:00–02:00).
      pairs[weekday].push([from - dayStart, to - dayStart - DAY]);
      continue;
    }
    // Otherwise cut at each midnight: whole days are open 24 hours.
    for (let at = from; at < to; at = (Math.floor(at / DAY) + 1) * DAY) {
      const start = Math.floor(at / DAY) * DAY;
      const end = Math.min(to, start + DAY);
      const i = (start / DAY) % WEEKDAYS.length;
      if (at === start && end === start + DAY) all24[i] = true;
      else pairs[i].push([at - start, end - start]);
    }
  }

  const days: DayHours[] = WEEKDAYS.map((day, i) => {
    if (all24[i]) return { day, hours: [], all24: true };
    const sorted = pairs[i].sort((a, b) => a[0] - b[0]).slice(0, MAX_RANGES_PER_DAY);
    return { day, hours: sorted.map(([from, to]) => ({ open: clock(from), close: clock(to) })), all24: false };
  });
  return { alwaysOpen: false, seasonOpen: false, days };
}

/**
 * Intervals (minutes from Monday 00:00, each at most a week long) merged where they overlap or
 * touch, the week read as a circle: Sunday night joins Monday morning. Starts stay within the week.
 */
function mergedAroundTheWeek(intervals: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  // The last interval may run past the week's end over the first ones.
  while (merged.length > 1 && merged[merged.length - 1][1] >= merged[0][0] + WEEK) {
    const [, firstEnd] = merged.shift()!;
    const last = merged[merged.length - 1];
    last[1] = Math.max(last[1], firstEnd + WEEK);
  }
  const whole = merged.find(([from, to]) => to - from >= WEEK);
  return whole ? [[0, WEEK]] : merged;
}
