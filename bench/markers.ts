/**
 * npm run bench:markers — how many place pins the keyless map (Leaflet, src/maps/leaflet) can draw
 * one by one before it stops feeling immediate, measured in the Chromium the browser tests use
 * (software rendering, like a modest laptop). For N pins in view: the time to draw them (what the
 * map does with each answer: clear the layer, add every pin as LeafletMapView does, then layout
 * and paint), and the frame times while panning and zooming with them. The places map clusters
 * above the largest N that stays within budget (server/modules/placesmap/grid.ts MARKERS_MAX;
 * docs/api.md «Mapa de sitios»). Never part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { PIN_ANCHOR, PIN_SIZE, PIN_SVG } from '../src/maps/leaflet/pin';

const require = createRequire(import.meta.url);
const leafletDir = require.resolve('leaflet/dist/leaflet.js').replace(/leaflet\.js$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = [100, 150, 200, 250, 300, 400, 500, 750, 1000];
/** Rounds over every size, interleaved, so that other work on the machine weighs on all sizes alike. */
const ROUNDS = Number(process.env.ROUNDS ?? 7);

/**
 * Budgets: a redraw a user sees as immediate, and panning and zooming at 30 frames per second.
 * Judged on the renderer's own CPU time (Chromium's TaskDuration), which other work on a shared
 * machine does not inflate; wall-clock times are reported beside it.
 */
export const BUDGET = { drawMs: 100, frameMs: 33 };

