/**
 * What both halves read off a declaration the same way: its per-language texts and their argument
 * names (`textES`, `r3GL`: the field's prefix and the language's suffix, for every language of
 * domain/languages), its other write arguments, and which form field an argument feeds.
 */
import { LANGS, langSuffix, type Lang } from '../languages';
import { SORTABLE } from '../sorting';
import {
  argOf,
  type EntityDeclaration,
  type ChoiceField,
  type FieldDeclaration,
  type FlagField,
  type MediaField,
  type MembersField,
  type PlainTextField,
  type ParentField,
  type UrlField,
  type ImageField,
  type LinksField,
  type TextField,
} from './types';

type Named<F> = [name: string, field: F];

const ofKind =
  <F extends FieldDeclaration>(kind: F['kind']) =>
  (entity: EntityDeclaration): Named<F>[] =>
    Object.entries(entity.fields).filter((entry): entry is Named<F> => entry[1].kind === kind);

export const textFields = ofKind<TextField>('text');
export const plainFields = ofKind<PlainTextField>('plain');
export const mediaFields = ofKind<MediaField>('media');
export const flagFields = ofKind<FlagField>('flag');
export const linkFields = ofKind<LinksField>('links');
export const urlFields = ofKind<UrlField>('url');
export const choiceFields = ofKind<ChoiceField>('choice');
export const parentFields = ofKind<ParentField>('parent');
export const memberFields = ofKind<MembersField>('members');

/** The main table's own columns written from an argument of the same name: plain texts, urls, choices, parent. */
export const scalarFields = (entity: EntityDeclaration): Named<PlainTextField | UrlField | ChoiceField | ParentField>[] => [
  ...plainFields(entity),
  ...urlFields(entity),
  ...choiceFields(entity),
  ...parentFields(entity),
];
/**
 * The texts a paged list's `search` matches: the main row's plain texts, or (with an i18n table)
 * the per-language texts of every language. Both live normalised in the main row's search_text.
 */
export const searchedFields = (entity: EntityDeclaration): Named<TextField | PlainTextField>[] =>
  [...textFields(entity), ...plainFields(entity)].filter(([, field]) => field.searched);

/** The texts a paged list sorts by (SORTABLE): each has a stored Spanish sort key, `sort_${name}`, on the main row. */
export const sortedTextFields = (entity: EntityDeclaration): Named<TextField | PlainTextField>[] => {
  const sortable: readonly string[] = entity.paged ? SORTABLE[entity.paged.sortable] : [];
  return [...textFields(entity), ...plainFields(entity)].filter(([name]) => sortable.includes(name));
};

export const imageField = (entity: EntityDeclaration): Named<ImageField> | undefined => ofKind<ImageField>('image')(entity)[0];

/** One per-language argument: its name, the field it feeds and the language. */
export interface LangArg {
  arg: string;
  field: string;
  lang: Lang;
}

/** Every per-language argument of the entity's writes: textEN, textES, …, r5PT. */
export function langArgs(entity: EntityDeclaration): LangArg[] {
  return textFields(entity).flatMap(([name, field]) =>
    LANGS.map((lang) => ({ arg: `${argOf(name, field)}${langSuffix(lang)}`, field: name, lang })),
  );
}

/** An entity with media fields takes `remove_files` (ids of its media to delete) in its writes. */
export const REMOVE_FILES = 'remove_files';

/** Videos are written with the entry; photos and PDFs are uploaded after it. */
export const writtenMedia = (entity: EntityDeclaration): Named<MediaField>[] => mediaFields(entity).filter(([, f]) => f.media === 'video');

/**
 * Every value of add / upd besides the id (arguments, or the input object's fields): the
 * per-language texts, the flags, the link lists, the scalar columns, the members, the videos and
 * remove_files.
 */
export function writeArgs(entity: EntityDeclaration): string[] {
  return [
    ...langArgs(entity).map((a) => a.arg),
    ...flagFields(entity).map(([name]) => name),
    ...linkFields(entity).map(([name]) => name),
    ...scalarFields(entity).map(([name]) => name),
    ...memberFields(entity).map(([name]) => name),
    ...writtenMedia(entity).map(([name]) => name),
    ...(mediaFields(entity).length > 0 ? [REMOVE_FILES] : []),
  ];
}

/** The name of the id argument of upd / del. */
export const writeIdOf = (entity: EntityDeclaration): string => entity.writeId ?? 'id';

/** The form field an argument feeds (textES → text.es, r3GL → rating3.gl, services → services), or undefined. */
export function fieldOfArg(entity: EntityDeclaration, arg: string): string | undefined {
  const text = langArgs(entity).find((a) => a.arg === arg);
  if (text) return `${text.field}.${text.lang}`;
  return writeArgs(entity).includes(arg) ? arg : undefined;
}
