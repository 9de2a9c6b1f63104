/**
 * Validation of a per-language text before it is sent, as the server will judge it (trimmed,
 * counted in characters, server/modules/entities/writeArgs.ts): the Spanish text may be required,
 * and a text longer than its limit is refused with a message naming the input and the limit —
 * never cut: the input has no maxLength, so a long paste stays whole and visible.
 */

/** Characters the server counts: code points of the trimmed text. */
export const charCount = (value: unknown): number => [...String(value ?? '').trim()].length;

/** Refuses a blank text with the server's own message (the declaration's, domain/entities). */
export const requiredText = (message: string) =>
  Object.assign((value: unknown) => (charCount(value) === 0 ? message : undefined), { isRequired: true });

/** Refuses a text longer than `max` characters: 'Español (ES): como máximo 200 caracteres (ahora 250)'. */
export const withinLimit = (field: string, max: number) => (value: unknown) => {
  const count = charCount(value);
  return count > max ? { message: 'app.reference.validation.too_long', args: { field, max, count } } : undefined;
};
