/**
 * The panel's one map contract. Screens draw maps only through `MapView` (src/maps/index.ts), which
 * hands these props to the provider chosen at run time: Google Maps when the server sends a
 * GOOGLE_MAPS_KEY (runtimeConfig().googleMapsKey), otherwise the keyless Leaflet + OpenStreetMap map.
 *
 * The contract is a controlled React component:
 * - `view` says where to look: a centre and a zoom, or a box to fit (the map picks the zoom that
 *   shows it all, at most `maxZoom`). The map moves when a NEW view object arrives (go to a place
 *   at PLACE_ZOOM: `setView({ center: place, zoom: PLACE_ZOOM })`); between two views the user
 *   pans and zooms freely.
 * - `markers` and `clusters` are what to draw, already reduced to the visible area by the caller
 *   (the places map asks the API for the rectangle it is shown): a provider never gets all places.
 *   A marker's `title` is the hover text / accessible name; a cluster shows its `count` and, when
 *   clicked, the map zooms to the cluster's `bounds`.
 * - `onBoundsChange(bounds, zoom)` after the map settles (once at start, then after each move).
 *   Bounds are normalised: latitudes -90..90, longitudes -180..180, west > east when the view
 *   crosses the antimeridian, -180..180 whole when it shows the world more than once.
 * - `onMarkerClick` on a marker (mouse, or Enter on a focused marker); `onMapClick` on the map itself
 *   (Leaflet: also Enter on the focused map, at its centre, so the keyboard can place a pin).
 * - `pin` is the editor's single marker (set it from `onMapClick`, read it from your state); with
 *   `onPinChange` it can be dragged.
 *
 * Later (place editor): reverse geocoding and place search join a provider as a `geocoder` next to
 * `MapView`, so the editor gets both from the same choice.
 */
import type { MapBounds } from '../../domain';
import type { ComponentType } from 'react';

export interface LatLng {
  lat: number;
  lng: number;
}

export type { MapBounds } from '../../domain';

export type MapViewRequest = { center: LatLng; zoom: number } | { bounds: MapBounds; maxZoom?: number };

export interface MapMarker {
  id: string | number;
  position: LatLng;
  title: string;
}

export interface MapCluster {
  id: string;
  position: LatLng;
  count: number;
  bounds: MapBounds;
  /** Hover text / accessible name ('25 sitios'). */
  title: string;
}

export interface MapViewProps {
  view: MapViewRequest;
  markers?: MapMarker[];
  clusters?: MapCluster[];
  onBoundsChange?: (bounds: MapBounds, zoom: number) => void;
  onMarkerClick?: (marker: MapMarker) => void;
  onMapClick?: (position: LatLng) => void;
  pin?: LatLng | null;
  onPinChange?: (position: LatLng) => void;
  /** The pin's accessible name and hover text ('Posición del sitio'). */
  pinLabel?: string;
  /** Accessible name of the map region. */
  label: string;
  /** CSS height of the map (default 480px). */
  height?: number | string;
}

export type MapProviderId = 'google' | 'leaflet';

/** The whole world at zoom 2 (spec part 1 §9): where the places map opens when no place has coordinates. */
export const WORLD_VIEW: MapViewRequest = { center: { lat: 20, lng: 0 }, zoom: 2 };
/** Room left around a fitted box, in pixels, so its outer pins are not cut by the map's edge. */
export const FIT_PADDING = 40;
/** Zoom on a selected place (spec part 1 §9). */
export const PLACE_ZOOM = 16;

export type MapViewComponent = ComponentType<MapViewProps>;
