/** The translation provider TRANSLATE_PROVIDER names, built from the configuration (null: none). */
import type { AppConfig } from '../../config';
import { deeplProvider } from './deepl';
import { googleProvider } from './google';
import { libreTranslateProvider } from './libretranslate';
import type { ProviderSettings, TranslateProvider } from './provider';

export type { TranslateProvider, TextFormat } from './provider';
export { TranslateFailure } from './provider';

export function translateProviderOf(config: AppConfig): TranslateProvider | null {
  const settings: ProviderSettings = {
    key: config.translateKey,
    baseUrl: config.translateUrl?.replace(/\/+$/, '') ?? null,
    timeoutMs: config.translateTimeoutSeconds * 1000,
  };
  switch (config.translateProvider) {
    case 'google':
      return googleProvider(settings);
    case 'deepl':
      return deeplProvider(settings);
    case 'libretranslate':
      return libreTranslateProvider(settings);
    default:
      return null;
  }
}
