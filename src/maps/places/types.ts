/**
 * The maps-service contract of the place editor (part 1 §2 Step 1 / Step 2 / Edit, §7 "Maps
 * services used from the browser"): place search with autocomplete, place details, reverse
 * geocoding, photos and street view. Three implementations answer it — Google (./google, the Places
 * library, with GOOGLE_MAPS_KEY), keyless (./nominatim, a Nominatim-compatible service at
 * GEOCODER_URL) and a fake with fixed places (./fake, for tests and closed-network demos) — and the
 * editor only ever sees this interface (useMapsService), never which one runs.
 *
 * Every call may reject with MapsUnavailableError when the service cannot be reached (a closed
 * network): the editor then says once that the search is unavailable and the fields stay editable.
 */
import type { LatLng } from '../types';

export type MapsServiceId = 'google' | 'nominatim' | 'fake';

/** One line of the search box's list. */
export interface PlaceSuggestion {
  /** Opaque to the editor: handed back to `details`. */
  id: string;
  /** The place's name (or the address when it has none). */
  label: string;
  /** Address / city, shown under the label. */
  secondary: string;
}

/** A photo the maps service offers for the place (Step 2). */
export interface MapsPhoto {
  /** Where the browser fetches it from (at most 1024×1024; street view 600×400). */
  url: string;
  /** Attribution to keep with it (plain text, 'Autor / Google Maps'). */
  attrib: string;
  kind: 'photo' | 'streetview';
  /** Street view only: 0, 90, 180 or 270. */
  heading?: number;
}

/**
 * Opening periods as Google's Places API gives them (day 0 = Sunday … 6 = Saturday, time 'HHMM');
 * one period opening on day 0 at '0000' without close means open 24 hours every day.
 */
export interface OpeningPeriod {
  open: { day: number; time: string };
  close?: { day: number; time: string };
}

/** A place (or, from reverse geocoding, an address) as the maps service describes it. Empty string = unknown. */
export interface FoundPlace {
  name: string;
  address: string;
  city: string;
  province: string;
  /** Two-letter ISO code, upper case ('ES'), or ''. */
  country: string;
  zipcode: string;
  phone: string;
  website: string;
  gmaps_url: string;
  plus_code: string;
  position: LatLng;
  /** Place types in Google's vocabulary ('restaurant', 'lodging', 'bar', …): the §5 category mapping reads them. */
  types: string[];
  /** Opening periods, Google-style, when known (the keyless service converts OSM's opening_hours into them). */
  periods?: OpeningPeriod[];
  /** Photos of the place (up to 1024×1024), [] when none. */
  photos: MapsPhoto[];
}

export interface SearchOptions {
  /** Bias results towards here (the stored browser position), when known. */
  near?: LatLng | null;
  signal?: AbortSignal;
}

export interface MapsService {
  id: MapsServiceId;
  /**
   * true: the search box asks for suggestions while typing; false: only when the user presses Enter
   * or 'Buscar' (OpenStreetMap's Nominatim usage policy forbids search-as-you-type).
   */
  autocomplete: boolean;
  /** Suggestions for a typed text (at most 5). */
  suggest(text: string, options?: SearchOptions): Promise<PlaceSuggestion[]>;
  /** The whole place behind a suggestion. */
  details(id: string, signal?: AbortSignal): Promise<FoundPlace>;
  /** What is at a point (a map click); null when nothing is known there. */
  reverse(position: LatLng, signal?: AbortSignal): Promise<FoundPlace | null>;
  /** Street-view images at headings 0, 90, 180, 270 (600×400); [] when the service has none. */
  streetView(position: LatLng): MapsPhoto[];
}

/** The maps service cannot be reached (network, quota, key refused). */
export class MapsUnavailableError extends Error {
  constructor(message = 'maps service unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MapsUnavailableError';
  }
}

/** Street-view headings and image size, and the largest maps photo (part 1 §9). */
export const STREET_VIEW_HEADINGS = [0, 90, 180, 270] as const;
export const STREET_VIEW_SIZE = { width: 600, height: 400 } as const;
export const MAPS_PHOTO_MAX = 1024;
/** Suggestions shown under the search box. */
export const MAX_SUGGESTIONS = 5;
