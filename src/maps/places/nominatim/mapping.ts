/**
 * Nominatim's jsonv2 answers (https://nominatim.org/release-docs/latest/api/Output/) read into the
 * maps-service contract: a result's address parts, extratags and namedetails become a FoundPlace,
 * its OSM category/type becomes Google place types (the §5 category mapping reads those).
 */
import { linkProblem } from '../../../../domain';
import type { FoundPlace, PlaceSuggestion } from '../types';

/** One place of /search, /lookup or /reverse with format=jsonv2, addressdetails, extratags, namedetails. */
export interface NominatimPlace {
  place_id?: number;
  osm_type?: string;
  osm_id?: number | string;
  lat?: string;
  lon?: string;
  /** jsonv2's name for format=json's `class`. */
  category?: string;
  type?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  extratags?: Record<string, string | undefined> | null;
  namedetails?: Record<string, string | undefined> | null;
}

const OSM_TYPE_LETTER: Record<string, string> = { node: 'N', way: 'W', relation: 'R' };

/** 'N240109189' for node 240109189 (what /lookup's osm_ids takes), or null when the result has no OSM object. */
export function osmIdOf(place: NominatimPlace): string | null {
  const letter = OSM_TYPE_LETTER[place.osm_type ?? ''];
  const id = String(place.osm_id ?? '');
  return letter && /^[1-9]\d{0,15}$/.test(id) ? `${letter}${id}` : null;
}

/** An id `details` accepts: N, W or R and the OSM id. */
export const OSM_ID = /^[NWR][1-9]\d{0,15}$/;

/**
 * OSM category=type → Google's place type. `*` is any other type of that category.
 * Anything not here gives no type: the editor then leaves the category for the user.
 */
const GOOGLE_TYPES: Record<string, Record<string, string>> = {
  amenity: {
    restaurant: 'restaurant',
    bar: 'bar',
    pub: 'bar',
    cafe: 'cafe',
    school: 'school',
    college: 'school',
    university: 'school',
    hospital: 'hospital',
    pharmacy: 'pharmacy',
    doctors: 'doctor',
    clinic: 'doctor',
  },
  tourism: {
    hotel: 'lodging',
    hostel: 'lodging',
    guest_house: 'lodging',
    motel: 'lodging',
    apartment: 'lodging',
    camp_site: 'lodging',
    museum: 'museum',
    theme_park: 'amusement_park',
  },
  shop: { mall: 'shopping_mall', '*': 'store' },
  leisure: { park: 'park', garden: 'park', water_park: 'amusement_park' },
  boundary: { national_park: 'park' },
};

export function googleTypesOf(category = '', type = ''): string[] {
  const table = Object.hasOwn(GOOGLE_TYPES, category) ? GOOGLE_TYPES[category] : null;
  if (!table) return [];
  const google = Object.hasOwn(table, type) ? table[type] : table['*'];
  return google ? [google] : [];
}

const first = (...values: (string | undefined | null)[]) => values.find((v) => typeof v === 'string' && v.trim() !== '')?.trim() ?? '';

/** The first of several values OSM separates with ';' ('+34 981 1; +34 981 2'). */
const firstOfList = (value: string) => value.split(';')[0].trim();

/** Street and number in Spanish order: 'Rúa Real, 12'; the street alone without a number; '' without a street. */
function addressOf(a: Record<string, string | undefined>): string {
  const street = first(a.road, a.pedestrian, a.square, a.footway);
  const number = first(a.house_number);
  if (!street) return '';
  return number ? `${street}, ${number}` : street;
}

/**
 * The directory's «provincia». Nominatim names an address part after the boundary's level:
 * - Spain: `province` is the provincia (admin_level 6, 'A Coruña'); `county` is the comarca
 *   (level 7, 'A Coruña' comarca, 'Barcelonès') — never a province; `state` is the comunidad
 *   autónoma, which is also the province in the single-province ones (Madrid, Asturias, Murcia…),
 *   where OSM has one boundary and Nominatim gives it as state only. So: province, else state.
 * - Portugal: the distrito (level 6, 'Lisboa', 'Porto') comes as `county`, Nominatim's label for
 *   level 6; the Azores and Madeira have no distritos and their autonomous region is the `state`.
 *   So: province, else county, else state.
 * - Elsewhere: province, else state (the first-level division most directories record), else county.
 */
export function provinceOf(a: Record<string, string | undefined>, countryCode: string): string {
  switch (countryCode.toLowerCase()) {
    case 'es':
      return first(a.province, a.state);
    case 'pt':
      return first(a.province, a.county, a.state);
    default:
      return first(a.province, a.state, a.county);
  }
}

/** A web address the panel can link to: http(s) only; OSM's bare 'www.example.org' gets https://. */
function websiteOf(raw: string): string {
  const value = firstOfList(raw);
  if (linkProblem(value) !== null) return ''; // mailto:, javascript:, … (domain/links.ts)
  if (/^https?:\/\//i.test(value)) return value;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value) ? `https://${value}` : '';
}

/** Finite coordinates in range from Nominatim's strings, or null. */
export function positionOf(place: NominatimPlace): { lat: number; lng: number } | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (place.lat === undefined || place.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Everything but the opening periods (see openingPeriods.ts, loaded on demand); null without a valid position. */
export function foundPlaceOf(place: NominatimPlace): FoundPlace | null {
  const position = positionOf(place);
  if (!position) return null;
  const a = place.address ?? {};
  const tags = place.extratags ?? {};
  const country = first(a.country_code).toUpperCase();
  return {
    name: first(place.namedetails?.name, place.name),
    address: addressOf(a),
    city: first(a.city, a.town, a.village, a.municipality),
    province: provinceOf(a, country),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    zipcode: first(a.postcode),
    phone: firstOfList(first(tags.phone, tags['contact:phone'])),
    website: websiteOf(first(tags.website, tags['contact:website'], tags.url)),
    gmaps_url: '',
    plus_code: '',
    position,
    types: googleTypesOf(place.category, place.type),
    photos: [],
  };
}

/** A line of the search box's list: the name (or the street, or the first part of display_name), then street and town. */
export function suggestionOf(place: NominatimPlace): PlaceSuggestion | null {
  const id = osmIdOf(place);
  const found = foundPlaceOf(place);
  if (!id || !found) return null;
  const label = first(found.name, found.address, place.display_name?.split(',')[0]);
  if (!label) return null;
  const secondary = [found.address, found.city].filter((part) => part && part !== label).join(', ');
  return { id, label, secondary };
}
