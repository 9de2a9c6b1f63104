/** Cluster bubbles of the Google map (a circle symbol with the count as label), as on the keyless map. */
import { clusterSize, clusterText } from '../clusterStyle';
import type { LatLng } from '../types';

export const clusterSymbol = (count: number): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  scale: clusterSize(count) / 2,
  fillColor: '#1565c0',
  fillOpacity: 0.88,
  strokeColor: '#ffffff',
  strokeWeight: 3,
});

export const clusterLabel = (count: number): google.maps.MarkerLabel => ({
  text: clusterText(count),
  color: '#ffffff',
  fontSize: '12px',
  fontWeight: '600',
});

export const toLatLng = (at: google.maps.LatLng): LatLng => ({ lat: at.lat(), lng: at.lng() });
