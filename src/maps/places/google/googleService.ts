/**
 * The Google maps service of the place editor (MAPS_SERVICE google, with GOOGLE_MAPS_KEY): the
 * Places library of the Maps JavaScript API (AutocompleteSuggestion, Place.fetchFields) for search
 * and details, the Geocoder for a map click, and Street View Static image URLs.
 *
 * The script comes from the loader the map uses (src/maps/google/loader.ts), so it is loaded once;
 * the libraries are taken with google.maps.importLibrary, which waits for the script whoever asked
 * for it first. Whatever Google refuses or cannot answer (script not loaded, key refused, quota,
 * network) rejects with MapsUnavailableError; a map click with nothing there answers null.
 */
import { runtimeConfig } from '../../../runtimeConfig';
import { loadGoogleMaps } from '../../google/loader';
import { SEARCH_MIN_CHARS } from '../../../../domain';
import type { LatLng } from '../../types';
import {
  MAPS_PHOTO_MAX,
  MAX_SUGGESTIONS,
  MapsUnavailableError,
  STREET_VIEW_HEADINGS,
  STREET_VIEW_SIZE,
  type FoundPlace,
  type MapsPhoto,
  type MapsService,
  type OpeningPeriod,
  type PlaceSuggestion,
} from '../types';

/** Suggestions are biased towards a circle of this radius (metres; the Places API's largest) around `near`. */
export const BIAS_RADIUS_M = 50_000;
/** Place.photos holds up to ten. */
export const PLACE_PHOTOS = 10;
/** What details asks Place.fetchFields for (each field has its price: nothing more). */
export const PLACE_FIELDS = [
  'displayName',
  'formattedAddress',
  'addressComponents',
  'location',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteURI',
  'googleMapsURI',
  'plusCode',
  'types',
  'regularOpeningHours',
  'photos',
];
const LANGUAGE = 'es';
const STREET_VIEW_URL = 'https://maps.googleapis.com/maps/api/streetview';

interface Libraries {
  places: google.maps.PlacesLibrary;
  geocoding: google.maps.GeocodingLibrary;
}

/** A search session: one token from the first keystroke to the details of the chosen place. */
interface Session {
  token: google.maps.places.AutocompleteSessionToken;
  /** The predictions shown, by place id: details asks through them so the token goes along. */
  predictions: Map<string, google.maps.places.PlacePrediction>;
}

export function createGoogleService(
  load: () => Promise<typeof google> = loadGoogleMaps,
  key: string = runtimeConfig().googleMapsKey,
): MapsService {
  let libraries: Promise<Libraries> | null = null;
  let session: Session | null = null;

  /** The Places and Geocoding libraries, loaded once; a failed load is tried again on the next call. */
  const open = (): Promise<Libraries> => {
    libraries ??= askGoogle(async () => {
      const maps = (await load()).maps;
      const [places, geocoding] = await Promise.all([maps.importLibrary('places'), maps.importLibrary('geocoding')]);
      return { places: places as google.maps.PlacesLibrary, geocoding: geocoding as google.maps.GeocodingLibrary };
    }).catch((error: unknown) => {
      libraries = null;
      throw error;
    });
    return libraries;
  };

  return {
    id: 'google',
    autocomplete: true,

    async suggest(text, options = {}): Promise<PlaceSuggestion[]> {
      const input = text.trim();
      if (input.length < SEARCH_MIN_CHARS) return []; // shorter texts are not sent (every request is billed)
      const { places } = await open();
      options.signal?.throwIfAborted();
      session ??= { token: new places.AutocompleteSessionToken(), predictions: new Map() };
      const current = session;
      const request: google.maps.places.AutocompleteRequest = { input, language: LANGUAGE, sessionToken: current.token };
      if (options.near) request.locationBias = { center: options.near, radius: BIAS_RADIUS_M };
      const { suggestions } = await askGoogle(() => places.AutocompleteSuggestion.fetchAutocompleteSuggestions(request));
      options.signal?.throwIfAborted();
      const predictions = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])).slice(0, MAX_SUGGESTIONS);
      for (const p of predictions) current.predictions.set(p.placeId, p);
      return predictions.map((p) => ({ id: p.placeId, label: p.mainText?.text ?? p.text.text, secondary: p.secondaryText?.text ?? '' }));
    },

    async details(id, signal): Promise<FoundPlace> {
      const { places } = await open();
      signal?.throwIfAborted();
      // Fetching the details ends the search session, whatever comes of it: the next search has a new token.
      const prediction = session?.predictions.get(id);
      session = null;
      const place = prediction ? prediction.toPlace() : new places.Place({ id, requestedLanguage: LANGUAGE });
      const { place: found } = await askGoogle(() => place.fetchFields({ fields: PLACE_FIELDS }));
      signal?.throwIfAborted();
      if (!found.location) throw new MapsUnavailableError('Google Maps: the place came without a position');
      const parts = (found.addressComponents ?? []).map((c) => ({ long: c.longText ?? '', short: c.shortText ?? '', types: c.types }));
      const periods = found.regularOpeningHours?.periods.map(toPeriod);
      return {
        name: found.displayName ?? '',
        ...addressOf(parts, found.formattedAddress ?? ''),
        phone: found.nationalPhoneNumber || found.internationalPhoneNumber || '',
        website: found.websiteURI ?? '',
        gmaps_url: found.googleMapsURI ?? '',
        plus_code: found.plusCode?.globalCode ?? '',
        position: { lat: found.location.lat(), lng: found.location.lng() },
        types: found.types ?? [],
        ...(periods && { periods }),
        photos: (found.photos ?? []).slice(0, PLACE_PHOTOS).map(toPhoto),
      };
    },

    async reverse(position, signal): Promise<FoundPlace | null> {
      const { geocoding } = await open();
      signal?.throwIfAborted();
      let results: google.maps.GeocoderResult[];
      try {
        ({ results } = await new geocoding.Geocoder().geocode({ location: position, language: LANGUAGE, fulfillOnZeroResults: true }));
      } catch (error) {
        // Without fulfillOnZeroResults (or if Google ignores it) "nothing here" is a rejection.
        if (codeOf(error) === 'ZERO_RESULTS') return null;
        throw unavailable(error);
      }
      signal?.throwIfAborted();
      const first = results[0];
      if (!first) return null;
      const parts = first.address_components.map((c) => ({ long: c.long_name, short: c.short_name, types: c.types }));
      return {
        name: '',
        ...addressOf(parts, first.formatted_address),
        phone: '',
        website: '',
        gmaps_url: '',
        plus_code: first.plus_code?.global_code ?? '',
        // Where the user clicked: the address found may be some metres off it.
        position: { lat: position.lat, lng: position.lng },
        types: first.types,
        photos: [],
      };
    },

    streetView(position: LatLng): MapsPhoto[] {
      if (!key.trim()) return [];
      const size = `${STREET_VIEW_SIZE.width}x${STREET_VIEW_SIZE.height}`;
      return STREET_VIEW_HEADINGS.map((heading) => ({
        url: `${STREET_VIEW_URL}?size=${size}&location=${position.lat},${position.lng}&heading=${heading}&fov=90&key=${encodeURIComponent(key)}`,
        attrib: 'Google Street View',
        kind: 'streetview',
        heading,
      }));
    },
  };
}

