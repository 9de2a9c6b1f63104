/**
 * The «Falta traducción» filter (`missing_translation`) of the lists with per-language texts: an
 * entry misses a language when a text written in another language is empty (or absent) in it — for
 * places their description, for a declared entity any of its per-language texts. An entry with a
 * text in no language has nothing to translate and is not listed.
 */
import { LANGS, type Lang, type MissingTranslation } from '../../domain';

/** The argument as the list and count queries document it. */
export const MISSING_ARG =
  '"Only entries lacking a text in any language (any) or in the one named (es, en, gl, pt)." missing_translation: String';

/** A language's bit in a mask of the languages that have a text: en 1, es 2, gl 4, pt 8 (LANGS order). */
export const langBit = (lang: Lang): number => 1 << LANGS.indexOf(lang);

/** Every language's bit: the mask of an entry with a text in all of them. */
export const ALL_LANGS_MASK = (1 << LANGS.length) - 1;

/**
 * The masks that miss what the filter asks: neither empty (nothing written) nor full for "any",
 * not empty and without the language's bit otherwise. As a list of values, a btree index on the
 * mask answers it.
 */
export function missingMasks(missing: MissingTranslation): number[] {
  const masks = Array.from({ length: ALL_LANGS_MASK }, (_, i) => i + 1);
  return missing === 'any' ? masks.filter((mask) => mask !== ALL_LANGS_MASK) : masks.filter((mask) => (mask & langBit(missing)) === 0);
}

/**
 * The masks of the languages missed (a paged entity's `lacking`, migration 0030) that answer the
 * filter: those holding the language's bit, any for "any". Never 0 (nothing missed) nor every
 * language (a missed language is one written in another).
 */
export function lackingMasks(missing: MissingTranslation): number[] {
  const masks = Array.from({ length: ALL_LANGS_MASK - 1 }, (_, i) => i + 1);
  return missing === 'any' ? masks : masks.filter((mask) => (mask & langBit(missing)) !== 0);
}
