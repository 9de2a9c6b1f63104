/**
 * Machine translation of place texts (issue 9, `translate`): the longest text sent at once, in
 * characters (descriptions and menus, plain or HTML), so the panel can refuse a longer one itself.
 */
export const TRANSLATE_MAX_CHARS = 10_000;

/**
 * The most characters one API request may send to the (paid) provider, counted once per target
 * language: the longest text into the other three languages. Aliased calls in one document share it.
 */
export const TRANSLATE_REQUEST_CHARS = 30_000;

/** Providers TRANSLATE_PROVIDER may name ('' in /config.js when none is configured). */
export const TRANSLATE_PROVIDERS = ['google', 'deepl', 'libretranslate'] as const;
export type TranslateProviderName = (typeof TRANSLATE_PROVIDERS)[number];
