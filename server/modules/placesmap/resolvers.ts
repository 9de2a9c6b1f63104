/** placesMap: the places map's markers and clusters for the visible rectangle (API.md, docs/api.md). */
import type { ApiModule } from '../../graphql/module';
import type { Queryable } from '../../db/connect';
import { typeDefs } from './schema';
import { parseMapQuery, type MapQuery } from './args';
import { cellSize, mergeOverlapping, POINTS_MAX, POINTS_ZOOM } from './grid';
import { gridInView, mapTotals, pointsInView, type MapClusterRow, type MapPointRow } from './repository';

interface MapAnswer {
  inView: number;
  points: MapPointRow[];
  clusters: MapClusterRow[];
  cell: number;
  /** Kept for the total/located fields, read only when they are asked for. */
  _published: number | null;
  _totals?: Promise<{ total: number; located: number }>;
}

/**
 * One statement (two when a high zoom still holds more than POINTS_MAX places): the grid's buckets,
 * overlapping ones merged; a bucket of one place is that place's point.
 */
export async function placesMapAnswer(db: Queryable, q: MapQuery): Promise<MapAnswer> {
  if (q.zoom >= POINTS_ZOOM) {
    const points = await pointsInView(db, q, POINTS_MAX + 1);
    if (points.length <= POINTS_MAX) return { inView: points.length, points, clusters: [], cell: 0, _published: q.published };
  }
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

const totals = (answer: MapAnswer, db: Queryable) => (answer._totals ??= mapTotals(db, answer._published));

export const placesMapModule: ApiModule = {
  name: 'placesmap',
  typeDefs,
  resolvers: {
    Query: {
      placesMap: (_p, args, ctx) => placesMapAnswer(ctx.db, parseMapQuery(args)),
    },
    PlacesMapAnswer: {
      total: async (answer: MapAnswer, _a, ctx) => (await totals(answer, ctx.db)).total,
      located: async (answer: MapAnswer, _a, ctx) => (await totals(answer, ctx.db)).located,
    },
  },
};
