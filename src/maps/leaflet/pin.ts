/**
 * The keyless map's place pin as HTML (an SVG drawn by markers.css), without Leaflet: the icon
 * factory (icons.ts) and the marker measurement (bench/markers.ts) draw the same pin.
 */
export const PIN_SVG = `<svg viewBox="0 0 26 36" width="26" height="36" aria-hidden="true" focusable="false">
  <path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 35 13 35s12-13 12-22.1C25 6.3 19.6 1 13 1z"/>
  <circle cx="13" cy="13" r="4.6"/></svg>`;

/** Size and anchor (the tip) of the pin, in pixels. */
export const PIN_SIZE: [number, number] = [26, 36];
export const PIN_ANCHOR: [number, number] = [13, 35];
