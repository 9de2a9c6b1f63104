/**
 * Opening hours of a place (part 1 §3 "Hours", §4 "Opening mode"): a JSON list that is either
 * [{alwaysOpen: true}], or [{seasonOpen: true}], or one entry per day Lunes..Domingo holding its
 * open/close pairs (HH:MM) and the all24 flag; a closed day has no pairs and all24 false.
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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const closedWeek = (): DayHours[] => WEEKDAYS.map((day) => ({ day, hours: [], all24: false }));

/** The always-open > seasonal > per-day rule, applied. */
export function hoursOf(draft: HoursDraft): Hours {
  if (draft.alwaysOpen) return [{ alwaysOpen: true }];
  if (draft.seasonOpen) return [{ seasonOpen: true }];
  return WEEKDAYS.map((day) => {
    const found = draft.days.find((d) => d.day === day);
    if (!found || found.all24) return { day, hours: [], all24: Boolean(found?.all24) };
    return { day, hours: found.hours.map(({ open, close }) => ({ open, close })), all24: false };
  });
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

/** A problem with hours, in Spanish, naming the day (and the pair) it is about. */
export interface HoursProblem {
  day?: Weekday;
  range?: number;
  message: string;
}

/**
 * Checks hours in any shape (as sent by a caller, so `unknown`): the shape of part 1 §3, HH:MM times,
 * close after open, no overlapping pairs within a day. Answers the problems (empty when valid).
 */
export function hoursProblems(hours: unknown): HoursProblem[] {
  if (!Array.isArray(hours)) return [{ message: 'El horario debe ser una lista' }];
  if (hours.length === 0) return [];
  const first = hours[0] as Record<string, unknown> | null;
  if (hours.length === 1 && first && typeof first === 'object' && ('alwaysOpen' in first || 'seasonOpen' in first)) {
    const keys = Object.keys(first);
    const ok = keys.length === 1 && (first.alwaysOpen === true || first.seasonOpen === true);
    return ok ? [] : [{ message: 'El horario siempre abierto o de temporada es [{"alwaysOpen":true}] o [{"seasonOpen":true}]' }];
  }
  if (hours.length > WEEKDAYS.length) return [{ message: 'El horario tiene más de siete días' }];
  const problems: HoursProblem[] = [];
  const seen = new Set<string>();
  for (const entry of hours as unknown[]) {
    const item = entry as Record<string, unknown> | null;
    const day = item && typeof item === 'object' ? item.day : undefined;
    if (typeof day !== 'string' || !(WEEKDAYS as readonly string[]).includes(day)) {
      problems.push({ message: `Día no válido en el horario: use ${WEEKDAYS.join(', ')}` });
      continue;
    }
    const weekday = day as Weekday;
    if (seen.has(weekday)) problems.push({ day: weekday, message: `${weekday} aparece dos veces en el horario` });
    seen.add(weekday);
    const extra = Object.keys(item!).filter((k) => !['day', 'hours', 'all24'].includes(k));
    if (extra.length) problems.push({ day: weekday, message: `${weekday}: campo desconocido ${extra[0]}` });
    if (item!.all24 !== undefined && typeof item!.all24 !== 'boolean') {
      problems.push({ day: weekday, message: `${weekday}: all24 debe ser verdadero o falso` });
    }
    const ranges = item!.hours ?? [];
    if (!Array.isArray(ranges)) {
      problems.push({ day: weekday, message: `${weekday}: las horas deben ser una lista de pares apertura–cierre` });
      continue;
    }
    if (ranges.length > MAX_RANGES_PER_DAY) {
      problems.push({ day: weekday, message: `${weekday}: como mucho ${MAX_RANGES_PER_DAY} horarios por día` });
      continue;
    }
    problems.push(...rangeProblems(weekday, ranges as unknown[]));
  }
  return problems;
}

function rangeProblems(day: Weekday, ranges: unknown[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  const valid: { from: number; to: number; range: number }[] = [];
  ranges.forEach((raw, range) => {
    const r = raw as Record<string, unknown> | null;
    const open = r && typeof r === 'object' ? r.open : undefined;
    const close = r && typeof r === 'object' ? r.close : undefined;
    if (typeof open !== 'string' || !TIME.test(open) || typeof close !== 'string' || !TIME.test(close)) {
      problems.push({ day, range, message: `${day}: escriba las horas como HH:MM (de 00:00 a 23:59)` });
      return;
    }
    // A close at 00:00 means midnight: the end of the day.
    const to = close === '00:00' ? 24 * 60 : minutes(close);
    if (to <= minutes(open)) {
      problems.push({ day, range, message: `${day}: la hora de cierre (${close}) debe ser posterior a la de apertura (${open})` });
      return;
    }
    valid.push({ from: minutes(open), to, range });
  });
  // Each pair is compared with the latest close of all the pairs opening before it (not only the
  // previous one: 09:00–18:00 also overlaps 12:00–13:00 after 10:00–11:00).
  const sorted = [...valid].sort((a, b) => a.from - b.from);
  let latestClose = -1;
  for (const pair of sorted) {
    if (pair.from < latestClose) problems.push({ day, range: pair.range, message: `${day}: los horarios se solapan` });
    latestClose = Math.max(latestClose, pair.to);
  }
  return problems;
}

/** The category whose choice ticks always open (part 1 §5), by its Spanish name. */
export const PLAYGROUND_CATEGORY = 'Parque infantil';
