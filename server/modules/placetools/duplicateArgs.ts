/** Validation of duplicatePlaces' arguments: each refusal is BAD_USER_INPUT naming the argument. */
import { DUPLICATES } from '../../../domain';
import { parseId } from '../../graphql/args';
import { badInput } from '../../graphql/errors';

export interface DuplicateQuery {
  /** Trimmed name, or null when too short to look for (the answer is then []). */
  name: string | null;
  /** Where the new place is, when known. */
  at: { lat: number; lng: number } | null;
  /** A place never proposed (the one being edited). */
  exclude: number | null;
}

function coordinate(value: unknown, field: 'lat' | 'lng'): number | null {
  if (value === undefined || value === null) return null;
  const limit = field === 'lat' ? 90 : 180;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < -limit || value > limit) {
    const what = field === 'lat' ? 'Latitud' : 'Longitud';
    throw badInput(field, `${what} no válida en ${field}: debe ser un número entre -${limit} y ${limit}`);
  }
  return value;
}

export function parseDuplicateQuery(args: Record<string, unknown>): DuplicateQuery {
  if (typeof args.name !== 'string') throw badInput('name', 'Falta el nombre (name)');
  const name = args.name.trim();
  const chars = [...name].length;
  if (chars > DUPLICATES.maxName) {
    throw badInput('name', `El nombre es demasiado largo (máximo ${DUPLICATES.maxName} caracteres)`);
  }
  const lat = coordinate(args.lat, 'lat');
  const lng = coordinate(args.lng, 'lng');
  if ((lat === null) !== (lng === null)) {
    const missing = lat === null ? 'lat' : 'lng';
    throw badInput(missing, `Indique la latitud y la longitud juntas (falta ${missing})`);
  }
  const exclude = args.exclude === undefined || args.exclude === null ? null : parseId(args.exclude, 'exclude');
  return {
    name: chars < DUPLICATES.minChars ? null : name,
    at: lat === null || lng === null ? null : { lat, lng },
    exclude,
  };
}
