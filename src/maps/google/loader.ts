/**
 * The one way the panel loads the Google Maps JavaScript API, shared by the map (GoogleMapView)
 * and the place editor's maps service (src/maps/places/google).
 *
 * Both go through one @googlemaps/js-api-loader Loader: the class is a singleton (built again with
 * the same options it hands back the same instance, whose load() every caller waits on; with other
 * options it throws), so the script is added once, under one id, and nobody is told "loaded" before
 * it is. @react-google-maps/api's useJsApiLoader is not used for this: that package bundles its own
 * copy of the Loader class, a second singleton that would find the script tag by id and report it
 * loaded straight away while it is still on its way.
 */
import { Loader, type Library, type LoaderOptions } from '@googlemaps/js-api-loader';
import { runtimeConfig } from '../../runtimeConfig';

export const GOOGLE_MAPS_SCRIPT_ID = 'google-maps-script';

/** The map's own library plus the Places library (autocomplete, place details, photos). */
const LIBRARIES: Library[] = ['maps', 'places'];

/**
 * The Loader's options: the ones the map loaded with so far (useJsApiLoader's id, language, and its
 * defaults for version, region and referrer policy), plus the Places library.
 */
export function googleMapsLoaderOptions(key: string = runtimeConfig().googleMapsKey): LoaderOptions {
  return {
    id: GOOGLE_MAPS_SCRIPT_ID,
    apiKey: key,
    version: 'weekly',
    language: 'es',
    region: 'US',
    libraries: LIBRARIES,
    authReferrerPolicy: 'origin',
  };
}

/**
 * The Maps JavaScript API for code outside React: resolves with the `google` namespace once the
 * script (added at most once, by whichever side asks first) and its libraries are ready; rejects
 * when the script cannot be loaded (closed network, blocked, refused).
 */
export async function loadGoogleMaps(): Promise<typeof google> {
  return new Loader(googleMapsLoaderOptions()).load();
}
