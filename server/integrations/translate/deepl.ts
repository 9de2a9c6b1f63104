/**
 * DeepL API v2: POST <base>/v2/translate with the header Authorization: DeepL-Auth-Key KEY and the
 * JSON body {text: [..], source_lang, target_lang, tag_handling?}; the answer is
 * {translations: [{detected_source_language, text}]}. Free-plan keys (ending in ":fx") use
 * api-free.deepl.com, the others api.deepl.com. English and Portuguese targets need a variant
 * (EN-GB, PT-PT). DeepL does not translate Galician: a gl source or target is refused before any call.
 */
import type { Lang } from '../../../domain';
import { postJson, stringAt } from './http';
import type { ProviderSettings, TranslateProvider } from './provider';

export const DEEPL_FREE_URL = 'https://api-free.deepl.com';
export const DEEPL_PRO_URL = 'https://api.deepl.com';

const SOURCE: Partial<Record<Lang, string>> = { es: 'ES', en: 'EN', pt: 'PT' };
const TARGET: Partial<Record<Lang, string>> = { es: 'ES', en: 'EN-GB', pt: 'PT-PT' };

export const deeplBaseUrl = (key: string) => (key.endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL);

export function deeplProvider(settings: ProviderSettings): TranslateProvider {
  const key = settings.key ?? '';
  const url = `${settings.baseUrl ?? deeplBaseUrl(key)}/v2/translate`;
  return {
    name: 'deepl',
    unsupported: (lang) => (SOURCE[lang] ? null : 'DeepL no traduce el gallego (gl)'),
    async translate({ text, source, target, format }) {
      const body: Record<string, unknown> = { text: [text], source_lang: SOURCE[source], target_lang: TARGET[target] };
      if (format === 'html') body.tag_handling = 'html';
      const answer = await postJson(url, body, { headers: { authorization: `DeepL-Auth-Key ${key}` }, timeoutMs: settings.timeoutMs });
      return stringAt(answer, ['translations', 0, 'text']);
    },
  };
}
