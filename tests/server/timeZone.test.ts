/**
 * timeZoneAt (domain/timeZone.ts), the offline time-zone lookup of the place editor: several places
 * in each zone of Spain and Portugal, towns facing each other across their border, the neighbours
 * it does not know (null), the open sea, and input that is not a point. Every expected zone is
 * written here by hand (checked against timezone-boundary-builder's areas through geo-tz), never
 * read from the areas under test.
 */
import { timeZoneAt } from '../../domain/timeZone';

type Case = [name: string, lat: number, lng: number];
const each = (zone: string | null, cases: Case[]) =>
  test.each(cases)(`%s is in ${zone}`, (_name, lat, lng) => {
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });

describe('mainland Spain and the Balearics: Europe/Madrid', () => {
  each('Europe/Madrid', [
    ['Madrid', 40.4168, -3.7038],
    ['A Coruña', 43.3623, -8.4115],
    ['Fisterra', 42.9075, -9.2636],
    ['Bilbao', 43.263, -2.935],
    ['Irun', 43.339, -1.7894],
    ['Barcelona', 41.3874, 2.1686],
    ['Portbou', 42.4265, 3.1587],
    ['Llívia (enclave in France)', 42.464, 1.981],
    ['Sevilla', 37.3891, -5.9845],
    ['Tarifa', 36.0143, -5.6044],
    ['La Línea de la Concepción', 36.1681, -5.3478],
    ['Almería', 36.834, -2.4637],
    ['Palma', 39.5696, 2.6502],
    ['Maó', 39.8885, 4.2658],
    ['Eivissa', 38.9067, 1.4206],
    ['Formentera, Sant Francesc Xavier', 38.7053, 1.4293],
  ]);
});

describe('Ceuta and Melilla: Africa/Ceuta', () => {
  each('Africa/Ceuta', [
    ['Ceuta', 35.8894, -5.3213],
    ['Ceuta, Monte Hacho', 35.8973, -5.2935],
    ['Ceuta, Benzú', 35.9163, -5.3782],
    ['Melilla', 35.2923, -2.9381],
    ['Melilla, airport', 35.2798, -2.9563],
    ['Islas Chafarinas', 35.18, -2.43],
  ]);
});

describe('the Canary Islands: Atlantic/Canary', () => {
  each('Atlantic/Canary', [
    ['Las Palmas de Gran Canaria', 28.1235, -15.4363],
    ['Santa Cruz de Tenerife', 28.4636, -16.2518],
    ['Arrecife (Lanzarote)', 28.963, -13.5477],
    ['La Graciosa', 29.2303, -13.503],
    ['Puerto del Rosario (Fuerteventura)', 28.5004, -13.8627],
    ['Morro Jable (Fuerteventura)', 28.049, -14.352],
    ['San Sebastián de La Gomera', 28.0916, -17.1133],
    ['Santa Cruz de La Palma', 28.6835, -17.7642],
    ['Valverde (El Hierro)', 27.8067, -17.9155],
    ['La Restinga (El Hierro)', 27.639, -17.981],
  ]);
});

describe('mainland Portugal: Europe/Lisbon', () => {
  each('Europe/Lisbon', [
    ['Lisboa', 38.7223, -9.1393],
    ['Cabo da Roca', 38.7804, -9.4989],
    ['Porto', 41.1579, -8.6291],
    ['Faro', 37.0194, -7.9304],
    ['Sagres', 37.0086, -8.94],
    ['Bragança', 41.8061, -6.7567],
    ['Miranda do Douro', 41.496, -6.274],
    ['Berlenga Grande', 39.4135, -9.5067],
  ]);
});

describe('Madeira and Porto Santo: Atlantic/Madeira', () => {
  each('Atlantic/Madeira', [
    ['Funchal', 32.6669, -16.9241],
    ['Porto Moniz', 32.8667, -17.1667],
    ['Porto Santo, Vila Baleira', 33.0606, -16.3364],
    ['Porto Santo, airport', 33.0734, -16.35],
  ]);
});

