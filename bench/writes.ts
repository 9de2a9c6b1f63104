/**
 * The place editor's saves in the benchmark: addPlace and updPlace with a full payload as the wizard
 * sends it (four descriptions and menus with HTML, every list, services, photos, a video, per-day
 * hours). Measured after the reads, on the same large database; the places they create carry a
 * marker name and are deleted at the end (and before, should an earlier run have stopped half-way).
 */
import type { Database } from '../server/db/connect';
import type { BenchClient } from './client';
import type { BenchCase } from './documents';

/** The name of every place the benchmark creates. */
export const BENCH_PLACE = 'Sitio del banco de pruebas (npm run bench)';

export const ADD_PLACE = 'mutation add($place: PlaceInput!) { addPlace(place: $place) }';
export const UPD_PLACE = 'mutation upd($idplace: Int!, $place: PlaceInput!) { updPlace(idplace: $idplace, place: $place) }';

const ids = async (db: Database, table: string, column: string, n: number) =>
  (await db.query<{ id: number }>(`SELECT ${column} AS id FROM ${table} ORDER BY ${column} LIMIT ${n}`)).map((r) => r.id);

const paragraph = (lang: string) =>
  `${lang}: cocina tradicional con producto de temporada, terraza, accesible y con menú para personas con alergias. `.repeat(12);

/** A full PlaceInput with ids of the database's reference lists. */
export async function fullPlace(db: Database): Promise<Record<string, unknown>> {
  const [categories, subcategories, equipment, allergies, services] = await Promise.all([
    ids(db, 'categories', 'idcategory', 2),
    ids(db, 'subcategories', 'idsubcategory', 2),
    ids(db, 'equipment', 'idequipment', 3),
    ids(db, 'allergies', 'idallergie', 3),
    ids(db, 'services', 'idservice', 8),
  ]);
  const texts: Record<string, string> = {};
  for (const lang of ['ES', 'EN', 'GL', 'PT']) {
    texts[`description${lang}`] = paragraph(lang);
    texts[`menu${lang}`] =
      `<h2>Carta</h2><p style="text-align:center"><strong>Entrantes</strong> <a href="https://example.com/carta" target="_blank">ver</a></p>` +
      `<ul>${'<li>Pulpo á feira <span style="color:#c00">sin gluten</span></li>'.repeat(20)}</ul>` +
      `<table><tbody>${'<tr><td>Plato</td><td>12 €</td></tr>'.repeat(15)}</tbody></table>`;
  }
  return {
    name: BENCH_PLACE,
    address: 'Rúa do Vilar 12',
    city: 'Santiago de Compostela',
    province: 'A Coruña',
    country: 'ES',
    zipcode: '15705',
    phone: '+34 981 000 000',
    website: 'https://example.com/',
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    gmaps_url: 'https://www.google.com/maps/search/?api=1&query=42.88,-8.54',
    plus_code: '8CJHVFM6+2X',
    timezone: 'Europe/Madrid',
    notes: 'Llamar antes de ir "por la mañana"',
    lat: 42.8805,
    lng: -8.5457,
    hours: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((day, i) => ({
      day,
      hours:
        i === 6
          ? []
          : [
              { open: '09:00', close: '14:00' },
              { open: '17:00', close: '20:30' },
            ],
      all24: false,
    })),
    ...texts,
    categories,
    subcategories,
    equipment,
    allergies,
    services: services.map((id, i) => ({ id, points: i % 6 })),
    photos: Array.from({ length: 5 }, (_, i) => ({
      url: `https://example.com/foto-${i}.jpg`,
      attrib: `Foto: <a href="https://example.com">${i}</a>`,
    })),
    videos: [{ url: 'https://www.youtube.com/watch?v=abc', name: 'Visita' }],
    buy_url: 'https://example.com/entradas?t10id=1',
    buy_price: 'desde 10 €',
    points: 4,
    published: 0,
  };
}

/** Deletes the places the benchmark created (their texts, links and media go with them). */
export async function removeBenchPlaces(db: Database): Promise<void> {
  await db.query('DELETE FROM places WHERE name = $1', [BENCH_PLACE]);
}

/** addPlace (a new place each run) and updPlace (the same place each run, every list replaced). */
export async function writeCases(db: Database, client: BenchClient): Promise<BenchCase[]> {
  await removeBenchPlaces(db);
  const place = await fullPlace(db);
  const answer = JSON.parse(await client.post(ADD_PLACE, { place })) as { data: { addPlace: number } };
  const idplace = answer.data.addPlace;
  // An edit as the wizard sends it: the place's own photos and video by id (nothing piles up run after run).
  const media = await db.query<{ idmedia: number; kind: string; url: string }>(
    'SELECT idmedia, kind, url FROM media WHERE idplace = $1 ORDER BY position, idmedia',
    [idplace],
  );
  const edit = {
    ...place,
    photos: media.filter((m) => m.kind === 'photo').map((m, i) => ({ id: m.idmedia, cover: i === 1, attrib: `Foto ${i}` })),
    videos: media.filter((m) => m.kind === 'video').map((m) => ({ id: m.idmedia, url: m.url, name: 'Visita guiada' })),
  };
  return [
    { kind: 'write', name: 'addPlace (sitio completo)', query: ADD_PLACE, variables: { place } },
    { kind: 'write', name: 'updPlace (sitio completo)', query: UPD_PLACE, variables: { idplace, place: edit } },
  ];
}
