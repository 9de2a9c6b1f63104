/**
 * 'Generar texto' (part 2 §2 «Share screen»): the Spanish message translated by the API's provider
 * into the other languages, the place's categories named in every language and the configured
 * hashtags, put together by domain/shareText.ts. A failed translation says 'Fallo al traducir'
 * (part 2 §8) and leaves the previous text; without a provider the message goes in Spanish.
 */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DEFAULT_LANG, LANGS, NO_HASHTAGS, shareText, type Lang, type ShareCategory, type ShareHashtags } from '../../../domain';
import type { PanelDataProvider } from '../../dataProvider';
import type { SharePlaceData } from '../../dataProvider/custom/share';
import { runtimeConfig } from '../../runtimeConfig';

const OTHERS = LANGS.filter((lang) => lang !== DEFAULT_LANG);

/** The message in every language: translated, or (no provider) Spanish everywhere. */
async function messagesOf(dataProvider: PanelDataProvider, message: string): Promise<Partial<Record<Lang, string>>> {
  const messages: Partial<Record<Lang, string>> = { [DEFAULT_LANG]: message };
  if (!runtimeConfig().translate) {
    for (const lang of OTHERS) messages[lang] = message;
    return messages;
  }
  const { data } = await dataProvider.translate({ text: message, source: DEFAULT_LANG, targets: [...OTHERS] });
  for (const { lang, text } of data) if ((OTHERS as readonly string[]).includes(lang)) messages[lang as Lang] = text;
  return messages;
}

/** The place's categories, in its order, named in every language (the categories list). */
async function categoriesOf(dataProvider: PanelDataProvider, place: SharePlaceData): Promise<ShareCategory[]> {
  const ids = place.category.map((c) => c.idcategory);
  if (ids.length === 0) return [];
  const { data } = await dataProvider.getMany('categories', { ids });
  const byId = new Map(data.map((record) => [Number(record.id), record.text as Partial<Record<Lang, string>>]));
  return place.category.map((c) => ({ idcategory: c.idcategory, text: { [DEFAULT_LANG]: c.text, ...byId.get(c.idcategory) } }));
}

/**
 * The configured hashtags (shareHashtags, open to every staff role: an editor cannot read the
 * configuration), read when the text is generated (a change on the config screen applies at once).
 */
async function hashtagsOf(dataProvider: PanelDataProvider): Promise<ShareHashtags> {
  const { data } = await dataProvider.getShareHashtags();
  return {
    brand: typeof data?.brand === 'string' ? data.brand : NO_HASHTAGS.brand,
    categories: Array.isArray(data?.categories) ? data.categories : NO_HASHTAGS.categories,
    cities: Array.isArray(data?.cities) ? data.cities : NO_HASHTAGS.cities,
  };
}

export type GenerateFailure = 'translate' | 'other';

export function useShareText() {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  /** Generates the text; answers what failed, or null. */
  const generate = async (place: SharePlaceData, message: string): Promise<GenerateFailure | null> => {
    setBusy(true);
    try {
      const [messages, categories, hashtags] = await Promise.all([
        messagesOf(dataProvider, message.trim()).catch(() => null),
        categoriesOf(dataProvider, place),
        hashtagsOf(dataProvider),
      ]);
      if (!messages) return 'translate';
      setText(shareText({ place, categories, messages, hashtags }));
      return null;
    } catch {
      return 'other';
    } finally {
      setBusy(false);
    }
  };
  return { text, setText, busy, generate };
}
