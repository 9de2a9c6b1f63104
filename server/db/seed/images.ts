/**
 * Demo media: writes the pictures and the PDF under demo/ in the file store and builds the media rows that
 * point at them (/media/demo/<file>). Photos are shared by many places, so their rows carry no
 * storage_key: removing one place's photo must never delete the file the others still show.
 */
import type { Queryable } from '../connect';
import type { FileStore } from '../../storage';
import { iso } from './dates';
import { DEMO_PHOTOS, MENU_PDF, PANORAMA, drawMenuPdf, drawPanorama, drawScene } from './pictures';
import type { DemoPlace } from './place-rows';
import type { Rng } from './random';
import { insertRows } from './sql';

export const DEMO_MEDIA_PREFIX = '/media/demo/';
const AUTHORS = ['Lucía Otero', 'Brais Castro', 'Ana Silva', 'Javier Ruiz', 'Uxía Varela', 'Rui Costa'];
/** Openly licensed films (Blender Foundation) and the first video ever uploaded. */
const VIDEO_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY', 'jNQXAC9IVRw'];

/** Writes the demo files (same bytes on every run) and returns their storage keys (demo/<file>). */
export async function writeDemoFiles(store: FileStore): Promise<string[]> {
  const files: [string, Buffer][] = [
    ...DEMO_PHOTOS.map((name) => [name, drawScene(name)] as [string, Buffer]),
    [PANORAMA, drawPanorama()],
    [MENU_PDF, drawMenuPdf()],
  ];
  const keys: string[] = [];
  for (const [name, bytes] of files) {
    await store.put(`demo/${name}`, bytes);
    keys.push(`demo/${name}`);
  }
  return keys;
}

const attribution = (rng: Rng) => {
  const author = rng.pick(AUTHORS);
  return `<a href="https://example.org/fotos/${author
    .toLowerCase()
    .replace(/\s+/g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}">${author}</a>`;
};

const COLUMNS = ['idplace', 'idevent', 'kind', 'url', 'name', 'attrib', 'cover', 'iduser', 'position', 'create_date'];

/** Photos (exactly one cover each) for about three places in four, and a few PDFs, videos and 360º views. */
export async function insertPlaceMedia(q: Queryable, rng: Rng, places: DemoPlace[], staff: number): Promise<number> {
  const rows: unknown[][] = [];
  for (const place of places) {
    const date = iso(place.created);
    if (rng.chance(0.75)) {
      rng.sample(DEMO_PHOTOS, rng.int(1, 4)).forEach((file, i) => {
        rows.push([place.idplace, null, 'photo', DEMO_MEDIA_PREFIX + file, '', attribution(rng), i === 0, staff, i, date]);
      });
    }
    if (rng.chance(0.08))
      rows.push([
        place.idplace,
        null,
        'pdf',
        DEMO_MEDIA_PREFIX + MENU_PDF,
        rng.pick(['Carta', 'Guía accesible', 'Menú sin gluten']),
        '',
        false,
        staff,
        0,
        date,
      ]);
    if (rng.chance(0.05))
      rows.push([
        place.idplace,
        null,
        'video',
        `https://www.youtube.com/watch?v=${rng.pick(VIDEO_IDS)}`,
        'Vídeo de presentación',
        '',
        false,
        staff,
        0,
        date,
      ]);
    if (rng.chance(0.04)) rows.push([place.idplace, null, 'view360', DEMO_MEDIA_PREFIX + PANORAMA, '', '', false, staff, 0, date]);
  }
  await insertRows(q, 'media', COLUMNS, rows);
  return rows.length;
}

/** A photo for most events, a PDF programme and a video for some. */
export async function insertEventMedia(
  q: Queryable,
  rng: Rng,
  events: { idevent: number; created: number }[],
  staff: number,
): Promise<number> {
  const rows: unknown[][] = [];
  for (const event of events) {
    const date = iso(event.created);
    if (rng.chance(0.7))
      rows.push([null, event.idevent, 'photo', DEMO_MEDIA_PREFIX + rng.pick(DEMO_PHOTOS), '', attribution(rng), true, staff, 0, date]);
    if (rng.chance(0.2)) rows.push([null, event.idevent, 'pdf', DEMO_MEDIA_PREFIX + MENU_PDF, 'Programa', '', false, staff, 0, date]);
    if (rng.chance(0.15))
      rows.push([
        null,
        event.idevent,
        'video',
        `https://www.youtube.com/watch?v=${rng.pick(VIDEO_IDS)}`,
        'Tráiler',
        '',
        false,
        staff,
        0,
        date,
      ]);
  }
  await insertRows(q, 'media', COLUMNS, rows);
  return rows.length;
}
