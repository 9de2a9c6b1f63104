/** The places map's grid arithmetic: cell size bounded by the rectangle, and merging of bubbles that would overlap. */
import { cellSize, cellsOver, mergeOverlapping, type Bucket } from '../../server/modules/placesmap/grid';

const bucket = (lat: number, lng: number, count: number, idplace: number): Bucket => ({
  count,
  lat,
  lng,
  south: lat,
  north: lat,
  west: lng,
  east: lng,
  idplace,
  name: count === 1 ? `Sitio ${idplace}` : null,
  published: 1,
});

describe('placesMap grid', () => {
  it('uses 60-pixel cells at the requested zoom for a screen-sized rectangle', () => {
    const spain = { south: 35, west: -10, north: 44, east: 4 };
    expect(cellSize(spain, 6)).toBeCloseTo((360 * 60) / 256 / 64);
    expect(cellSize({ south: 40.3, west: -3.8, north: 40.5, east: -3.6 }, 12)).toBeCloseTo((360 * 60) / 256 / 4096);
  });

  // docs/api.md «Mapa de sitios»: cells of 60 px, coarser if the rectangle would hold more than 700.
  it('coarsens the cells until the rectangle holds at most 700 of them', () => {
    for (const [bounds, zoom] of [
      [{ south: -90, west: -180, north: 90, east: 180 }, 22],
      [{ south: 40, west: -180, north: 40.0001, east: 180 }, 22],
      [{ south: -90, west: 0, north: 90, east: 0.0001 }, 22],
      [{ south: -60, west: 170, north: 60, east: -170 }, 22],
    ] as const) {
      const cell = cellSize(bounds, zoom);
      expect(cellsOver(bounds, cell), JSON.stringify(bounds)).toBeLessThanOrEqual(700);
      expect(cell).toBeGreaterThan((360 * 60) / 256 / 2 ** 22);
    }
  });

  it('merges buckets whose centroids sit close together across a cell edge, keeping every place counted', () => {
    const cell = 1;
    const merged = mergeOverlapping([bucket(40.99, -3.5, 30, 1), bucket(41.01, -3.5, 10, 2), bucket(45, -3.5, 1, 3)], cell);
    expect(merged).toHaveLength(2);
    const big = merged.find((b) => b.count === 40)!;
    expect(big.lat).toBeCloseTo((40.99 * 30 + 41.01 * 10) / 40);
    expect(big).toMatchObject({ south: 40.99, north: 41.01, idplace: 1 });
    expect(merged.find((b) => b.count === 1)).toMatchObject({ idplace: 3, name: 'Sitio 3' });
  });

  it('keeps buckets a bubble apart, and two lone places close together become a cluster of 2', () => {
    expect(mergeOverlapping([bucket(40, -3, 5, 1), bucket(41, -3, 5, 2)], 1)).toHaveLength(2);
    const pair = mergeOverlapping([bucket(40, -3, 1, 1), bucket(40.001, -3.001, 1, 2)], 1);
    expect(pair).toHaveLength(1);
    expect(pair[0].count).toBe(2);
  });
});