describe('the Azores, Flores and Corvo included: Atlantic/Azores', () => {
  each('Atlantic/Azores', [
    ['Ponta Delgada (São Miguel)', 37.7412, -25.6756],
    ['Vila do Porto (Santa Maria)', 36.9447, -25.1441],
    ['Angra do Heroísmo (Terceira)', 38.6552, -27.2167],
    ['Horta (Faial)', 38.5363, -28.6304],
    ['Santa Cruz das Flores', 39.4527, -31.1274],
    ['Lajes das Flores', 39.3786, -31.1806],
    ['Vila do Corvo', 39.6713, -31.1108],
  ]);
});

describe('towns facing each other across the Spain–Portugal border', () => {
  test.each([
    ['Tui', 42.0477, -8.6449, 'Valença', 42.0278, -8.6437],
    ['Verín', 41.9408, -7.4364, 'Chaves', 41.7403, -7.4686],
    ['Fuentes de Oñoro', 40.59, -6.81, 'Vilar Formoso', 40.614, -6.836],
    ['Valencia de Alcántara', 39.4128, -7.2437, 'Marvão', 39.3941, -7.3766],
    ['Badajoz', 38.8794, -6.9707, 'Elvas', 38.881, -7.163],
    ['Caya (Spanish side of the Caia crossing)', 38.891, -7.033, 'Elvas', 38.881, -7.163],
    ['Olivenza', 38.6857, -7.1009, 'Barrancos', 38.1333, -6.9767],
    ['Ayamonte', 37.213, -7.407, 'Vila Real de Santo António', 37.1946, -7.4163],
  ])('%s (Spain) and %s (Portugal)', (_es, esLat, esLng, _pt, ptLat, ptLng) => {
    expect(timeZoneAt(esLat, esLng)).toBe('Europe/Madrid');
    expect(timeZoneAt(ptLat, ptLng)).toBe('Europe/Lisbon');
  });
});

describe('neighbours it does not know and the open sea: null', () => {
  each(null, [
    ['Gibraltar', 36.1408, -5.3536],
    ['Fnideq (Morocco, beside Ceuta)', 35.8489, -5.357],
    ['Beni Ansar (Morocco, beside Melilla)', 35.2686, -2.93],
    ['Nador (Morocco)', 35.1681, -2.9335],
    ['Tarfaya (Morocco, facing the Canaries)', 27.9398, -12.9262],
    ['Hendaye (France, facing Irun)', 43.3586, -1.7744],
    ['Perpignan (France)', 42.6887, 2.8948],
    ['Andorra la Vella', 42.5063, 1.5218],
    ['Paris', 48.8566, 2.3522],
    ['New York', 40.7128, -74.006],
    ['the Atlantic between Portugal and the Azores', 38.7, -15],
    ['the Atlantic 200 km off Lisbon', 38.7, -11.5],
    ['mid-Atlantic', 40, -40],
    ['the Mediterranean between Menorca and Sardinia', 39.5, 6.5],
    ['the Bay of Biscay', 45.5, -5],
    ['the North Pole', 90, 0],
    ['the South Pole', -90, 0],
    ['the antimeridian', 0, 180],
  ]);
});

test('what is not a point has no time zone', () => {
  for (const [lat, lng] of [
    [NaN, -3.7],
    [40.4, NaN],
    [Infinity, -3.7],
    [40.4, -Infinity],
    [90.0001, -3.7],
    [-91, -3.7],
    [40.4, 180.0001],
    [40.4, -181],
  ]) {
    expect(timeZoneAt(lat, lng)).toBeNull();
  }
  expect(timeZoneAt('40.4' as unknown as number, -3.7)).toBeNull();
  expect(timeZoneAt(null as unknown as number, undefined as unknown as number)).toBeNull();
});
