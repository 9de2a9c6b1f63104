/**
 * An OSM `opening_hours` value checked by opening_hours.js, the parser OpenStreetMap's own tools use
 * (npm `opening_hours`). Kept apart from openingHours.ts and out of domain/index.ts: the parser
 * weighs about 1 MB (holiday tables), so the panel loads this file only when it shows the check.
 */
import OpeningHours from 'opening_hours';

/** An OSM `opening_hours` value read the one way this project reads it (no position or country: no holidays); throws on a bad value. */
export function parseOpeningHours(value: string): OpeningHours {
  return new OpeningHours(value, null, {
    mode: 0,
    tag_key: 'opening_hours',
    map_value: false,
    warnings_severity: 4,
    locale: 'en',
  });
}

export type OpeningHoursCheck = { valid: true; warnings: string[] } | { valid: false; error: string };

/** Parses `value`: valid with the parser's warnings (none for what openingHoursOf writes), or its error. */
export function checkOpeningHours(value: string): OpeningHoursCheck {
  if (value === '') return { valid: true, warnings: [] };
  try {
    return { valid: true, warnings: parseOpeningHours(value).getWarnings() };
  } catch (error) {
    return { valid: false, error: String(error instanceof Error ? error.message : error) };
  }
}