/** One address component, from the Places library (longText/shortText) or the Geocoder (long_name/short_name). */
interface AddressPart {
  long: string;
  short: string;
  types: string[];
}

type AddressFields = Pick<FoundPlace, 'address' | 'city' | 'province' | 'country' | 'zipcode'>;

/** The editor's address fields from Google's components; the street in Spanish order ('Calle X, 12'). */
export function addressOf(parts: AddressPart[], formatted: string): AddressFields {
  const part = (...types: string[]) => types.map((t) => parts.find((p) => p.types.includes(t))).find(Boolean);
  const route = part('route')?.long ?? '';
  const number = part('street_number')?.long ?? '';
  const country = (part('country')?.short ?? '').toUpperCase();
  return {
    address: route ? [route, number].filter(Boolean).join(', ') : (formatted.split(',')[0] ?? '').trim(),
    city: part('locality', 'postal_town', 'administrative_area_level_3')?.long ?? '',
    province: part('administrative_area_level_2', 'administrative_area_level_1')?.long ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    zipcode: part('postal_code')?.long ?? '',
  };
}

const hhmm = (p: google.maps.places.OpeningHoursPoint) => ({
  day: p.day,
  time: `${String(p.hour).padStart(2, '0')}${String(p.minute).padStart(2, '0')}`,
});

/** Google's {open: {day, hour, minute}, close} as the contract's {open: {day, time: 'HHMM'}, close?}; no close = open 24 hours. */
function toPeriod(period: google.maps.places.OpeningHoursPeriod): OpeningPeriod {
  return period.close ? { open: hhmm(period.open), close: hhmm(period.close) } : { open: hhmm(period.open) };
}

function toPhoto(photo: google.maps.places.Photo): MapsPhoto {
  const authors = photo.authorAttributions
    .map((a) => a.displayName.trim())
    .filter(Boolean)
    .join(', ');
  return {
    url: photo.getURI({ maxWidth: MAPS_PHOTO_MAX, maxHeight: MAPS_PHOTO_MAX }),
    attrib: authors ? `${authors} / Google Maps` : 'Google Maps',
    kind: 'photo',
  };
}

/** Google's status on a MapsRequestError / MapsServerError / MapsNetworkError ('REQUEST_DENIED', 'OVER_QUERY_LIMIT', …). */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function unavailable(error: unknown): MapsUnavailableError {
  if (error instanceof MapsUnavailableError) return error;
  const reason = codeOf(error) ?? (error instanceof Error ? error.message : String(error));
  return new MapsUnavailableError(`Google Maps: ${reason}`, { cause: error });
}

/** Runs a call to Google; any failure of it (or of the script) becomes MapsUnavailableError. */
async function askGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
}
