/**
 * The form field `hours` (an HoursDraft, domain/hours.ts) as the step needs it: whatever the form
 * holds (nothing on a new place, a partial or hostile value) read as a full draft — both mode flags
 * and the seven days Lunes..Domingo in order — and the Hours it will send.
 */
import { WEEKDAYS, draftOf, hoursOf, hoursProblems, type Hours, type HoursDraft, type HoursProblem } from '../../../../../../domain';

/** The form field holding the draft, and where each day and pair lives inside it. */
export const HOURS_FIELD = 'hours';
export const dayField = (index: number) => `${HOURS_FIELD}.days.${index}`;

/** Any value → a full draft (mode flags kept only when true; days through draftOf). */
export function draftFrom(value: unknown): HoursDraft {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { alwaysOpen: v.alwaysOpen === true, seasonOpen: v.seasonOpen === true, days: draftOf(v.days).days };
}

const isPair = (value: unknown): boolean => {
  if (!value || typeof value !== 'object') return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.open === 'string' && typeof pair.close === 'string';
};

/** True when the value already is a full draft (nothing for draftFrom to change). */
export function isFullDraft(value: unknown): value is HoursDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.alwaysOpen === 'boolean' &&
    typeof v.seasonOpen === 'boolean' &&
    Array.isArray(v.days) &&
    v.days.length === WEEKDAYS.length &&
    v.days.every(
      (d, i) =>
        d &&
        typeof d === 'object' &&
        d.day === WEEKDAYS[i] &&
        typeof d.all24 === 'boolean' &&
        Array.isArray(d.hours) &&
        d.hours.every(isPair),
    )
  );
}

/** What the form's draft sends (the always open > seasonal > per-day rule applied). */
export const sentHours = (value: unknown): Hours => hoursOf(draftFrom(value));

/**
 * The problems of the seven day rows as they stand, whatever mode is ticked (a 24-hour day's hidden
 * pairs left out): a night past midnight is checked against the next day, so the whole week is read.
 */
export const dayRowProblems = (value: unknown): HoursProblem[] =>
  hoursProblems(draftFrom(value).days.map((d) => (d.all24 ? { ...d, hours: [] } : d)));
