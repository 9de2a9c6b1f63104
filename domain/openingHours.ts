/**
 * Hours (part 1 §3) written in OpenStreetMap's `opening_hours` syntax
 * (https://wiki.openstreetmap.org/wiki/Key:opening_hours), for people who copy them to OSM:
 * - always open: `24/7`; a week whose seven days are all 24-hour days also reads `24/7`;
 * - seasonal: `unknown "Abierto por temporada"` — the hours JSON does not say which season, so the
 *   state is "unknown" with that comment (an OSM parser answers "unknown" at any date);
 * - per day: days with the same schedule share one rule, rules in week order; three or more
 *   consecutive days as a range (`Mo-Fr`), two as a list (`Sa,Su`); pairs sorted by opening time,
 *   a close at 00:00 written as `24:00`; a 24-hour day `00:00-24:00`; a closed day `off`
 *   (a day missing from the list is closed, as draftOf reads it); a week closed every day `Mo-Su off`;
 * - a pair past midnight as OSM writes it, `Fr 20:00-02:00`. In OSM a normal rule (after `;`) takes
 *   its whole day, so `Fr 20:00-02:00; Sa 10:00-14:00` would close Saturday 00:00-02:00: a week with
 *   such a pair is written with the closed days first and the open rules as additional rules
 *   (`, `), which add to the days before them: `Mo-Th off; Fr 20:00-02:00, Sa 10:00-14:00`;
 * - no hours (`[]`): the empty string (no tag).
 * Hours with problems (hoursProblems) have no OSM form: null.
 * Pure text work; domain/openingHoursCheck.ts validates the result with the opening_hours parser.
 */
import { WEEKDAYS, closesNextDay, type DayHours, type Hours } from './hours';
import { hoursProblems } from './hoursProblems';

/** OSM's two-letter weekdays, in the order of WEEKDAYS (Lunes..Domingo). */
export const OSM_WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

export const OSM_ALWAYS_OPEN = '24/7';
export const OSM_SEASONAL = 'unknown "Abierto por temporada"';
const ALL_DAY = '00:00-24:00';

/** One day's schedule: 'off', '00:00-24:00' or the pairs '09:00-14:00,16:00-19:00'. */
function scheduleOf(day: DayHours | undefined): string {
  if (!day) return 'off';
  if (day.all24) return ALL_DAY;
  if (day.hours.length === 0) return 'off';
  return [...day.hours]
    .sort((a, b) => a.open.localeCompare(b.open))
    .map(({ open, close }) => `${open}-${close === '00:00' ? '24:00' : close}`)
    .join(',');
}

/** Day indexes (sorted) → 'Mo-Fr', 'Sa,Su', 'Mo-We,Fr'. */
function daysOf(indexes: number[]): string {
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) => {
      const [first, last] = [OSM_WEEKDAYS[run[0]], OSM_WEEKDAYS[run[run.length - 1]]];
      if (run.length === 1) return first;
      return run.length === 2 ? `${first},${last}` : `${first}-${last}`;
    })
    .join(',');
}

/** The hours as an OSM `opening_hours` value ('' for no hours), or null when they have problems. */
export function openingHoursOf(hours: unknown): string | null {
  if (hoursProblems(hours).length > 0) return null;
  const list = hours as Hours;
  if (list.length === 0) return '';
  const first = list[0];
  if ('alwaysOpen' in first) return OSM_ALWAYS_OPEN;
  if ('seasonOpen' in first) return OSM_SEASONAL;
  const days = list as DayHours[];
  const schedules = WEEKDAYS.map((weekday) => scheduleOf(days.find((d) => d.day === weekday)));
  if (schedules.every((s) => s === ALL_DAY)) return OSM_ALWAYS_OPEN;
  // Rules in week order, each holding every day that shares its schedule.
  const groups = new Map<string, number[]>();
  schedules.forEach((schedule, i) => groups.set(schedule, [...(groups.get(schedule) ?? []), i]));
  const rules = [...groups].map(([schedule, indexes]) => `${daysOf(indexes)} ${schedule}`);
  const pastMidnight = days.some((d) => !d.all24 && d.hours.some(closesNextDay));
  if (!pastMidnight) return rules.join('; ');
  const closed = groups.has('off') ? [`${daysOf(groups.get('off')!)} off`] : [];
  const open = rules.filter((rule) => !rule.endsWith(' off'));
  return [...closed, open.join(', ')].join('; ');
}
