/**
 * The keyless map's markers are divIcons (HTML + CSS, see markers.css): no marker images to bundle,
 * and a cluster shows its count. Titles are set by Leaflet as an attribute, never as HTML.
 */
import L from 'leaflet';
import { clusterSize, clusterText } from '../clusterStyle';

const PIN_SVG = `<svg viewBox="0 0 26 36" width="26" height="36" aria-hidden="true" focusable="false">
  <path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 35 13 35s12-13 12-22.1C25 6.3 19.6 1 13 1z"/>
  <circle cx="13" cy="13" r="4.6"/></svg>`;

export const pinIcon = (extraClass = '') =>
  L.divIcon({ className: `map-pin ${extraClass}`.trim(), html: PIN_SVG, iconSize: [26, 36], iconAnchor: [13, 35] });

export function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'map-cluster',
    html: `<span>${clusterText(count)}</span>`,
    iconSize: [size, size],
  });
}
