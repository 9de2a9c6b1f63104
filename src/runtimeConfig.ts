/**
 * Settings the server hands the panel at run time through GET /config.js (no rebuild needed):
 * window.__APP_CONFIG__ = { publicSiteUrl, googleMapsKey, mapsService, geocoderUrl, uploadMaxMb, translate,
 * translateProvider }.
 */
import type { MapsServiceId } from './maps/places/types';
import { TRANSLATE_PROVIDERS, UPLOAD_MAX_MB, type TranslateProviderName } from '../domain';

export interface RuntimeConfig {
  publicSiteUrl: string;
  googleMapsKey: string;
  /**
   * Which maps service the place editor searches with (src/maps/places): 'google' (with the key),
   * 'nominatim' (keyless, at geocoderUrl) or 'fake' (fixed places: tests, closed-network demos).
   */
  mapsService: MapsServiceId;
  /** The Nominatim-compatible service's base URL (MAPS_SERVICE nominatim). */
  geocoderUrl: string;
  /** The server's UPLOAD_MAX_MB: the panel refuses a bigger image before sending it. */
  uploadMaxMb: number;
  /** True when the server has a translation provider (TRANSLATE_PROVIDER); the key never comes here. */
  translate: boolean;
  /** Which provider ('' when none). */
  translateProvider: TranslateProviderName | '';
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const MAPS_SERVICES: readonly MapsServiceId[] = ['google', 'nominatim', 'fake'];

/** The service the server named; without one, Google when there is a key, else keyless. */
function mapsServiceOf(raw: Partial<RuntimeConfig>): MapsServiceId {
  if (raw.mapsService && MAPS_SERVICES.includes(raw.mapsService)) return raw.mapsService;
  return raw.googleMapsKey?.trim() ? 'google' : 'nominatim';
}

export function runtimeConfig(): RuntimeConfig {
  const raw = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    publicSiteUrl: (raw.publicSiteUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    googleMapsKey: raw.googleMapsKey ?? '',
    mapsService: mapsServiceOf(raw),
    geocoderUrl: (raw.geocoderUrl ?? '').replace(/\/+$/, ''),
    uploadMaxMb: typeof raw.uploadMaxMb === 'number' && raw.uploadMaxMb > 0 ? raw.uploadMaxMb : UPLOAD_MAX_MB.default,
    translate: raw.translate === true,
    translateProvider: (TRANSLATE_PROVIDERS as readonly string[]).includes(raw.translateProvider ?? '') ? raw.translateProvider! : '',
  };
}

/** Public page of a place: /{lang}/place/{idplace}-{slug} (part 1 §7). */
export function publicPlaceUrl(idplace: number, slug?: string | null, lang = 'es'): string {
  const tail = slug ? `${idplace}-${slug}` : String(idplace);
  return `${runtimeConfig().publicSiteUrl}/${lang}/place/${tail}`;
}

/** Public pages of events, CMS pages (the blog) and chains: /es/event/{id}, /es/blog/{id}, /es/chain/{id} (part 2 §7). */
export function publicContentUrl(kind: 'event' | 'blog' | 'chain', id: number, lang = 'es'): string {
  return `${runtimeConfig().publicSiteUrl}/${lang}/${kind}/${id}`;
}
