/**
 * LibreTranslate (self-hosted or libretranslate.com): POST <TRANSLATE_URL>/translate with the JSON
 * body {q, source, target, format, api_key?}; the answer is {translatedText}.
 */
import { postJson, stringAt } from './http';
import type { ProviderSettings, TranslateProvider } from './provider';

export function libreTranslateProvider(settings: ProviderSettings): TranslateProvider {
  const url = `${settings.baseUrl ?? ''}/translate`;
  return {
    name: 'libretranslate',
    unsupported: () => null,
    async translate({ text, source, target, format }) {
      const body: Record<string, unknown> = { q: text, source, target, format };
      if (settings.key) body.api_key = settings.key;
      return stringAt(await postJson(url, body, { timeoutMs: settings.timeoutMs }), ['translatedText']);
    },
  };
}
