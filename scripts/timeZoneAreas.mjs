/**
 * Writes domain/timeZoneAreas.ts, the areas behind timeZoneAt (domain/timeZone.ts). Not run by the
 * build: run it by hand when the areas change, with its two data packages outside the project:
 *
 *   npm install --no-save --prefix /tmp/tza geo-tz@8.1.9 @rapideditor/country-coder@5.6.1
 *   NODE_PATH=/tmp/tza/node_modules node scripts/timeZoneAreas.mjs && npx prettier --write domain/timeZoneAreas.ts
 *
 * - Mainland Portugal, Ceuta and Melilla are traced from geo-tz (timezone-boundary-builder, built
 *   from OpenStreetMap; MIT, data ODbL): marching squares on a fine grid, each crossing bisected to
 *   the boundary, then Douglas–Peucker (about 100 m on the land border, 20 m around Ceuta and
 *   Melilla, 2 km at sea). The tz areas include territorial waters, so coastal points are inside.
 * - Peninsular Spain, the Balearics, the Canaries, Madeira, the Azores and Spain's small islands
 *   off Morocco are country-coder's (ISC) generalised borders. Spain's Portuguese border there is
 *   replaced by a line inside Portugal: Portugal's traced area is checked first, so the Spain–
 *   Portugal line is the traced one.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const { find } = require('geo-tz');
const { borders } = require('@rapideditor/country-coder');

const zoneAt = (lat, lng) => find(lat, lng)[0];

/** Closed rings ([lng, lat] lists) around where `zoneAt` answers `zone` inside the box, h = grid step in degrees. */
function trace(zone, [lat0, lat1, lng0, lng1], h) {
  const inBox = (la, ln) => la >= lat0 && la <= lat1 && ln >= lng0 && ln <= lng1;
  const inside = (la, ln) => inBox(la, ln) && zoneAt(la, ln) === zone;
  const nx = Math.ceil((lng1 - lng0) / h) + 3;
  const ny = Math.ceil((lat1 - lat0) / h) + 3;
  const X = (i) => lng0 - h + i * h;
  const Y = (j) => lat0 - h + j * h;
  const grid = new Uint8Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) grid[j * nx + i] = inside(Y(j), X(i)) ? 1 : 0;
  const at = (i, j) => grid[j * nx + i];
  const points = new Map();
  const cross = (i, j, horizontal) => {
    const key = `${i},${j},${horizontal ? 'h' : 'v'}`;
    if (points.has(key)) return key;
    let a = [Y(j), X(i)];
    let b = horizontal ? [Y(j), X(i + 1)] : [Y(j + 1), X(i)];
    const aInside = at(i, j);
    if (inBox(...a) && inBox(...b)) {
      for (let k = 0; k < 22; k++) {
        const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        if ((inside(...m) ? 1 : 0) === aInside) a = m;
        else b = m;
      }
    }
    points.set(key, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
    return key;
  };
  const next = new Map();
  for (let j = 0; j < ny - 1; j++) {
    for (let i = 0; i < nx - 1; i++) {
      const c = at(i, j) | (at(i + 1, j) << 1) | (at(i + 1, j + 1) << 2) | (at(i, j + 1) << 3);
      const B = () => cross(i, j, true);
      const R = () => cross(i + 1, j, false);
      const T = () => cross(i, j + 1, true);
      const L = () => cross(i, j, false);
      const segments = {
        1: [[L, B]],
        2: [[B, R]],
        3: [[L, R]],
        4: [[R, T]],
        5: [
          [L, T],
          [R, B],
        ],
        6: [[B, T]],
        7: [[L, T]],
        8: [[T, L]],
        9: [[T, B]],
        10: [
          [B, L],
          [T, R],
        ],
        11: [[T, R]],
        12: [[R, L]],
        13: [[R, B]],
        14: [[B, L]],
      }[c];
      for (const [p, q] of segments ?? []) next.set(p(), q());
    }
  }
  const rings = [];
  const used = new Set();
  for (const start of next.keys()) {
    if (used.has(start)) continue;
    const ring = [];
    for (let k = start; k && !used.has(k); k = next.get(k)) {
      used.add(k);
      const [la, ln] = points.get(k);
      ring.push([ln, la]);
    }
    if (ring.length >= 4 && Math.abs(area(ring)) > h * h * 4) rings.push(ring);
  }
  return rings;
}

function area(ring) {
  let s = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length];
    s += x1 * y2 - x2 * y1;
  });
  return s / 2;
}

