/**
 * The check the wizard runs before leaving step 4 or saving: the 'Publicado' state and the hours
 * that will be sent (overlapping pairs, a night past midnight running into the next day, a pair
 * opening and closing at the same time, times that are not HH:MM). The message names
 * the field or the day; null when the step is fine.
 */
import { hoursProblems, isPlaceState } from '../../../../../../domain';
import { HOURS_FIELD, sentHours } from './draft';

export const BAD_STATE = 'Publicado: elija Sí, No, Cerrado permanentemente o Cerrado temporalmente';

export function validateHours(values: Record<string, unknown>): string | null {
  const published = values.published;
  if (published !== undefined && published !== null && !isPlaceState(published)) return BAD_STATE;
  const draft = values[HOURS_FIELD];
  if (draft === undefined || draft === null) return null;
  return hoursProblems(sentHours(draft))[0]?.message ?? null;
}
