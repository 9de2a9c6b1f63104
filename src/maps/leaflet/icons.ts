/**
 * The keyless map's markers are divIcons (HTML + CSS, see markers.css): no marker images to bundle,
 * and a cluster shows its count. Titles are set by Leaflet as an attribute, never as HTML.
 */
import L from 'leaflet';
import { clusterSize, clusterText } from '../clusterStyle';
import { PIN_ANCHOR, PIN_SIZE, PIN_SVG } from './pin';

export const pinIcon = (extraClass = '') =>
  L.divIcon({ className: `map-pin ${extraClass}`.trim(), html: PIN_SVG, iconSize: PIN_SIZE, iconAnchor: PIN_ANCHOR });

export function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'map-cluster',
    html: `<span>${clusterText(count)}</span>`,
    iconSize: [size, size],
  });
}
