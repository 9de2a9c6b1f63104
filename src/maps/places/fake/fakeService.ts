/**
 * The fake maps service (MAPS_SERVICE=fake): answers the MapsService contract from fixed places
 * (fakePlaces.ts), with no network. For browser tests and demos on a closed network.
 * - suggest: the places whose name, address or city contains every typed word (accents and case
 *   ignored); 'sin conexion' (any text containing it) answers as an unreachable service would;
 * - reverse: a click within 150 m of a fixed place gives its address; anywhere else on land an
 *   address in Santiago; near 0,0 (the open sea, "null island") nothing;
 * - street view: four images, like Google's, at the four headings.
 */
import { MAX_SUGGESTIONS, MapsUnavailableError, STREET_VIEW_HEADINGS, type FoundPlace, type MapsService } from '../types';
import { SEARCH_MIN_CHARS } from '../../../../domain';
import type { LatLng } from '../../types';
import { FAKE_ADDRESS, FAKE_PLACES } from './fakePlaces';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The typed text that makes the fake behave as an unreachable service. */
export const FAKE_OFFLINE_TEXT = 'sin conexion';

/** Metres between two points (haversine). */
function distance(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const copy = ({ id: _id, ...place }: FoundPlace & { id: string }): FoundPlace => structuredClone(place);

export function createFakeService(): MapsService {
  return {
    id: 'fake',
    autocomplete: true,
    async suggest(text) {
      const words = fold(text).trim().split(/\s+/).filter(Boolean);
      if (fold(text).includes(FAKE_OFFLINE_TEXT)) throw new MapsUnavailableError();
      if (fold(text).trim().length < SEARCH_MIN_CHARS) return [];
      return FAKE_PLACES.filter((place) => {
        const haystack = fold(`${place.name} ${place.address} ${place.city}`);
        return words.every((word) => haystack.includes(word));
      })
        .slice(0, MAX_SUGGESTIONS)
        .map((place) => ({ id: place.id, label: place.name, secondary: `${place.address}, ${place.city}` }));
    },
    async details(id) {
      const place = FAKE_PLACES.find((p) => p.id === id);
      if (!place) throw new MapsUnavailableError(`unknown fake place ${id}`);
      return copy(place);
    },
    async reverse(position) {
      if (Math.abs(position.lat) < 1 && Math.abs(position.lng) < 1) return null;
      const near = FAKE_PLACES.find((place) => distance(place.position, position) <= 150);
      const address = near
        ? { address: near.address, city: near.city, province: near.province, country: near.country, zipcode: near.zipcode }
        : FAKE_ADDRESS;
      return { name: '', phone: '', website: '', gmaps_url: '', plus_code: '', types: [], photos: [], ...address, position };
    },
    streetView() {
      return STREET_VIEW_HEADINGS.map((heading) => ({
        url: `/fake-maps/street-${heading}.jpg`,
        attrib: 'Google Street View',
        kind: 'streetview' as const,
        heading,
      }));
    },
  };
}
