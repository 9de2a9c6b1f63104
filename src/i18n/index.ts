/**
 * Spanish i18nProvider: ra-language-spanish as the base of react-admin's ra.* catalogue, with the
 * keys it lacks and the words it gets wrong (raSpanish.ts) on top, plus the resources' names and
 * fields (resources.ts) and the panel's own app.* messages.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raLanguageSpanish from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { raSpanish } from './raSpanish';
import { appMessages } from './appMessages';
import { resourceMessages } from './resources';

type Tree = { [key: string]: string | Tree };

/** `over`'s texts on top of `base`'s, branch by branch. */
export function mergeCatalogues(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = typeof value === 'object' && typeof below === 'object' ? mergeCatalogues(below, value) : value;
  }
  return out;
}

const ra = mergeCatalogues(raLanguageSpanish as unknown as Tree, raSpanish as unknown as Tree);

export const spanishMessages = { ...ra, ...appMessages, resources: resourceMessages } as unknown as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(
  () => spanishMessages,
  'es',
  [{ locale: 'es', name: 'Español' }],
  // a missing key is a bug: polyglot warns and shows the key instead of silently falling back
  { allowMissing: false },
);
