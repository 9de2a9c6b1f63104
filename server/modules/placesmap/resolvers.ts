/**
 * placesMap: the places map's markers and clusters for the visible rectangle; placesMapExtent: the
 * box of the located places and the totals, for the map to open on them (docs/api.md).
 */
import type { ApiModule } from '../../graphql/module';
import type { Queryable } from '../../db/connect';
import { typeDefs } from './schema';
import { parseMapQuery, type MapQuery } from './args';
import { parsePlaceState } from '../places/state';
import { cellSize, MARKERS_MAX, mergeOverlapping } from './grid';
import { gridInView, mapExtent, pointsInView, type MapClusterRow, type MapExtentRow, type MapPointRow } from './repository';
import { resourceOperations } from '../../graphql/access';

interface MapAnswer {
  inView: number;
  points: MapPointRow[];
  clusters: MapClusterRow[];
  cell: number;
  /** Kept for the total/located fields, read only when they are asked for. */
  _published: number | null;
  _totals?: Promise<MapExtentRow>;
}

/**
 * Up to MARKERS_MAX places in view: each as its own point, at any zoom (one statement, which stops
 * reading the index one row past the limit). More: the grid's buckets, overlapping ones merged, a
 * bucket of one place being that place's point (a second statement).
 */
export async function placesMapAnswer(db: Queryable, q: MapQuery): Promise<MapAnswer> {
  const each = await pointsInView(db, q, MARKERS_MAX + 1);
  if (each.length <= MARKERS_MAX) return { inView: each.length, points: each, clusters: [], cell: 0, _published: q.published };
  const cell = cellSize(q.bounds, q.zoom);
  const points: MapPointRow[] = [];
  const clusters: MapClusterRow[] = [];
  for (const { idplace, name, published, ...bucket } of mergeOverlapping(await gridInView(db, q, cell), cell)) {
    if (bucket.count === 1 && name !== null) points.push({ idplace, name, lat: bucket.lat, lng: bucket.lng, published: published ?? 0 });
    else clusters.push(bucket);
  }
  const inView = points.length + clusters.reduce((sum, c) => sum + c.count, 0);
  return { inView, points, clusters, cell, _published: q.published };
}

const totals = (answer: MapAnswer, db: Queryable) => (answer._totals ??= mapExtent(db, answer._published));

export const placesMapModule: ApiModule = {
  name: 'placesmap',
  access: resourceOperations('places', { read: ['placesMap', 'placesMapExtent'] }),
  typeDefs,
  resolvers: {
    Query: {
      placesMap: (_p, args, ctx) => placesMapAnswer(ctx.db, parseMapQuery(args)),
      placesMapExtent: (_p, args, ctx) => mapExtent(ctx.db, parsePlaceState(args.published, 'published')),
    },
    PlacesMapAnswer: {
      total: async (answer: MapAnswer, _a, ctx) => (await totals(answer, ctx.db)).total,
      located: async (answer: MapAnswer, _a, ctx) => (await totals(answer, ctx.db)).located,
    },
  },
};
