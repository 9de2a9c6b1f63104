/**
 * Opening hours from a maps search (part 1 §2 Edit: "the maps search gives opening periods") turned
 * into the editor's draft of ./hours. The periods are Google's (the keyless service converts OSM's
 * opening_hours into them): day 0 = Sunday … 6 = Saturday, time 'HHMM', each period running from
 * its open to its close, which may fall on a later day.
 *
 * - No periods → null (hours unknown: the editor keeps what it has).
 * - A period opening Sunday at 0000 without a close is Google's "open 24 hours every day" →
 *   always open (whatever other periods come with it).
 * - A period crossing midnight is split at it: Friday 2000 → Saturday 0200 gives Viernes 20:00–00:00
 *   and Sábado 00:00–02:00. The evening part closes at 00:00, which the hours model reads as
 *   midnight (hoursProblems: "a close at 00:00 means midnight"; the OSM view writes it 24:00), so
 *   no minute is lost (END_OF_DAY).
 * - A day covered from 00:00 to 24:00 is open 24 hours (all24).
 * - Within a day the pairs are sorted by opening time, overlapping or touching ones merged into
 *   one, and at most MAX_RANGES_PER_DAY kept (the earliest; the rest dropped).
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

  // Open intervals per weekday, Monday = 0 as in WEEKDAYS, in minutes from 00:00 (a day's end is 1440).
  const perDay: [number, number][][] = WEEKDAYS.map(() => []);
  let readable = 0;
  for (const period of valid) {
    const start = weekMinutes(period.open, false);
    let end = weekMinutes(period.close, true);
    if (start === null || end === null || end === start) continue;
    if (end < start) end += WEEK; // closes in the next week (Saturday night → Sunday)
    readable++;
    for (let from = start; from < end; from = (Math.floor(from / DAY) + 1) * DAY) {
      const dayStart = Math.floor(from / DAY) * DAY;
      const weekday = (Math.floor(from / DAY) + 6) % 7; // Google's Sunday (0) is the model's last day
      perDay[weekday].push([from - dayStart, Math.min(end, dayStart + DAY) - dayStart]);
    }
  }
  if (readable === 0) return null;

  const days: DayHours[] = WEEKDAYS.map((day, i) => {
    const merged: [number, number][] = [];
    for (const [from, to] of perDay[i].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
      const last = merged[merged.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    if (merged.length === 1 && merged[0][0] === 0 && merged[0][1] >= DAY) return { day, hours: [], all24: true };
    const hours = merged.slice(0, MAX_RANGES_PER_DAY).map(([from, to]) => ({ open: clock(from), close: clock(to) }));
    return { day, hours, all24: false };
  });
  return { alwaysOpen: false, seasonOpen: false, days };
}
