/**
 * The write arguments of a declared entity, checked before anything is written: its per-language
 * texts (trimmed; missing or empty → ''), the required one, their length limits, its flags and its
 * links lists ("1, 2,3" → [1, 2, 3]). Every refusal is BAD_USER_INPUT naming the argument.
 */
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { MAX_ID, isHttpUrl } from '../../../domain';
import {
  argOf,
  choiceFields,
  flagFields,
  langArgs,
  linkFields,
  memberFields,
  parentFields,
  plainFields,
  textFields,
  urlFields,
  writtenMedia,
  mediaFields,
  REMOVE_FILES,
  type ChoiceField,
  type EntityDeclaration,
  type LinksField,
} from '../../../domain/entities';
import type { VideoData } from '../../media/ownedMedia';
import { parseRemoveFiles, parseVideos } from '../places/input';
import type { Lang } from '../../db/schema/common';
import { sanitizeRichText } from '../../text/richText';

/** One language's values, keyed by text field. */
export type LangTexts = Record<Lang, Record<string, string>>;

export interface EntryValues {
  texts: LangTexts;
  flags: Record<string, boolean>;
  /** Links field → linked ids. */
  links: Record<string, number[]>;
  /** Members field → the ids that point here. */
  members: Record<string, number[]>;
  /** The main table's plain texts, urls and choices, and the parent (null: none), by column. */
  columns: Record<string, string | number | null>;
  /** Videos field → its whole list (entities with media fields). */
  videos: Record<string, VideoData[]>;
  /** Media ids to delete. */
  removeFiles: number[];
}

function parseTexts(entity: EntityDeclaration, args: Record<string, unknown>): LangTexts {
  const out = { en: {}, es: {}, gl: {}, pt: {} } as LangTexts;
  const fields = Object.fromEntries(textFields(entity));
  for (const { arg, field, lang } of langArgs(entity)) {
    const text = parseText(args[arg], arg, fields[field].max);
    // Rich text is stored as the one sanitiser leaves it (no script, handler or javascript: link).
    out[lang][field] = fields[field].rich ? sanitizeRichText(text) : text;
  }
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
export function parseLinkList(value: unknown, field: string, link: Pick<LinksField, 'words'>): number[] {
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

/** '' or an absolute http(s) URL (domain/links.ts): a cover is shown as an image, never another scheme. */
function parseUrl(value: unknown, field: string, max: number): string {
  const text = parseText(value, field, max);
  if (text !== '' && !isHttpUrl(text)) throw badInput(field, `Dirección no válida en ${field}: debe ser una URL http:// o https://`);
  return text;
}

/** One of the field's values; missing → its default, or refused when it has none (a type must be chosen). */
function parseChoice(value: unknown, name: string, field: ChoiceField): number | string {
  if (value === undefined || value === null || value === '') {
    if (field.default === null) throw badInput(name, field.message);
    return field.default;
  }
  if (!(field.values as readonly unknown[]).includes(value)) throw badInput(name, field.message);
  return value as number | string;
}

/** A main-table text: trimmed, bounded, rich text sanitised, refused when required and empty. */
function parsePlain(value: unknown, name: string, field: { max: number; rich?: boolean; required?: string }): string {
  const text = parseText(value, name, field.max);
  if (field.required && text === '') throw badInput(name, field.required);
  return field.rich ? sanitizeRichText(text) : text;
}

/** Another entry's id, or null for 0 / absent ("none"). */
function parseParent(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === 0) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw badInput(field, `Identificador no válido en ${field}: debe ser el id de otra entrada o 0`);
  }
  return value;
}

function parseColumns(entity: EntityDeclaration, args: Record<string, unknown>): Record<string, string | number | null> {
  return {
    ...Object.fromEntries(plainFields(entity).map(([name, field]) => [name, parsePlain(args[name], name, field)])),
    ...Object.fromEntries(urlFields(entity).map(([name, field]) => [name, parseUrl(args[name], name, field.max)])),
    ...Object.fromEntries(choiceFields(entity).map(([name, field]) => [name, parseChoice(args[name], name, field)])),
    ...Object.fromEntries(parentFields(entity).map(([name]) => [name, parseParent(args[name], name)])),
  };
}

/** The write's values: its arguments, or the fields of its input object (entity.input). */
export function parseEntry(entity: EntityDeclaration, raw: Record<string, unknown>): EntryValues {
  const args = (entity.input ? raw[entity.input.arg] : raw) as Record<string, unknown>;
  return {
    texts: parseTexts(entity, args),
    // A missing flag takes its default (off for the reference lists, on for an event's published).
    flags: Object.fromEntries(
      flagFields(entity).map(([name, field]) => [
        name,
        args[name] === undefined || args[name] === null ? field.default : args[name] === true,
      ]),
    ),
    links: Object.fromEntries(linkFields(entity).map(([name, link]) => [name, parseLinkList(args[name], name, link)])),
    columns: parseColumns(entity, args),
    members: Object.fromEntries(memberFields(entity).map(([name, field]) => [name, parseLinkList(args[name], name, field)])),
    videos: Object.fromEntries(writtenMedia(entity).map(([name]) => [name, parseVideos(args[name]) ?? []])),
    removeFiles: mediaFields(entity).length ? parseRemoveFiles(args[REMOVE_FILES]) : [],
  };
}