/** Douglas–Peucker on an open polyline (its ends kept). */
function simplify(pts, tol) {
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop();
    const [x1, y1] = pts[s];
    const [x2, y2] = pts[e];
    const length = Math.hypot(x2 - x1, y2 - y1) || 1e-12;
    let far = -1;
    let farthest = 0;
    for (let i = s + 1; i < e; i++) {
      const d = Math.abs((y2 - y1) * pts[i][0] - (x2 - x1) * pts[i][1] + x2 * y1 - y2 * x1) / length;
      if (d > farthest) [farthest, far] = [d, i];
    }
    if (farthest > tol) {
      keep[far] = 1;
      stack.push([s, far], [far, e]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** Simplifies a closed ring with one tolerance where it borders land of another zone, another at sea. */
function simplifyRing(ring, zone, tolLand, tolSea) {
  const d = 0.004;
  const around = [
    [d, 0],
    [-d, 0],
    [0, d],
    [0, -d],
    [d, d],
    [-d, -d],
    [d, -d],
    [-d, d],
  ];
  const land = ring.map(([x, y]) =>
    around.some(([a, b]) => {
      const z = zoneAt(y + b, x + a);
      return z !== zone && !z.startsWith('Etc/');
    }),
  );
  let s = land.findIndex((v, i) => v !== land[(i - 1 + land.length) % land.length]);
  if (s < 0) s = 0;
  const R = [...ring.slice(s), ...ring.slice(0, s)];
  const K = [...land.slice(s), ...land.slice(0, s)];
  const out = [];
  for (let i = 0; i < R.length;) {
    let j = i;
    while (j + 1 < R.length && K[j + 1] === K[i]) j++;
    const run = simplify(R.slice(i, Math.min(j + 2, R.length)), K[i] ? tolLand : tolSea);
    out.push(...(j + 1 >= R.length ? run : run.slice(0, -1)));
    i = j + 1;
  }
  return out;
}

const traced = (zone, box, h, tolLand) => trace(zone, box, h).map((ring) => simplifyRing(ring, zone, tolLand, 0.02));
const coder = (id) => borders.features.find((f) => f.properties.id === id).geometry.coordinates;

const spain = coder('Q16390686');
const outer = spain[0][0];
const minho = outer.findIndex(([x, y]) => x === -8.87157 && y === 41.86488);
const guadiana = outer.findIndex(([x, y]) => x === -7.37282 && y === 36.96896);
if (minho < 0 || guadiana < minho) throw new Error('country-coder changed: find the Minho and Guadiana mouths again');
const insidePortugal = [
  [-8.7, 41.7],
  [-8.55, 41.2],
  [-8.6, 40.6],
  [-8.85, 39.7],
  [-8.75, 38.0],
  [-8.6, 37.2],
  [-7.55, 37.21],
];
spain[0][0] = [...outer.slice(0, minho + 1), ...insidePortugal, ...outer.slice(guadiana)];

const areas = [
  ['Africa/Ceuta', 'Ceuta and Perejil', [traced('Africa/Ceuta', [35.84, 35.95, -5.42, -5.24], 0.0005, 0.0002)]],
  ['Africa/Ceuta', 'Melilla', [traced('Africa/Ceuta', [35.25, 35.34, -2.99, -2.9], 0.0005, 0.0002)]],
  ['Africa/Ceuta', 'Chafarinas', coder('Q130574')],
  ['Africa/Ceuta', 'Peñón de Vélez de la Gomera', coder('Q191146')],
  ['Africa/Ceuta', 'Alhucemas', coder('Q1184963')],
  ['Europe/Lisbon', 'Mainland Portugal', [traced('Europe/Lisbon', [36.6, 42.3, -10.2, -6.1], 0.0025, 0.001)]],
  ['Europe/Madrid', 'Peninsular Spain (Gibraltar a hole, Llívia an island)', spain],
  ['Europe/Madrid', 'Balearic Islands', coder('Q5765')],
  ['Atlantic/Canary', 'Canary Islands', coder('IC')],
  ['Atlantic/Madeira', 'Madeira, Porto Santo, Desertas, Selvagens', coder('Q26253')],
  ['Atlantic/Azores', 'Azores', coder('Q25263')],
];

const flat = (ring) => ring.flatMap(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]);
const body = areas
  .map(([zone, name, polygons]) => {
    const rings = polygons.flat().map((ring) => `[${flat(ring).join(', ')}]`);
    return `  { zone: '${zone}', name: '${name}', rings: [${rings.join(', ')}] },`;
  })
  .join('\n');

writeFileSync(
  new URL('../domain/timeZoneAreas.ts', import.meta.url),
  `/**
 * The areas behind timeZoneAt (./timeZone), generated by scripts/timeZoneAreas.mjs (read it for the
 * sources: timezone-boundary-builder through geo-tz for the Spain–Portugal border, Ceuta and Melilla,
 * country-coder's borders for the rest). Each ring is [lng, lat, lng, lat, …] at 4 decimals; a
 * point inside an odd number of an area's rings is in the area; the first area holding it wins.
 * Do not edit by hand.
 */
export interface TimeZoneArea {
  zone: string;
  name: string;
  rings: readonly (readonly number[])[];
}

export const TIME_ZONE_AREAS: readonly TimeZoneArea[] = [
${body}
];
`,
);
