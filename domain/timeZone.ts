/**
 * The IANA time zone of a point (part 1 §2 Step 1 "timezone", §7 "a synchronous time-zone lookup by
 * coordinates"), worked out offline from the areas in ./timeZoneAreas: no network, no key, the
 * same answer in the browser and in the API. It knows Spain and Portugal only — mainland Spain and
 * the Balearics (Europe/Madrid), Ceuta, Melilla and the small islands off Morocco (Africa/Ceuta),
 * the Canaries (Atlantic/Canary), mainland Portugal (Europe/Lisbon), Madeira with Porto Santo
 * (Atlantic/Madeira) and the Azores (Atlantic/Azores), their territorial waters included — and
 * answers null anywhere else (France, Andorra, Gibraltar, Morocco, the open sea) and for a point
 * that is not one (NaN, latitude beyond ±90, longitude beyond ±180).
 *
 * Accuracy: the Spain–Portugal border, Ceuta's and Melilla's are within about 100 m of
 * timezone-boundary-builder's (OpenStreetMap's borders); Spain's border with France and Andorra
 * within about 1 km (the answer there is Europe/Madrid or null, never a wrong zone of the six). The world-wide package @photostructure/tz-lookup was tried first and put
 * Valença (Portugal) in Europe/Madrid and Barrancos (Portugal) in Europe/Madrid, Valencia de
 * Alcántara and Olivenza (Spain) in Europe/Lisbon: its grid is too coarse for this border.
 */
import { inLatRange, inLngRange } from './coordinates';
import { TIME_ZONE_AREAS } from './timeZoneAreas';

/** Whether (x, y) is inside a ring [x0, y0, x1, y1, …] (ray casting). */
function inRing(ring: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** 'Europe/Madrid', 'Atlantic/Canary', …; null outside Spain and Portugal or for a point that is not one. */
export function timeZoneAt(lat: number, lng: number): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (!inLatRange(lat) || !inLngRange(lng)) return null;
  for (const area of TIME_ZONE_AREAS) {
    if (area.rings.filter((ring) => inRing(ring, lng, lat)).length % 2 === 1) return area.zone;
  }
  return null;
}
