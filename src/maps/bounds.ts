/** Conversions both providers share: raw view edges → the normalised MapBounds of the contract. */
import type { MapBounds } from './types';

const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/** A longitude brought into -180..180 (180 stays 180). */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/**
 * Edges as a map reports them (Leaflet's may run past ±180 when the world repeats) → MapBounds:
 * the whole -180..180 when 360° or more are visible, else each edge wrapped (west > east means the
 * view crosses the antimeridian).
 */
export function normalizeBounds(south: number, west: number, north: number, east: number): MapBounds {
  const s = clampLat(Math.min(south, north));
  const n = clampLat(Math.max(south, north));
  if (east - west >= 360) return { south: s, west: -180, north: n, east: 180 };
  return { south: s, west: wrapLng(west), north: n, east: wrapLng(east) };
}

/** The copy of `lng` (±360°) nearest to `centerLng`, so markers show near the seam of the view. */
export function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
