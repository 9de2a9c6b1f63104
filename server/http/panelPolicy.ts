/**
 * The Content-Security-Policy of the panel's HTML and the Permissions-Policy of every answer.
 * Scripts only from this origin (the panel's bundle and /config.js): the admin token lives in this
 * origin's storage, so no other script may ever run here. Google Maps' hosts are added only when
 * GOOGLE_MAPS_KEY is set; without it the map is Leaflet with OpenStreetMap tiles (images only).
 * The place editor's maps service (MAPS_SERVICE) adds what the browser fetches: the geocoder's
 * origin (GEOCODER_URL) with nominatim; with google, the hosts of the maps photos and street-view
 * images the panel downloads to upload them (mapsConnect below).
 * MUI (emotion) writes <style> elements at run time, hence 'unsafe-inline' for styles only.
 */

import { VIDEO_HOSTS } from '../../domain';
import type { MapsService } from '../config';

/** Leaflet's tile server (src/maps/leaflet/LeafletMapView.tsx OSM_TILES). */
export const OSM_TILE_HOST = 'https://tile.openstreetmap.org';

/** What the Maps JavaScript API loads (Google's documented allow-list for it). */
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    'blob:',
  ],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
};

/**
 * What the place editor's maps service fetches from the browser (src/maps/places): Nominatim's
 * /search, /lookup, /reverse at the geocoder's origin only; Google's place photos
 * (lh3.googleusercontent.com…) fetched to be uploaded — street-view images come from
 * maps.googleapis.com, already allowed by GOOGLE_MAPS.connect's https://*.googleapis.com, which is
 * always there with google (MAPS_SERVICE=google needs the key). fake fetches nothing.
 */
function mapsConnect(service: MapsService, geocoderUrl: string): string[] {
  if (service === 'nominatim') return [new URL(geocoderUrl).origin];
  if (service === 'google') return ['https://*.googleusercontent.com'];
  return [];
}

/**
 * Rich text may embed videos from these hosts only (domain/richText.ts, over https):
 * the menu editor shows them. Photos added by URL and images in menus come from any https host
 * (an image cannot run script); plain http and other schemes stay out.
 */
const VIDEO_FRAMES = VIDEO_HOSTS.map((host) => `https://${host}`);

const render = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

export interface PanelCspOptions {
  /** GOOGLE_MAPS_KEY is set: the Maps JavaScript API draws the maps. */
  googleMaps: boolean;
  /** MAPS_SERVICE (default: nothing fetched by the editor's search). */
  mapsService?: MapsService;
  /** GEOCODER_URL, read with mapsService nominatim. */
  geocoderUrl?: string;
}

export function panelCsp(opts: PanelCspOptions): string {
  const google = (part: keyof typeof GOOGLE_MAPS) => (opts.googleMaps ? GOOGLE_MAPS[part] : []);
  const maps = opts.mapsService ? mapsConnect(opts.mapsService, opts.geocoderUrl ?? '') : [];
  const connect = [...new Set(["'self'", ...google('connect'), ...maps])];
  return render({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google('script')],
    'style-src': ["'self'", "'unsafe-inline'", ...google('style')],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', OSM_TILE_HOST, ...google('img')],
    'font-src': ["'self'", 'data:', ...google('font')],
    'connect-src': connect,
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [...VIDEO_FRAMES, ...google('frame')],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Answers that are not the panel's HTML (JSON, scripts, images) never render anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features the panel never uses are off for it and for anything framed in it; geolocation
 * only for the panel itself ('Usar posición actual' in the place editor), never for a frame.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
].join(', ');
