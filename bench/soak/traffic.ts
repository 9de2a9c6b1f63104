/**
 * One soak client: 80 % reads (the places list with a search, an order and a state filter, counts,
 * the dashboard's one request, reference lists) and 20 % writes (reference entries, a place's
 * state, whole places with photos and a video through addPlace / updPlace, real photo uploads),
 * until told to stop. Every answer is counted; every acknowledged write goes to the ledger.
 */
import { DASHBOARD, PLACES_LIST } from '../documents';
import type { ApiClient, Answer } from './api';
import type { Ledger } from './ledger';

export interface Refs {
  categories: number[];
  equipment: number[];
  services: number[];
  /** A small JPEG for the uploads. */
  photo: Buffer;
}

export interface Tally {
  /** "read 200 ok", "write 503 SERVICE_UNAVAILABLE"… → how many. */
  answers: Map<string, number>;
  /** Latencies in ms by class. */
  ms: { read: number[]; write: number[] };
}

const SEARCHES = [undefined, 'coruña', 'restaurante', 'bar', 'museo de', 'santiago', 'a'];
const ORDERS = ['name', 'name DESC', 'city DESC', 'update_date', 'create_date DESC', 'plus_code DESC', 'idplace DESC'];
const STATES = [undefined, 0, 1, 2, 3];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

/** A place as the editor sends it, its name and four descriptions carrying one revision mark. */
export function placeInput(refs: Refs, name: string): Record<string, unknown> {
  const texts: Record<string, string> = {};
  for (const lang of ['ES', 'EN', 'GL', 'PT']) {
    texts[`description${lang}`] = `${name} (${lang}): cocina de temporada, accesible, menú sin gluten.`;
    texts[`menu${lang}`] = `<h2>Carta</h2><ul><li>Pulpo á feira</li><li>Tortilla</li></ul>`;
  }
  return {
    name,
    address: 'Rúa do Vilar 12',
    city: 'Santiago de Compostela',
    province: 'A Coruña',
    country: 'ES',
    lat: 42.8805,
    lng: -8.5457,
    ...texts,
    categories: refs.categories.slice(0, 2),
    equipment: refs.equipment.slice(0, 2),
    services: refs.services.slice(0, 3).map((id, i) => ({ id, points: i + 1 })),
    photos: Array.from({ length: 5 }, (_, i) => ({ url: `https://example.com/soak-${i}.jpg`, attrib: `Foto ${i}` })),
    videos: [{ url: 'https://www.youtube.com/watch?v=soak', name: 'Visita' }],
    published: 1,
  };
}

/** The soak's own reads: the panel's documents with random arguments. */
function read(api: ApiClient): Promise<Answer> {
  const roll = Math.random();
  if (roll < 0.5) {
    const variables: Record<string, unknown> = { items: 15, page: 1 + Math.floor(Math.random() * 3), order: pick(ORDERS) };
    const search = pick(SEARCHES);
    const published = pick(STATES);
    if (search) variables.search = search;
    if (published !== undefined) variables.published = published;
    return api.gql(PLACES_LIST, variables);
  }
  if (roll < 0.65) return api.gql('query($s: String) { countPlaces(search: $s) }', { s: pick(SEARCHES) ?? null });
  if (roll < 0.85) return api.gql(DASHBOARD);
  return api.gql(`{ ${pick(['allEquipment', 'allAllergies', 'allCategories'])}(lang: "es") { text } }`);
}

export function soakClient(n: number, api: ApiClient, refs: Refs, ledger: Ledger, tally: Tally) {
  const mine = { equipment: [] as number[], places: [] as number[] };
  let serial = 0;
  /** The last request got no answer (the process is down): wait a little before the next, as a client would. */
  let down = false;
  const count = (kind: 'read' | 'write', answer: Answer) => {
    const key = `${kind} ${answer.status} ${answer.code ?? 'ok'}`;
    tally.answers.set(key, (tally.answers.get(key) ?? 0) + 1);
    tally.ms[kind].push(answer.ms);
    if (answer.code === 'NO_ANSWER') down = true;
    return answer.status === 200 && answer.code === null;
  };

  const write = async () => {
    serial += 1;
    const roll = Math.random();
    const place = mine.places.length ? pick(mine.places) : null;
    if (!place || roll < 0.15) {
      const name = `Soak ${n}-${serial} r0`;
      const answer = await api.gql<{ addPlace: number }>('mutation($p: PlaceInput!) { addPlace(place: $p) }', {
        p: placeInput(refs, name),
      });
      if (count('write', answer)) {
        mine.places.push(answer.data!.addPlace);
        ledger.places.add(answer.data!.addPlace);
        ledger.attempt(`place:${answer.data!.addPlace}`, name, true);
        ledger.attempt(`status:${answer.data!.addPlace}`, 1, true);
      }
    } else if (roll < 0.4) {
      const text = `Soak ${n}-${serial}`;
      const answer = await api.gql<{ addEquipment: number }>(
        `mutation { addEquipment(textES: "${text}", textEN: "${text}", textGL: "${text}", textPT: "${text}") }`,
      );
      if (count('write', answer)) {
        mine.equipment.push(answer.data!.addEquipment);
        ledger.equipment.add(answer.data!.addEquipment);
        ledger.attempt(`equipment:${answer.data!.addEquipment}`, text, true);
      }
    } else if (roll < 0.55 && mine.equipment.length) {
      const id = pick(mine.equipment);
      const text = `Soak ${n}-${serial} editado`;
      const answer = await api.gql(
        `mutation { updEquipment(id: ${id}, textES: "${text}", textEN: "${text}", textGL: "${text}", textPT: "${text}") }`,
      );
      ledger.attempt(`equipment:${id}`, text, count('write', answer));
    } else if (roll < 0.75) {
      const name = `Soak ${n}-${serial} r${serial}`;
      const p = placeInput(refs, name);
      // Texts only: the place's media and state stay as the other writes left them.
      delete p.photos;
      delete p.videos;
      delete p.published;
      const answer = await api.gql('mutation($id: Int!, $p: PlaceInput!) { updPlace(idplace: $id, place: $p) }', { id: place, p });
      ledger.attempt(`place:${place}`, name, count('write', answer));
    } else if (roll < 0.88) {
      const state = Math.floor(Math.random() * 4);
      const answer = await api.gql(`mutation { statusPlace(idplace: ${place}, publish: ${state}) }`);
      ledger.attempt(`status:${place}`, state, count('write', answer));
    } else {
      const form = new FormData();
      form.set('type', 'foto');
      form.set('idplace', String(place));
      form.append('foto[]', new Blob([new Uint8Array(refs.photo)], { type: 'image/jpeg' }), `soak-${n}-${serial}.jpg`);
      const answer = await api.upload<{ idmedia: number }[]>(form);
      if (count('write', answer) && Array.isArray(answer.data)) for (const m of answer.data) ledger.uploads.set(m.idmedia, place);
    }
  };

  return async (running: () => boolean) => {
    while (running()) {
      if (Math.random() < 0.8) count('read', await read(api));
      else await write();
      if (down) await new Promise((resolve) => setTimeout(resolve, 200));
      down = false;
    }
  };
}
