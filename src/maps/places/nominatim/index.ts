/**
 * The keyless maps service: a Nominatim-compatible geocoder at GEOCODER_URL (by default OSM's own,
 * https://nominatim.openstreetmap.org), called from the browser (the panel's CSP allows that origin).
 * - suggest → /search (at most 5), each result's id is its OSM object ('N240109189');
 * - details → /lookup?osm_ids=that id; reverse → /reverse at zoom 18 (building / place level).
 * autocomplete is false: OSM's Nominatim usage policy forbids search-as-you-type, so the editor
 * searches when the user presses Enter; requests go at most one a second (pace.ts). OSM has no
 * photos we can use and no street view.
 * Requests send the panel's origin as Referer (the policy asks applications to identify
 * themselves; the panel's own Referrer-Policy would send none) and nothing else about the user.
 * Network failure, timeout, a non-2xx or non-JSON answer → MapsUnavailableError; the caller's abort
 * stays an AbortError.
 */
import { MAX_SUGGESTIONS, MapsUnavailableError, type FoundPlace, type MapsService, type PlaceSuggestion } from '../types';
import { SEARCH_MIN_CHARS } from '../../../../domain';
import type { LatLng } from '../../types';
import { OSM_ID, foundPlaceOf, suggestionOf, type NominatimPlace } from './mapping';
import { NOMINATIM_MIN_INTERVAL_MS, createPacer } from './pace';

export interface NominatimOptions {
  /** Longest wait for one answer, in ms (default 8 s). */
  timeoutMs?: number;
  /** Shortest time between the starts of two requests, in ms (default: OSM's one a second). */
  minIntervalMs?: number;
}

export const NOMINATIM_TIMEOUT_MS = 8000;
/** Longer texts are cut to this. */
export const MAX_SEARCH_LENGTH = 200;
/** Half the side of the box that biases a search towards the stored position, in degrees (~50 km). */
const NEAR_BOX = 0.5;

const validPosition = (p: LatLng | null | undefined): p is LatLng =>
  !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function createNominatimService(baseUrl: string, fetchImpl: typeof fetch = fetch, options: NominatimOptions = {}): MapsService {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;
  const pace = createPacer(options.minIntervalMs ?? NOMINATIM_MIN_INTERVAL_MS);

  /** GET base/path?params and the parsed JSON; MapsUnavailableError on anything but a JSON 2xx in time. */
  async function get(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    await pace(signal);
    const url = `${base}/${path}?${new URLSearchParams(params)}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await fetchImpl(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
        referrerPolicy: 'origin',
        credentials: 'omit',
      });
      if (!response.ok) throw new MapsUnavailableError(`geocoder answered ${response.status}`);
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch (cause) {
        throw new MapsUnavailableError('geocoder answered something other than JSON', { cause });
      }
    } catch (error) {
      if (error instanceof MapsUnavailableError) throw error;
      if (signal?.aborted && !timedOut) throw error; // the caller gave up: not an outage
      if (timedOut) throw new MapsUnavailableError(`geocoder did not answer in ${timeoutMs} ms`, { cause: error });
      throw new MapsUnavailableError(isAbort(error) ? 'geocoder request aborted' : 'geocoder unreachable', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** A found place with its opening periods (the parser is loaded only when there are hours). */
  async function withPeriods(place: NominatimPlace): Promise<FoundPlace | null> {
    const found = foundPlaceOf(place);
    if (!found) return null;
    const hours = place.extratags?.opening_hours?.trim();
    if (hours) {
      const { openingPeriodsOf } = await import('./openingPeriods');
      const periods = openingPeriodsOf(hours);
      if (periods) found.periods = periods;
    }
    return found;
  }

  const asList = (body: unknown): NominatimPlace[] => {
    if (!Array.isArray(body)) throw new MapsUnavailableError('geocoder answered an unexpected body');
    return body.filter((item): item is NominatimPlace => !!item && typeof item === 'object');
  };

  return {
    id: 'nominatim',
    autocomplete: false,

    async suggest(text, searchOptions = {}): Promise<PlaceSuggestion[]> {
      const query = text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
      if (query.length < SEARCH_MIN_CHARS) return [];
      const params: Record<string, string> = {
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        extratags: '1',
        namedetails: '1',
        limit: String(MAX_SUGGESTIONS),
        'accept-language': 'es',
      };
      const near = searchOptions.near;
      if (validPosition(near)) {
        // A preference, not a limit (bounded=0): results elsewhere still come, after these.
        const box = [near.lng - NEAR_BOX, near.lat + NEAR_BOX, near.lng + NEAR_BOX, near.lat - NEAR_BOX];
        params.viewbox = box.map((n) => n.toFixed(5)).join(',');
      }
      const places = asList(await get('search', params, searchOptions.signal));
      const seen = new Set<string>();
      const suggestions: PlaceSuggestion[] = [];
      for (const place of places) {
        const suggestion = suggestionOf(place);
        if (!suggestion || seen.has(suggestion.id)) continue;
        seen.add(suggestion.id);
        suggestions.push(suggestion);
      }
      return suggestions.slice(0, MAX_SUGGESTIONS);
    },

    async details(id, signal): Promise<FoundPlace> {
      if (!OSM_ID.test(id)) throw new RangeError(`not a Nominatim place id: ${JSON.stringify(id)}`);
      const body = await get(
        'lookup',
        { osm_ids: id, format: 'jsonv2', addressdetails: '1', extratags: '1', namedetails: '1', 'accept-language': 'es' },
        signal,
      );
      const place = asList(body)[0];
      const found = place ? await withPeriods(place) : null;
      // The id came from a search a moment ago: gone now (deleted in OSM) or unreadable.
      if (!found) throw new MapsUnavailableError(`geocoder has no place ${id}`);
      return found;
    },

    async reverse(position, signal): Promise<FoundPlace | null> {
      if (!validPosition(position)) return null;
      const body = await get(
        'reverse',
        {
          lat: String(position.lat),
          lon: String(position.lng),
          format: 'jsonv2',
          addressdetails: '1',
          extratags: '1',
          namedetails: '1',
          zoom: '18',
          'accept-language': 'es',
        },
        signal,
      );
      // Nothing there: Nominatim answers 200 with {"error": "Unable to geocode"}.
      if (!body || typeof body !== 'object' || Array.isArray(body) || 'error' in body) return null;
      return withPeriods(body as NominatimPlace);
    },

    streetView: () => [],
  };
}
