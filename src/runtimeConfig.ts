/**
 * Settings the server hands the panel at run time through GET /config.js (no rebuild needed):
 * window.__APP_CONFIG__ = { publicSiteUrl, googleMapsKey, uploadMaxMb, translate, translateProvider }.
 */
import { TRANSLATE_PROVIDERS, UPLOAD_MAX_MB, type TranslateProviderName } from '../domain';

export interface RuntimeConfig {
  publicSiteUrl: string;
  googleMapsKey: string;
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

export function runtimeConfig(): RuntimeConfig {
  const raw = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    publicSiteUrl: (raw.publicSiteUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    googleMapsKey: raw.googleMapsKey ?? '',
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
