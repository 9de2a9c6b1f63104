/**
 * Internal notes of a place as part 1 §5 wants them: line breaks, emoji and symbol characters
 * removed. Quotes stay as typed: statements are parameterised, so the legacy "escape the quotes"
 * (it built SQL strings) has nothing left to do. Kept: letters, digits, punctuation, spaces, and
 * currency and mathematical signs (5 €, 2+1, 10%).
 */

// Emoji and pictographs, other symbols (♥ ✓ ©), modifier symbols, their joiners and variation selectors, keycaps.
const SYMBOLS = /\p{Extended_Pictographic}|\p{So}|\p{Sk}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0e|\ufe0f|\u20e3/gu;
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085\t]+/g;

export function cleanNotes(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(SYMBOLS, '').replace(/ {2,}/g, ' ').trim();
}
