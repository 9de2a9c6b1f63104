/**
 * Opening hours of a place (part 1 §3 "Hours", §4 "Opening mode"): a JSON list that is either
 * [{alwaysOpen: true}], or [{seasonOpen: true}], or one entry per day Lunes..Domingo holding its
 * open/close pairs (HH:MM) and the all24 flag; a closed day has no pairs and all24 false. A pair
 * closing earlier than it opens runs past midnight (closesNextDay); hoursProblems.ts checks them.
 * The first checked mode wins, in the order always open, seasonal, per-day.
 */
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  open: string;
  close: string;
}
export interface DayHours {
  day: Weekday;
  hours: TimeRange[];
  all24: boolean;
}
export type Hours = [{ alwaysOpen: true }] | [{ seasonOpen: true }] | DayHours[];

/** What the editor holds: the three modes at once, resolved into Hours by `hoursOf`. */
export interface HoursDraft {
  alwaysOpen: boolean;
  seasonOpen: boolean;
  days: DayHours[];
}

/** At most this many open/close pairs in one day (a bound for hostile input; real weeks use 1–3). */
export const MAX_RANGES_PER_DAY = 6;

/** A time as the model holds it: HH:MM, 00:00 to 23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Minutes since 00:00 of an HH:MM time. */
export const timeMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A pair closing earlier than it opens runs past midnight into the next day (Viernes 20:00–02:00
 * closes on Saturday at 02:00), as OSM opening_hours and Google periods read it. A close at 00:00
 * is midnight, the end of the opening day, so 18:00–00:00 stays within its day.
 */
export const closesNextDay = ({ open, close }: TimeRange) => close !== '00:00' && timeMinutes(close) < timeMinutes(open);

export const closedWeek = (): DayHours[] => WEEKDAYS.map((day) => ({ day, hours: [], all24: false }));

/** The always-open > seasonal > per-day rule, applied; a week with nothing entered is [] (hours unknown). */
export function hoursOf(draft: HoursDraft): Hours {
  if (draft.alwaysOpen) return [{ alwaysOpen: true }];
  if (draft.seasonOpen) return [{ seasonOpen: true }];
  const week = WEEKDAYS.map((day) => {
    const found = draft.days.find((d) => d.day === day);
    if (!found || found.all24) return { day, hours: [], all24: Boolean(found?.all24) };
    return { day, hours: found.hours.map(({ open, close }) => ({ open, close })), all24: false };
  });
  // Nothing entered on any day: no hours known ([]), not "closed all week" (a closed place says so in
  // its published state). An untouched editor saves back the [] it opened with.
  return week.every((d) => !d.all24 && d.hours.length === 0) ? [] : week;
}

/** Stored hours (any of the three shapes, or nothing) → the editor's draft. */
export function draftOf(hours: unknown): HoursDraft {
  const list = Array.isArray(hours) ? (hours as Record<string, unknown>[]) : [];
  const first = list[0] ?? {};
  const days = closedWeek().map((empty) => {
    const found = list.find((d) => d && d.day === empty.day);
    if (!found) return empty;
    const ranges = Array.isArray(found.hours) ? (found.hours as Partial<TimeRange>[]) : [];
    return {
      day: empty.day,
      all24: found.all24 === true,
      hours: ranges.map((r) => ({ open: String(r?.open ?? ''), close: String(r?.close ?? '') })),
    };
  });
  return { alwaysOpen: first.alwaysOpen === true, seasonOpen: first.seasonOpen === true, days };
}

/** The category whose choice ticks always open (part 1 §5), by its Spanish name. */
export const PLAYGROUND_CATEGORY = 'Parque infantil';
