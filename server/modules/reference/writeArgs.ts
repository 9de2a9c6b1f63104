/**
 * Validation of the flat write arguments of the reference lists: per-language texts (trimmed;
 * missing or empty → ''), the required Spanish text, length limits and the services comma list.
 * Every refusal is BAD_USER_INPUT naming the argument.
 */
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { LANG_SUFFIXES, MAX_ID } from '../../../domain';
import type { Lang } from '../../db/schema/common';
import type { WriteList } from './writeSpecs';

/** One language's values, keyed by i18n column. */
export type LangTexts = Record<Lang, Record<string, string>>;

export function parseTexts(spec: WriteList, args: Record<string, unknown>): LangTexts {
  const out = {} as LangTexts;
  for (const suffix of LANG_SUFFIXES) {
    const lang = suffix.toLowerCase() as Lang;
    out[lang] = {};
    for (const col of spec.columns) out[lang][col.column] = parseText(args[`${col.arg}${suffix}`], `${col.arg}${suffix}`, col.max);
  }
  const required = spec.required.arg;
  const column = spec.columns.find((c) => `${c.arg}ES` === required)!.column;
  if (out.es[column] === '') throw badInput(required, spec.required.message);
  return out;
}

export const MAX_SERVICES_TEXT = 2000;

/** "1, 2,3" → [1, 2, 3] (duplicates dropped); null or '' → []. */
export function parseServiceList(value: unknown, field = 'services'): number[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') throw badInput(field, `${field} debe ser una lista de identificadores separados por comas`);
  if (value.length > MAX_SERVICES_TEXT)
    throw badInput(field, `La lista de servicios es demasiado larga (máximo ${MAX_SERVICES_TEXT} caracteres)`);
  if (value.trim() === '') return [];
  const ids = value.split(',').map((piece) => {
    const text = piece.trim();
    const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw badInput(
        field,
        `Lista de servicios no válida: "${text.slice(0, 20)}" no es un identificador (use ids separados por comas, p. ej. "1,2,3")`,
      );
    }
    return id;
  });
  return [...new Set(ids)];
}

export function parseFilter(value: unknown): boolean {
  return value === true;
}
