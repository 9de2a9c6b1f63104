/**
 * Google Cloud Translation – Basic (v2): POST <base>/language/translate/v2?key=KEY with the JSON body
 * {q, source, target, format}; the answer is {data: {translations: [{translatedText}]}}.
 * Portuguese is asked as pt-PT (Portugal), the variant closest to our readers (Galicia, Portugal).
 */
import type { Lang } from '../../../domain';
import { postJson, stringAt } from './http';
import type { ProviderSettings, TranslateProvider } from './provider';

export const GOOGLE_BASE_URL = 'https://translation.googleapis.com';

const SOURCE: Record<Lang, string> = { es: 'es', en: 'en', gl: 'gl', pt: 'pt' };
const TARGET: Record<Lang, string> = { es: 'es', en: 'en', gl: 'gl', pt: 'pt-PT' };

export function googleProvider(settings: ProviderSettings): TranslateProvider {
  const url = `${settings.baseUrl ?? GOOGLE_BASE_URL}/language/translate/v2?key=${encodeURIComponent(settings.key ?? '')}`;
  return {
    name: 'google',
    unsupported: () => null,
    async translate({ text, source, target, format }) {
      const answer = await postJson(
        url,
        { q: text, source: SOURCE[source], target: TARGET[target], format },
        { timeoutMs: settings.timeoutMs },
      );
      return stringAt(answer, ['data', 'translations', 0, 'translatedText']);
    },
  };
}
