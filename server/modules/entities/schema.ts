/**
 * The GraphQL SDL of the declared entities (domain/entities), written from each declaration: its
 * type (one row per id and language), its list query (whole, or paged with its count and a
 * one-record query) and its add / upd / del mutations, with one argument per language of every
 * text (the languages of domain/languages).
 */
import {
  choiceFields,
  flagFields,
  imageField,
  langArgs,
  linkedEntity,
  linkFields,
  mediaFields,
  memberFields,
  parentFields,
  plainFields,
  textFields,
  urlFields,
  writeIdOf,
  writtenMedia,
  REMOVE_FILES,
  type ChoiceField,
  type EntityDeclaration,
} from '../../../domain/entities';
import { UPTO_ARG } from '../../graphql/countRows';
import { MISSING_ARG } from '../../graphql/missingTranslation';

/** A choice's GraphQL type: Int for numbers, String for codes. */
const choiceType = (field: ChoiceField) => (typeof field.values[0] === 'string' ? 'String' : 'Int');

/** "One of 1, 2, 3." — or, for a long list of codes (countries), how many there are. */
const choiceDoc = (field: ChoiceField) =>
  field.values.length > 12
    ? `One of ${field.values.length} codes (e.g. ${field.values.slice(0, 3).join(', ')}).`
    : `One of ${field.values.join(', ')}.`;

/** The types media fields read and write, declared once when some entity has them. */
const MEDIA_TYPES = `"A file or link of the media table: a photo, a PDF (name: its title) or a video (name: its title)."
type EntityMedia {
  idmedia: Int!
  url: String!
  name: String!
}

"A video written with its entry. id: idmedia of one it has (kept, url and name updated); no id: a new one."
input MediaLinkInput {
  id: Int
  url: String!
  name: String
}`;

/** The small type a links field lists, e.g. ServiceRef { idservice }. */
export const refTypeOf = (resource: string) => `${linkedEntity(resource).type}Ref`;

function typeOf(entity: EntityDeclaration): string {
  const fields = [
    `${entity.id}: Int!`,
    ...(entity.i18nTable ? ['lang: String!'] : []),
    ...textFields(entity).map(([name]) => `${name}: String!`),
    ...plainFields(entity).map(([name]) => `${name}: String!`),
    ...(imageField(entity)
      ? ['image: String', '"The 100 px thumbnail of an uploaded image (the image itself otherwise)."', 'thumb: String']
      : []),
    ...flagFields(entity).map(([name]) => `${name}: Boolean!`),
    ...linkFields(entity).map(([name, link]) => `${name}: [${refTypeOf(link.entity)}!]!`),
    ...urlFields(entity).map(([name]) => `${name}: String!`),
    ...parentFields(entity).map(([name]) => `"0: none."\n  ${name}: Int!`),
    ...choiceFields(entity).map(([name, field]) => `"${choiceDoc(field)}"\n  ${name}: ${choiceType(field)}!`),
    ...mediaFields(entity).map(([name]) => `${name}: [EntityMedia!]!`),
    ...memberFields(entity).flatMap(([name, field]) => [
      `"The ${field.id} of its ${field.words.list}."\n  ${name}: [Int!]!`,
      `"How many ${field.words.list} it has."\n  ${name}_count: Int!`,
    ]),
    ...(entity.dated ? ['create_date: String!', 'update_date: String!'] : []),
  ];
  return `type ${entity.type} {\n  ${fields.join('\n  ')}\n}`;
}

/** The write's values: arguments, or an input object's fields (entity.input). */
function writeValues(entity: EntityDeclaration): string[] {
  return [
    ...langArgs(entity).map((a) => `${a.arg}: String`),
    ...plainFields(entity).map(
      ([name, field]) =>
        `"${field.required ? 'Required. ' : ''}${field.rich ? 'Rich text (sanitised). ' : ''}At most ${field.max} characters." ${name}: String`,
    ),
    ...flagFields(entity).map(([name]) => `${name}: Boolean`),
    ...linkFields(entity).map(
      ([name, link]) => `"Comma list of ${linkedEntity(link.entity).id} values, e.g. 1,2,3 (empty: none)." ${name}: String`,
    ),
    ...urlFields(entity).map(([name]) => `"An http(s) URL, or empty." ${name}: String`),
    ...parentFields(entity).map(([name]) => `"Another entry's id; 0 or absent: none." ${name}: Int`),
    ...choiceFields(entity).map(
      ([name, field]) =>
        `"${choiceDoc(field)} ${field.default === null ? 'Required' : `Default ${field.default}`}." ${name}: ${choiceType(field)}`,
    ),
    ...memberFields(entity).map(
      ([name, field]) =>
        `"Comma list of ${field.id} values, e.g. 1,2,3: its whole list of ${field.words.list} (one taken from another entry moves here; empty: none)." ${name}: String`,
    ),
    ...writtenMedia(entity).map(
      ([name]) =>
        `"Its whole list of ${name}: the ones it has and not listed stay; remove them with ${REMOVE_FILES}." ${name}: [MediaLinkInput!]`,
    ),
    ...(mediaFields(entity).length
      ? [`"idmedia of its photos, PDFs or videos to delete (with their files)." ${REMOVE_FILES}: [Int!]`]
      : []),
  ];
}

