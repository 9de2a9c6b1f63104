/**
 * How the places map decides between points and clusters, and the size of its clustering grid.
 * Pure arithmetic (no database): the repository turns the result into SQL.
 *
 * The grid is anchored to absolute coordinates (cell k covers [k·cell, (k+1)·cell)), so clusters
 * stay put while the user pans. Its cell is CELL_PX screen pixels at the requested zoom, made
 * coarser (by halving the zoom) until the rectangle holds at most MAX_BUCKETS cells: a caller
 * cannot ask for a million buckets by sending the whole world at zoom 22.
 */
import type { MapBounds } from '../../../domain';

/** The visible rectangle (domain/map.ts). */
export type { MapBounds };

/** Width of a cluster cell on screen, in pixels. */
export const CELL_PX = 60;
/** Upper bound on the clusters (and points standing for one-place cells) of one answer. */
export const MAX_BUCKETS = 700;
/**
 * At most this many places in view are sent one by one, at any zoom (the spec's one marker per
 * place, titled with its name); above it the rectangle is clustered on the grid. Measured in
 * Chromium with the keyless map (npm run bench:markers, bench/results/markers.md, docs/api.md
 * «Mapa de sitios»): up to 300 pins a redraw costs the page under 100 ms of CPU and panning and
 * zooming under 33 ms a frame; at 400 the redraw is over budget.
 */
export const MARKERS_MAX = 300;

/** Degrees of one cell at zoom 0: a 256-pixel tile covers 360°. */
const CELL_AT_ZOOM_0 = (360 * CELL_PX) / 256;

export const crossesAntimeridian = (b: MapBounds) => b.west > b.east;

/** Width of the rectangle in degrees of longitude. */
export function lngSpan(b: MapBounds): number {
  return crossesAntimeridian(b) ? b.east + 360 - b.west : b.east - b.west;
}

/** Grid columns (or rows) touching [from, to]. */
const span = (from: number, to: number, cell: number) => Math.floor(to / cell) - Math.floor(from / cell) + 1;

/** Cells of the grid the rectangle touches: an upper bound on the buckets of the answer. */
export function cellsOver(b: MapBounds, cell: number): number {
  const cols = crossesAntimeridian(b) ? span(b.west, 180, cell) + span(-180, b.east, cell) : span(b.west, b.east, cell);
  return span(b.south, b.north, cell) * cols;
}

/** Side of the grid cell, in degrees, for this rectangle and zoom. */
export function cellSize(b: MapBounds, zoom: number): number {
  let level = zoom;
  while (level > 0 && cellsOver(b, CELL_AT_ZOOM_0 / 2 ** level) > MAX_BUCKETS) level -= 1;
  return CELL_AT_ZOOM_0 / 2 ** level;
}

/** A grid cell's places: count, centroid, extent, and the place itself when it is alone. */
export interface Bucket {
  count: number;
  lat: number;
  lng: number;
  south: number;
  west: number;
  north: number;
  east: number;
  idplace: number;
  name: string | null;
  published: number | null;
}

/** Buckets closer than this (in cells, ≈ 45 px on screen) are drawn as one: bubbles never pile up. */
export const MERGE_DISTANCE = 0.75;

/** Web Mercator y of a latitude, in degrees like a longitude (what the screen distance follows). */
const mercatorY = (lat: number) => {
  const clamped = Math.max(-85.05, Math.min(85.05, lat));
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI;
};

/**
 * Neighbouring cells whose centroids land close to their shared edge would draw overlapping
 * bubbles: this folds each bucket into a bigger one already kept within MERGE_DISTANCE (greedy,
 * biggest first). Counts add up, so the answer still accounts for every place in view.
 */
export function mergeOverlapping(buckets: Bucket[], cell: number): Bucket[] {
  const kept: { bucket: Bucket; x: number; y: number }[] = [];
  const ordered = [...buckets].sort((a, b) => b.count - a.count || a.idplace - b.idplace);
  for (const bucket of ordered) {
    const x = bucket.lng / cell;
    const y = mercatorY(bucket.lat) / cell;
    const near = kept.find((k) => Math.hypot(k.x - x, k.y - y) < MERGE_DISTANCE);
    if (!near) {
      kept.push({ bucket: { ...bucket }, x, y });
      continue;
    }
    const into = near.bucket;
    const count = into.count + bucket.count;
    into.lat = (into.lat * into.count + bucket.lat * bucket.count) / count;
    into.lng = (into.lng * into.count + bucket.lng * bucket.count) / count;
    into.south = Math.min(into.south, bucket.south);
    into.north = Math.max(into.north, bucket.north);
    into.west = Math.min(into.west, bucket.west);
    into.east = Math.max(into.east, bucket.east);
    into.idplace = Math.min(into.idplace, bucket.idplace);
    into.count = count;
  }
  return kept.map((k) => k.bucket).sort((a, b) => a.idplace - b.idplace);
}
