/**
 * The check on leaving step 1 (part 1 §5), in the spec's order: a category, a name, an address;
 * on edit also the coordinates '(lat, lng)' (required, well formed, in range). Answers the first
 * problem (its message key and the field to focus) or null.
 */
import { parseCoordinates } from '../../../../domain';
import type { StepProblem } from '../../../wizard';

const P = 'app.place_editor.check.';
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function checkData(values: Record<string, unknown>, editing: boolean): StepProblem | null {
  if (!Array.isArray(values.categories) || values.categories.length === 0) return { message: `${P}category`, field: 'categories' };
  if (blank(values.name)) return { message: `${P}name`, field: 'name' };
  if (blank(values.address)) return { message: `${P}address`, field: 'address' };
  if (editing) return coordinatesProblem(values.coordinates);
  return null;
}

/** The coordinates field's own problem (also its input validator), or null. */
export function coordinatesProblem(text: unknown): StepProblem | null {
  const read = parseCoordinates(text);
  if (read === null) return { message: `${P}coordinates_required`, field: 'coordinates' };
  if ('error' in read) return { message: `${P}coordinates_${read.error}`, field: 'coordinates' };
  return null;
}

export const checkNewPlace = (values: Record<string, unknown>) => checkData(values, false);
export const checkEditedPlace = (values: Record<string, unknown>) => checkData(values, true);
