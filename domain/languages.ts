/**
 * The four content languages (part 1 §1, part 2 §9). One list, one order: the spec's order of
 * grouped entries and of place payload lists (EN, ES, GL, PT), also used by every table column,
 * language tab and per-language input of the panel and by the API's answers.
 */
export const LANGS = ['en', 'es', 'gl', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** The language used when a request names none. */
export const DEFAULT_LANG: Lang = 'es';

/** Suffix of per-language keys and arguments: textEN, descriptionES, r3GL... */
export type LangSuffix = Uppercase<Lang>;
export const langSuffix = (lang: Lang): LangSuffix => lang.toUpperCase() as LangSuffix;
export const LANG_SUFFIXES: readonly LangSuffix[] = LANGS.map(langSuffix);

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The «Falta traducción» filter of the lists (`missing_translation`): entries lacking a text in
 * any language, or in the one named.
 */
export const MISSING_TRANSLATION = ['any', ...LANGS] as const;
export type MissingTranslation = (typeof MISSING_TRANSLATION)[number];
export const isMissingTranslation = (value: unknown): value is MissingTranslation =>
  typeof value === 'string' && (MISSING_TRANSLATION as readonly string[]).includes(value);
