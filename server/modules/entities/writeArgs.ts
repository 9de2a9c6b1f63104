/**
 * The write arguments of a declared entity, checked before anything is written: its per-language
 * texts (trimmed; missing or empty → ''), the required one, their length limits, its flags and its
 * links lists ("1, 2,3" → [1, 2, 3]). Every refusal is BAD_USER_INPUT naming the argument.
 */
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { MAX_ID } from '../../../domain';
import { argOf, flagFields, langArgs, linkFields, textFields, type EntityDeclaration, type LinksField } from '../../../domain/entities';
import type { Lang } from '../../db/schema/common';

/** One language's values, keyed by text field. */
export type LangTexts = Record<Lang, Record<string, string>>;

export interface EntryValues {
  texts: LangTexts;
  flags: Record<string, boolean>;
  /** Links field → linked ids. */
  links: Record<string, number[]>;
}

function parseTexts(entity: EntityDeclaration, args: Record<string, unknown>): LangTexts {
  const out = { en: {}, es: {}, gl: {}, pt: {} } as LangTexts;
  const fields = Object.fromEntries(textFields(entity));
  for (const { arg, field, lang } of langArgs(entity)) out[lang][field] = parseText(args[arg], arg, fields[field].max);
  for (const [name, field] of textFields(entity)) {
    if (field.required && out[field.required.lang][name] === '') {
      throw badInput(`${argOf(name, field)}${field.required.lang.toUpperCase()}`, field.required.message);
    }
  }
  return out;
}

/** Longest comma list accepted, in characters. */
export const MAX_LINKS_TEXT = 2000;

/** "1, 2,3" → [1, 2, 3] (duplicates dropped); null or '' → []. */
export function parseLinkList(value: unknown, field: string, link: LinksField): number[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') throw badInput(field, `${field} debe ser una lista de identificadores separados por comas`);
  if (value.length > MAX_LINKS_TEXT)
    throw badInput(field, `La lista de ${link.words.list} es demasiado larga (máximo ${MAX_LINKS_TEXT} caracteres)`);
  if (value.trim() === '') return [];
  const ids = value.split(',').map((piece) => {
    const text = piece.trim();
    const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw badInput(
        field,
        `Lista de ${link.words.list} no válida: "${text.slice(0, 20)}" no es un identificador (use ids separados por comas, p. ej. "1,2,3")`,
      );
    }
    return id;
  });
  return [...new Set(ids)];
}

export function parseEntry(entity: EntityDeclaration, args: Record<string, unknown>): EntryValues {
  return {
    texts: parseTexts(entity, args),
    // Only true is true: a missing flag is off.
    flags: Object.fromEntries(flagFields(entity).map(([name]) => [name, args[name] === true])),
    links: Object.fromEntries(linkFields(entity).map(([name, link]) => [name, parseLinkList(args[name], name, link)])),
  };
}
