/**
 * Coordinates of a place as staff type them (part 1 §2 Edit place, §5): '(lat, lng)', split into
 * lat and lng. Latitude −90..90, longitude −180..180.
 */
export const LAT_RANGE = { min: -90, max: 90 } as const;
export const LNG_RANGE = { min: -180, max: 180 } as const;

export type CoordinatesReading = { lat: number; lng: number } | { error: 'format' | 'range' } | null;

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const PAIR = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*[,;]\s*(${NUMBER})\s*\)?$`);

export const inLatRange = (lat: number) => lat >= LAT_RANGE.min && lat <= LAT_RANGE.max;
export const inLngRange = (lng: number) => lng >= LNG_RANGE.min && lng <= LNG_RANGE.max;

/** '(43.36, -8.41)' → {lat, lng}; blank → null; anything else → why not. Parentheses are optional. */
export function parseCoordinates(text: unknown): CoordinatesReading {
  if (typeof text !== 'string' || text.trim() === '') return null;
  if (text.length > 100) return { error: 'format' };
  const match = PAIR.exec(text.trim());
  if (!match) return { error: 'format' };
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { error: 'format' };
  if (!inLatRange(lat) || !inLngRange(lng)) return { error: 'range' };
  return { lat, lng };
}

/** {lat, lng} → '(lat, lng)'; '' when either is missing. */
export function formatCoordinates(lat: unknown, lng: unknown): string {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? `(${lat}, ${lng})` : '';
}
