/**
 * Edit conflicts (issue 9, beyond the legacy panel): updPlace refuses a save whose `version` is
 * not the stored one (CONFLICT). The editor then reads the place again and compares it, field by
 * field, with the place as the editor opened it: the fields that differ are what someone else
 * changed. 'Recargar' takes the server's values for exactly those fields (the rest of the user's
 * work stays); 'Sobrescribir' sends the user's values again with the new version.
 */
import { PLACE_TEXT_FIELDS } from '../../../../domain';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';

/** Fields compared, in the order the dialog lists them. */
export const COMPARED_FIELDS = [
  ...PLACE_TEXT_FIELDS,
  'coordinates',
  'description',
  'menu',
  'categories',
  'subcategories',
  'equipment',
  'allergies',
  'services',
  'hours',
  'published',
  'points',
  'photos',
  'videos',
  'pdfs',
  'views360',
] as const satisfies readonly (keyof PlaceFormValues)[];
export type ComparedField = (typeof COMPARED_FIELDS)[number];

const UNORDERED = new Set(['categories', 'subcategories', 'equipment', 'allergies']);

/** JSON with object keys sorted: the same value always gives the same text. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function comparable(field: string, value: unknown): string {
  if (UNORDERED.has(field) && Array.isArray(value)) return JSON.stringify([...value].map(Number).sort((a, b) => a - b));
  if (field === 'services' && Array.isArray(value)) {
    return JSON.stringify([...(value as { id: number; points: number }[])].sort((a, b) => a.id - b.id).map((s) => [s.id, s.points]));
  }
  if (value === undefined || value === null) return '';
  return stable(value);
}

/** The fields whose value on the server differs from the one the editor opened with. */
export function changedFields(opened: Partial<PlaceFormValues>, current: Partial<PlaceFormValues>): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => comparable(field, opened[field]) !== comparable(field, current[field]));
}

/** 'Recargar': the server's values for the changed fields, the user's for everything else. */
export function reloadChanged(
  mine: Partial<PlaceFormValues>,
  server: Partial<PlaceFormValues>,
  fields: readonly ComparedField[],
): Partial<PlaceFormValues> {
  const out: Partial<PlaceFormValues> = { ...mine, version: server.version };
  for (const field of fields) (out as Record<string, unknown>)[field] = server[field];
  return out;
}