/** The mutations' arguments besides the id: the values, or the one input object. */
function writeArguments(entity: EntityDeclaration): string {
  return entity.input ? `${entity.input.arg}: ${entity.input.type}!` : writeValues(entity).join(', ');
}

const inputTypeOf = (entity: EntityDeclaration) =>
  entity.input
    ? [
        `"The values of ${entity.operations.add} and ${entity.operations.update}."\ninput ${entity.input.type} {\n  ${writeValues(entity).join('\n  ')}\n}`,
      ]
    : [];

/** The list's arguments (and, for a paged list, its count's, which takes the same filters). */
function listArguments(entity: EntityDeclaration): { list: string; count: string } {
  const byPlace = entity.placeLink ? ', "Only the entries linked to that place." idplace: Int' : '';
  if (!entity.paged) return { list: `lang: String${byPlace}`, count: '' };
  const lang = entity.i18nTable ? 'lang: String, ' : '';
  const filters = `"Every word in a ${textFields(entity)
    .filter(([, f]) => f.searched)
    .map(([n]) => n)
    .join(' or ')} of any language, accent- and case-insensitive." search: String, ids: [Int!]${lang ? `, ${MISSING_ARG}` : ''}`;
  return {
    list: `${lang}items: Int, page: Int, order: String, ${filters}`,
    // The list's arguments are the count's: lang is accepted and counts entries, not rows.
    count: `${lang ? `"Accepted as the list takes it; the count is of entries, whatever the language." ${lang}` : ''}${filters}, ${UPTO_ARG}`,
  };
}

function rootFields(entity: EntityDeclaration): { query: string; mutation: string } {
  const { list, add, update, delete: del, count, one } = entity.operations;
  const args = writeArguments(entity);
  const id = writeIdOf(entity);
  const listArgs = listArguments(entity);
  const langs = !entity.i18nTable
    ? `One row per entry, ${entity.paged?.pageSize} per page by default.`
    : entity.paged
      ? `lang: es, en, gl, pt (default ${entity.paged.defaultLang}) or all — with all, every language's row of each entry of the page. ${entity.paged.pageSize} per page by default.`
      : 'lang: es, en, gl, pt, or all (default: all) — one row per id and language.';
  const queries = [`"${langs}"\n  ${list}(${listArgs.list}): [${entity.type}!]!`];
  if (entity.paged && count && one) {
    queries.push(`"How many entries the same filters find."\n  ${count}(${listArgs.count}): Int!`);
    queries.push(
      entity.i18nTable
        ? `"One entry: a row per language (NOT_FOUND if there is none)."\n  ${one}(${entity.id}: Int!): [${entity.type}!]!`
        : `"One entry (NOT_FOUND if there is none)."\n  ${one}(${entity.id}: Int!): ${entity.type}!`,
    );
  }
  return {
    query: queries.join('\n  '),
    mutation: [
      `"Adds an entry; answers its id."\n  ${add}(${args}): Int!`,
      `"Replaces the whole entry; answers its id."\n  ${update}(${id}: Int!, ${args}): Int!`,
      `"${entity.usedBy ? 'Deletes an entry no place uses (CONFLICT, extensions.places, otherwise).' : 'Deletes an entry.'}"\n  ${del}(${id}: Int!): Boolean!`,
    ].join('\n  '),
  };
}

export function entityTypeDefs(entities: readonly EntityDeclaration[]): string {
  const refs = [...new Set(entities.flatMap((e) => linkFields(e).map(([, link]) => link.entity)))].map(
    (resource) => `type ${refTypeOf(resource)} {\n  ${linkedEntity(resource).id}: Int!\n}`,
  );
  const roots = entities.map(rootFields);
  return [
    ...refs,
    ...(entities.some((e) => mediaFields(e).length > 0) ? [MEDIA_TYPES] : []),
    ...entities.map(typeOf),
    ...entities.flatMap(inputTypeOf),
    `extend type Query {\n  ${roots.map((r) => r.query).join('\n  ')}\n}`,
    `extend type Mutation {\n  ${roots.map((r) => r.mutation).join('\n  ')}\n}`,
  ].join('\n\n');
}
