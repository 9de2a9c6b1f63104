/**
 * The places map's one GraphQL document (server: placesMap, server/modules/placesmap) and its answer.
 * The totals are asked for once ($totals) and not on every pan. Validated against the server schema
 * by tests/contract/placesMap.contract.test.ts.
 */
import type { MapBounds } from '../../maps/types';

export const PLACES_MAP_QUERY = `query PlacesMap($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!, $totals: Boolean!) {
  placesMap(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {
    inView
    points { idplace name lat lng published }
    clusters { lat lng count south west north east }
    total @include(if: $totals)
    located @include(if: $totals)
  }
}`;

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
  total?: number;
  located?: number;
}

export const placesMapVariables = (bounds: MapBounds, zoom: number, totals: boolean) => ({ ...bounds, zoom, totals });
