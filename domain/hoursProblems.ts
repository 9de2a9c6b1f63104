/**
 * The check of hours (part 1 §3) wherever they come from: the API's input (addPlace, updPlace), the
 * editor's step 4, the OSM view. Rules, as OSM opening_hours reads a week (docs/hours.md):
 * - times are HH:MM; a close earlier than its open runs past midnight into the next day
 *   (Viernes 20:00–02:00), Sunday's into Monday; a close at 00:00 is midnight, the day's end;
 * - a close equal to its open is refused (OSM would read 24 hours in a row; here it is almost
 *   always a slip), except 00:00–00:00, the whole day;
 * - no moment of the week in two pairs: pairs of one day must not overlap (touching is fine), nor
 *   may a pair past midnight run into the next day's pairs or into a next day open 24 hours.
 */
import { HH_MM, MAX_RANGES_PER_DAY, WEEKDAYS, closesNextDay, timeMinutes, type Weekday } from './hours';

/** A problem with hours, in Spanish, naming the day (and the pair) it is about. */
export interface HoursProblem {
  day?: Weekday;
  range?: number;
  message: string;
}

const DAY = 24 * 60;

/** A well-formed pair of a day, in minutes from that day's 00:00 (`to` beyond 1440 past midnight). */
interface Span {
  from: number;
  to: number;
  range: number;
  open: string;
  close: string;
}

/** What one day entry holds once read: its well-formed pairs and whether it is open 24 hours. */
interface DayRead {
  spans: Span[];
  all24: boolean;
}

/**
 * Checks hours in any shape (as sent by a caller, so `unknown`): one of the three shapes (always
 * open, seasonal, or seven days from Lunes; part 1 §3), HH:MM times,
 * no pair closing at its opening time, no overlap (see the header). Answers the problems (empty when valid).
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
  const seen = new Set<Weekday>();
  const week = new Map<Weekday, DayRead>();
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
    const spans: Span[] = [];
    problems.push(...rangeProblems(weekday, ranges as unknown[], spans));
    if (!week.has(weekday)) week.set(weekday, { spans, all24: item!.all24 === true });
  }
  problems.push(...pastMidnightProblems(week));
  return problems;
}

/** One day's pairs: each well-formed, none closing at its opening, none overlapping another (fills `spans`). */
function rangeProblems(day: Weekday, ranges: unknown[], spans: Span[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  ranges.forEach((raw, range) => {
    const r = raw as Record<string, unknown> | null;
    const open = r && typeof r === 'object' ? r.open : undefined;
    const close = r && typeof r === 'object' ? r.close : undefined;
    if (typeof open !== 'string' || !HH_MM.test(open) || typeof close !== 'string' || !HH_MM.test(close)) {
      problems.push({ day, range, message: `${day}: escriba las horas como HH:MM (de 00:00 a 23:59)` });
      return;
    }
    if (open === close && open !== '00:00') {
      const message = `${day}: la apertura y el cierre son la misma hora (${open}); para abrir todo el día, marque «Abierto 24 horas»`;
      problems.push({ day, range, message });
      return;
    }
    // A close at 00:00, or earlier than the open, is on the next day.
    const to = close === '00:00' || closesNextDay({ open, close }) ? DAY + timeMinutes(close) : timeMinutes(close);
    spans.push({ from: timeMinutes(open), to, range, open, close });
  });
  // Each pair is compared with the latest close of all the pairs opening before it (not only the
  // previous one: 09:00–18:00 also overlaps 12:00–13:00 after 10:00–11:00).
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let latestClose = -1;
  for (const pair of sorted) {
    if (pair.from < latestClose) problems.push({ day, range: pair.range, message: `${day}: los horarios se solapan` });
    latestClose = Math.max(latestClose, pair.to);
  }
  return problems;
}

/** A pair past midnight must end before the next day's first pair opens (Sunday's: Monday's), and that day must not be open 24 hours. */
function pastMidnightProblems(week: Map<Weekday, DayRead>): HoursProblem[] {
  const problems: HoursProblem[] = [];
  WEEKDAYS.forEach((day, i) => {
    const today = week.get(day);
    if (!today || today.all24) return; // a 24-hour day's pairs are not shown nor sent
    const nextDay = WEEKDAYS[(i + 1) % WEEKDAYS.length];
    const next = week.get(nextDay);
    if (!next) return;
    for (const span of today.spans) {
      const spill = span.to - DAY; // minutes of the next day it takes
      if (spill <= 0) continue;
      if (next.all24 || next.spans.some((other) => other.from < spill)) {
        const message = `${day}: el horario de ${span.open} a ${span.close} pasa de medianoche y se solapa con el del ${nextDay.toLowerCase()}`;
        problems.push({ day, range: span.range, message });
      }
    }
  });
  return problems;
}
