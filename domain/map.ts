/**
 * What the places map's API and the panel's map both speak of (server/modules/placesmap,
 * src/maps, src/dataProvider/custom/placesMap.ts).
 */

/** A rectangle in degrees; west > east when it crosses the antimeridian. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** placesMapExtent's answer: the totals, and the box of the located places (edges null when there is none). */
export interface PlacesMapExtent {
  total: number;
  located: number;
  south: number | null;
  west: number | null;
  north: number | null;
  east: number | null;
}
