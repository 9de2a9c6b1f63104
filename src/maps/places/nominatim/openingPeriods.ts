/**
 * OSM `opening_hours` → Google-style opening periods (types.ts OpeningPeriod), with the
 * opening_hours parser OpenStreetMap's own tools use. Loaded only when a place has opening hours
 * (the service imports this file on demand): the parser weighs about 1 MB.
 *
 * The value is evaluated over one fixed reference week, Monday 13 May 2024 00:00 to Monday 20 May
 * 2024 00:00 (local time), and every open interval becomes one period:
 * - fixed, so the same value always gives the same periods (and tests do not depend on today);
 * - no daylight-saving change that week in Europe, the Americas or Oceania, so local hours read back
 *   as written;
 * - mid-May falls inside both the usual summer season ('Apr-Oct …', 'May-Sep …') and the usual winter
 *   one ('Oct-May …'), so seasonal values give their most common schedule;
 * - no country is given to the parser, so public and school holidays ('PH off', 'SH …') never apply:
 *   the periods are the ordinary week's.
 * Intervals the parser marks unknown (open end '10:00+', comments such as "by appointment") are left
 * out: only known openings are filled in (a value with only unknown ones gives null, as unparsable). An interval crossing midnight closes on the next day; one
 * crossing Sunday → Monday (clipped at both ends of the week) is joined again. Open the whole week
 * ('24/7', 'Mo-Su 00:00-24:00') is Google's single period opening on day 0 at '0000' without close.
 * An unparsable value gives null (no periods known); a value closed all week ('off') gives [].
 */
import { parseOpeningHours } from '../../../../domain/openingHoursCheck';
import type { OpeningPeriod } from '../types';

/** Monday 13 May 2024 00:00 → Monday 20 May 2024 00:00, local time. */
export const REFERENCE_WEEK = { from: new Date(2024, 4, 13), to: new Date(2024, 4, 20) } as const;

const point = (date: Date) => ({
  day: date.getDay(),
  time: `${String(date.getHours()).padStart(2, '0')}${String(date.getMinutes()).padStart(2, '0')}`,
});

export function openingPeriodsOf(value: string): OpeningPeriod[] | null {
  const text = value.trim();
  if (!text) return null;
  let intervals: [Date, Date][];
  try {
    const all = parseOpeningHours(text).getOpenIntervals(new Date(REFERENCE_WEEK.from), new Date(REFERENCE_WEEK.to));
    intervals = all.filter(([, , unknown]) => !unknown).map(([from, to]) => [from, to]);
    if (all.length > 0 && intervals.length === 0) return null;
  } catch {
    return null;
  }
  if (intervals.length === 0) return [];
  const start = REFERENCE_WEEK.from.getTime();
  const end = REFERENCE_WEEK.to.getTime();
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (first[0].getTime() === start && first[1].getTime() === end) {
    return [{ open: { day: 0, time: '0000' } }];
  }
  // Sunday night into Monday: the parser cuts it at the week's end and again at its start.
  if (intervals.length > 1 && first[0].getTime() === start && last[1].getTime() === end) {
    intervals = [...intervals.slice(1, -1), [last[0], first[1]]];
  }
  return intervals
    .map(([from, to]) => ({ open: point(from), close: point(to) }))
    .sort((a, b) => a.open.day - b.open.day || a.open.time.localeCompare(b.open.time));
}
