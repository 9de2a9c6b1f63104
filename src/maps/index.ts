/** src/maps: the map contract (types.ts), the provider choice and the MapView screens render. */
export * from './types';
export { chooseMapProvider } from './provider';
export { MapView } from './MapView';
export { normalizeBounds } from './bounds';
