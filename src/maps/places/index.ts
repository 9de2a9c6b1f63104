/**
 * The maps service of the place editor (types.ts), chosen at run time from /config.js
 * (runtimeConfig().mapsService): Google, keyless Nominatim or the fake. Each implementation is a
 * separate chunk loaded only when chosen; the editor asks `loadMapsService()` or the hook and
 * never knows which one answers.
 */
import { useEffect, useState } from 'react';
import { runtimeConfig } from '../../runtimeConfig';
import { MapsUnavailableError, type MapsService } from './types';

export * from './types';

let chosen: Promise<MapsService> | null = null;

async function create(): Promise<MapsService> {
  const config = runtimeConfig();
  if (config.mapsService === 'fake') return (await import('./fake/fakeService')).createFakeService();
  if (config.mapsService === 'google') return (await import('./google')).createGoogleService();
  return (await import('./nominatim')).createNominatimService(config.geocoderUrl);
}

/** What answers when the chosen service's code could not even be loaded (a lost connection): unavailable. */
const unreachable = (): MapsService => ({
  id: runtimeConfig().mapsService,
  autocomplete: false,
  suggest: () => Promise.reject(new MapsUnavailableError()),
  details: () => Promise.reject(new MapsUnavailableError()),
  reverse: () => Promise.reject(new MapsUnavailableError()),
  streetView: () => [],
});

/** The panel's one maps service (created once; tried again after its code failed to load). */
export function loadMapsService(): Promise<MapsService> {
  chosen ??= create().catch(() => {
    chosen = null;
    return unreachable();
  });
  return chosen;
}

/** The maps service, or null while its code loads. */
export function useMapsService(): MapsService | null {
  const [service, setService] = useState<MapsService | null>(null);
  useEffect(() => {
    let live = true;
    void loadMapsService().then((s) => live && setService(s));
    return () => {
      live = false;
    };
  }, []);
  return service;
}
