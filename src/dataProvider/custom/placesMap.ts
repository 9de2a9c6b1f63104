/**
 * The places map's two GraphQL documents (server: server/modules/placesmap) and their answers:
 * where the map opens (the located places' box, with the totals; asked once) and what it draws for
 * the visible rectangle (asked at each move). Validated against the server schema by
 * tests/contract/placesMap.contract.test.ts.
 */
import type { MapBounds, PlacesMapExtent } from '../../../domain';

export const PLACES_MAP_EXTENT_QUERY = `query PlacesMapExtent {
  placesMapExtent { total located south west north east }
}`;

export const PLACES_MAP_QUERY = `query PlacesMap($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
  placesMap(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {
    inView
    points { idplace name lat lng published }
    clusters { lat lng count south west north east }
  }
}`;

export type PlacesMapExtentData = PlacesMapExtent;

export interface MapPointData {
  idplace: number;
  name: string;
  lat: number;
  lng: number;
  published: number;
}

export interface MapClusterData extends MapBounds {
  lat: number;
  lng: number;
  count: number;
}

export interface PlacesMapData {
  inView: number;
  points: MapPointData[];
  clusters: MapClusterData[];
}

export const placesMapVariables = (bounds: MapBounds, zoom: number) => ({ ...bounds, zoom });

/** The box of the located places, or null when there is none to open on. */
export function extentBox(extent: PlacesMapExtentData): MapBounds | null {
  const { south, west, north, east } = extent;
  const edges = [south, west, north, east];
  return edges.every((edge) => typeof edge === 'number') ? { south: south!, west: west!, north: north!, east: east! } : null;
}
