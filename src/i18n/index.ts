/** Spanish i18nProvider: react-admin's ra.* catalogue plus the panel's app.* messages. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { raSpanish } from './raSpanish';
import { appMessages } from './appMessages';

export const spanishMessages: TranslationMessages = { ...raSpanish, ...appMessages };

export const i18nProvider = polyglotI18nProvider(
  () => spanishMessages,
  'es',
  [{ locale: 'es', name: 'Español' }],
  // a missing key is a bug: polyglot warns and shows the key instead of silently falling back
  { allowMissing: false },
);
