/** Which map provider the panel uses: Google only when the server hands over a Maps key. */
import { runtimeConfig, type RuntimeConfig } from '../runtimeConfig';
import type { MapProviderId } from './types';

export function chooseMapProvider(config: Pick<RuntimeConfig, 'googleMapsKey'> = runtimeConfig()): MapProviderId {
  return config.googleMapsKey.trim() ? 'google' : 'leaflet';
}
