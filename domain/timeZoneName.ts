/**
 * A place's `timezone` holds an IANA zone name ('Europe/Madrid', 'Atlantic/Canary', 'UTC') or
 * nothing: never a path, markup or an offset. A name is letters, digits, '_', '+', '-' in up to
 * three parts separated by '/', and the runtime's time-zone database (Intl, the same in the browser
 * and in Node) must know it.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export function isTimeZoneName(text: string): boolean {
  if (!ZONE_NAME.test(text)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}
