/**
 * Settings the server hands the panel at run time through GET /config.js (no rebuild needed):
 * window.__APP_CONFIG__ = { publicSiteUrl, googleMapsKey }.
 */
export interface RuntimeConfig {
  publicSiteUrl: string;
  googleMapsKey: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const raw = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    publicSiteUrl: (raw.publicSiteUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    googleMapsKey: raw.googleMapsKey ?? '',
  };
}

/** Public page of a place: /{lang}/place/{idplace}-{slug} (part 1 §7). */
export function publicPlaceUrl(idplace: number, slug?: string | null, lang = 'es'): string {
  const tail = slug ? `${idplace}-${slug}` : String(idplace);
  return `${runtimeConfig().publicSiteUrl}/${lang}/place/${tail}`;
}
