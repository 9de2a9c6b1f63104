/** Validation of placesMap's arguments: each refusal is BAD_USER_INPUT naming the argument. */
import { parseIntRange } from '../../graphql/args';
import { badInput } from '../../graphql/errors';
import { parsePlaceState } from '../places/state';
import type { MapBounds } from './grid';

export interface MapQuery {
  bounds: MapBounds;
  zoom: number;
  published: number | null;
}

function coordinate(value: unknown, field: string, limit: 90 | 180): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < -limit || value > limit) {
    const what = limit === 90 ? 'Latitud' : 'Longitud';
    throw badInput(field, `${what} no válida en ${field}: debe ser un número entre -${limit} y ${limit}`);
  }
  return value;
}

export function parseMapQuery(args: Record<string, unknown>): MapQuery {
  const south = coordinate(args.south, 'south', 90);
  const north = coordinate(args.north, 'north', 90);
  const west = coordinate(args.west, 'west', 180);
  const east = coordinate(args.east, 'east', 180);
  if (south > north) throw badInput('south', 'El límite sur (south) no puede quedar al norte del límite norte (north)');
  const zoom = parseIntRange(args.zoom, 'zoom', 0, 22);
  if (zoom === null) throw badInput('zoom', 'Falta el zoom: debe ser un entero entre 0 y 22');
  return { bounds: { south, west, north, east }, zoom, published: parsePlaceState(args.published, 'published') };
}