type Phase = 'draw' | 'pan' | 'zoom';
interface PhaseResult {
  /** Wall-clock time of the phase and the frames it took (0 for the draw). */
  wall: number;
  frames: number;
}
interface Sample {
  /** Renderer main-thread CPU ms: the draw; per frame while panning and zooming. */
  draw: number;
  pan: number;
  zoom: number;
  /** Wall-clock ms: the draw; the slowest 5 % of frames while panning. */
  drawWall: number;
  panP95: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs in the page, one phase: draw N pins at random places of the view, or pan, or zoom in. */
function phaseInPage(args: {
  phase: Phase;
  n: number;
  pin: string;
  size: [number, number];
  anchor: [number, number];
}): Promise<PhaseResult & { p95: number }> {
  const L = (window as unknown as { L: typeof import('leaflet') }).L;
  // (not window.map: an element with id="map" already answers to that name)
  const w = window as unknown as { benchMap?: import('leaflet').Map; benchLayer?: import('leaflet').LayerGroup };
  if (!w.benchMap) {
    w.benchMap = L.map('map', { zoomControl: false, worldCopyJump: true }).setView([40.2, -3.7], 6);
    w.benchLayer = L.layerGroup().addTo(w.benchMap);
  }
  const map = w.benchMap;
  const layer = w.benchLayer!;
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const frames = async (until: () => boolean) => {
    const times: number[] = [];
    let last = await frame();
    while (!until()) {
      const now = await frame();
      times.push(now - last);
      last = now;
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { frames: times.length, p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0 };
  };
  return (async () => {
    const start = performance.now();
    if (args.phase === 'draw') {
      // As LeafletMapView does with each answer: the layer emptied, every pin added, named, keyboard-ready.
      map.setView([40.2, -3.7], 6, { animate: false });
      layer.clearLayers();
      const b = map.getBounds();
      const icon = L.divIcon({ className: 'map-pin', html: args.pin, iconSize: args.size, iconAnchor: args.anchor });
      for (let i = 0; i < args.n; i += 1) {
        const lat = b.getSouth() + Math.random() * (b.getNorth() - b.getSouth());
        const lng = b.getWest() + Math.random() * (b.getEast() - b.getWest());
        const marker = L.marker([lat, lng], { icon, title: `Sitio ${i}`, keyboard: true, riseOnHover: true }).addTo(layer);
        marker.on('click', () => undefined);
        const element = marker.getElement();
        element?.setAttribute('aria-label', `Sitio ${i}`);
        element?.addEventListener('keydown', () => undefined);
      }
      await frame();
      await frame();
      return { wall: performance.now() - start, frames: 0, p95: 0 };
    }
    let busy = true;
    map.once(args.phase === 'pan' ? 'moveend' : 'zoomend', () => (busy = false));
    if (args.phase === 'pan') map.panBy([500, 250], { duration: 1 });
    else map.zoomIn(1);
    const result = await frames(() => !busy);
    return { wall: performance.now() - start, ...result };
  })();
}

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="map" style="width:1366px;height:860px"></div></body></html>');
  await page.addStyleTag({ path: `${leafletDir}leaflet.css` });
  await page.addStyleTag({ path: new URL('../src/maps/leaflet/markers.css', import.meta.url).pathname });
  await page.addScriptTag({ path: `${leafletDir}leaflet.js` });
  // tsx compiles measureInPage with esbuild's keepNames helper, which the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0);
  };
  const run = async (phase: Phase, n: number) => {
    const before = await cpu();
    const result = await page.evaluate(phaseInPage, { phase, n, pin: PIN_SVG, size: PIN_SIZE, anchor: PIN_ANCHOR });
    const used = (await cpu()) - before;
    return { ...result, cpu: result.frames ? used / result.frames : used };
  };
  const samples = new Map<number, Sample[]>(SIZES.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const n of SIZES) {
      const draw = await run('draw', n);
      const pan = await run('pan', n);
      const zoom = await run('zoom', n);
      samples.get(n)!.push({ draw: draw.cpu, pan: pan.cpu, zoom: zoom.cpu, drawWall: draw.wall, panP95: pan.p95 });
    }
  }
  const rows: (Sample & { n: number; ok: boolean })[] = [];
  for (const [n, runs] of samples) {
    const pick = (key: keyof Sample) => median(runs.map((r) => r[key]));
    const row = { n, draw: pick('draw'), pan: pick('pan'), zoom: pick('zoom'), drawWall: pick('drawWall'), panP95: pick('panP95') };
    const ok = row.draw <= BUDGET.drawMs && row.pan <= BUDGET.frameMs && row.zoom <= BUDGET.frameMs;
    rows.push({ ...row, ok });
    const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
    console.log(
      `${String(n).padStart(5)} pins · CPU: dibujar ${ms(row.draw)}, por fotograma al desplazar ${ms(row.pan)}, al acercar ${ms(row.zoom)} · reloj: dibujar ${ms(row.drawWall)}, fotograma p95 ${ms(row.panP95)} ${ok ? '' : '(fuera de presupuesto)'}`,
    );
  }
  await browser.close();
  const version = browser.version();
  const [load] = os.loadavg();
  const lines = [
    `# Pins del mapa sin clave (Leaflet) en Chromium ${version}`,
    '',
    `Mediana de ${ROUNDS} rondas alternas. Presupuesto, en tiempo de CPU del proceso de la página (TaskDuration de Chromium, que el resto de la máquina no infla): dibujar ≤ ${BUDGET.drawMs} ms, ≤ ${BUDGET.frameMs} ms por fotograma al desplazar y al acercar (30 fotogramas por segundo). El tiempo de reloj, al lado, depende de la carga.`,
    `Chromium sin GPU (rasterizado por software), ventana de 1366 × 860, ${os.cpus().length} núcleos, carga media al terminar ${load.toFixed(1)}.`,
    '',
    '| pins | CPU: dibujar (ms) | CPU por fotograma al desplazar (ms) | al acercar (ms) | reloj: dibujar (ms) | reloj: fotograma p95 al desplazar (ms) | dentro |',
    '|---:|---:|---:|---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.n} | ${r.draw.toFixed(0)} | ${r.pan.toFixed(1)} | ${r.zoom.toFixed(1)} | ${r.drawWall.toFixed(0)} | ${r.panP95.toFixed(0)} | ${r.ok ? 'sí' : 'no'} |`,
    ),
  ];
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/markers.md', `${lines.join('\n')}\n`);
  console.log('\nbench/results/markers.md');
}

await main();
