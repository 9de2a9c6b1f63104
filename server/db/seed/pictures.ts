/** The demo pictures, drawn in code: eight 320×200 scenes, a 2:1 panorama for the 360º view, and a one-page PDF menu. */
import { encodePng, mix, type Rgb } from './png';

const W = 320;
const H = 200;
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const sky = (y: number, top: Rgb, bottom: Rgb, horizon: number): Rgb => mix(top, bottom, Math.min(1, y / horizon));
/** A deterministic speckle in [0, 1) per pixel. */
const noise = (x: number, y: number) => ((((x * 73856093) ^ (y * 19349663)) >>> 0) % 1000) / 1000;

type Scene = (x: number, y: number) => Rgb;

const SCENES: Record<string, Scene> = {
  'playa.png': (x, y) => {
    if (inCircle(x, y, 250, 45, 22)) return [255, 214, 90];
    if (y < 110) return sky(y, [120, 180, 235], [215, 235, 250], 110);
    if (y < 150 + Math.sin(x / 18) * 4) return mix([40, 120, 190], [70, 160, 210], (y - 110) / 40);
    return mix([236, 214, 160], [214, 186, 130], (y - 150) / 50 + noise(x, y) * 0.1);
  },
  'bosque.png': (x, y) => {
    const tree = [30, 90, 150, 210, 270].some((cx, i) => y > 40 + i * 6 && Math.abs(x - cx) < (y - 40 - i * 6) * 0.35 && y < 170);
    if (tree) return [25 + noise(x, y) * 20, 90 + noise(y, x) * 30, 40];
    if (y > 170) return [95, 70, 45];
    return sky(y, [170, 210, 170], [230, 240, 210], 170);
  },
  'ciudad.png': (x, y) => {
    const heights = [120, 80, 140, 60, 100, 130, 70, 110];
    const building = y > heights[Math.floor(x / 40)] && y < 200;
    if (building) return x % 40 > 8 && x % 40 < 14 && y % 16 < 7 ? [250, 220, 120] : [40, 40, 60];
    return sky(y, [255, 150, 80], [120, 70, 140], 200);
  },
  'interior.png': (x, y) => {
    if (inCircle(x, y, 160, 40, 18)) return [255, 236, 170];
    if (y > 140 && y < 150 && x > 60 && x < 260) return [120, 70, 40];
    if (y >= 150 && (Math.abs(x - 80) < 5 || Math.abs(x - 240) < 5)) return [110, 65, 35];
    if (y > 170) return [150, 110, 80];
    return mix([240, 205, 160], [220, 170, 120], y / 170);
  },
  'museo.png': (x, y) => {
    const frames: [number, number, Rgb][] = [
      [40, 110, [180, 60, 60]],
      [130, 200, [60, 110, 180]],
      [220, 290, [220, 180, 60]],
    ];
    for (const [a, b, colour] of frames) {
      if (x >= a && x <= b && y >= 50 && y <= 130) return x < a + 5 || x > b - 5 || y < 55 || y > 125 ? [170, 140, 60] : colour;
    }
    return y > 165 ? [120, 100, 90] : [225, 222, 215];
  },
  'parque.png': (x, y) => {
    if (inCircle(x, y, 90, 80, 45)) return [50, 130, 60];
    if (Math.abs(x - 90) < 6 && y > 110 && y < 160) return [100, 70, 40];
    if ((Math.abs(x - 220) < 2 || Math.abs(x - 260) < 2) && y > 90 && y < 150) return [200, 60, 60];
    if (y > 150) return mix([110, 180, 80], [80, 150, 60], (y - 150) / 50);
    return sky(y, [140, 200, 245], [220, 240, 250], 150);
  },
  'noche.png': (x, y) => {
    if (inCircle(x, y, 70, 50, 20) && !inCircle(x, y, 80, 45, 18)) return [250, 245, 220];
    if (noise(x, y) > 0.996) return [255, 255, 255];
    return mix([10, 15, 50], [40, 50, 110], y / H);
  },
  'montana.png': (x, y) => {
    const peak = (cx: number, top: number, w: number) => top + (Math.abs(x - cx) * (200 - top)) / w;
    const m1 = peak(110, 50, 140);
    const m2 = peak(240, 80, 120);
    if (y > Math.min(m1, m2)) return y < Math.min(m1, m2) + 14 && Math.min(m1, m2) < 100 ? [245, 245, 250] : [90, 100, 120];
    return sky(y, [100, 160, 230], [200, 225, 245], 200);
  },
};

export const DEMO_PHOTOS = Object.keys(SCENES);
export const PANORAMA = 'vista-360.png';
export const MENU_PDF = 'carta.pdf';

export function drawScene(name: string): Buffer {
  return encodePng(W, H, SCENES[name]);
}

export function drawPanorama(): Buffer {
  return encodePng(640, 320, (x, y) => {
    const hills = 170 + Math.sin((x / 640) * Math.PI * 6) * 18 + Math.sin((x / 640) * Math.PI * 14) * 6;
    if (y > hills) return mix([70, 140, 70], [40, 90, 40], (y - hills) / (320 - hills));
    return sky(y, [80, 140, 220], [210, 230, 250], hills);
  });
}

/** A one-page PDF 1.4 with a short menu in Helvetica (WinAnsi, so Spanish accents print). */
export function drawMenuPdf(): Buffer {
  const lines = [
    'Carta de ejemplo',
    '',
    'Pulpo a feira - 14,50 EUR',
    'Tortilla de patatas - 9,00 EUR',
    'Tarta de Santiago (sin gluten) - 5,50 EUR',
    '',
    'Al\u00e9rgenos: pregunte al personal.',
  ];
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 22 : 13} Tf 72 ${770 - i * 24} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
