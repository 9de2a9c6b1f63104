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
  memberFields,
  parentFields,
  textFields,
  urlFields,
  writeIdOf,
  type EntityDeclaration,
} from '../../../domain/entities';

/** The small type a links field lists, e.g. ServiceRef { idservice }. */
export const refTypeOf = (resource: string) => `${linkedEntity(resource).type}Ref`;

function typeOf(entity: EntityDeclaration): string {
  const fields = [
    `${entity.id}: Int!`,
    'lang: String!',
    ...textFields(entity).map(([name]) => `${name}: String!`),
    ...(imageField(entity)
      ? ['image: String', '"The 100 px thumbnail of an uploaded image (the image itself otherwise)."', 'thumb: String']
      : []),
    ...flagFields(entity).map(([name]) => `${name}: Boolean!`),
    ...linkFields(entity).map(([name, link]) => `${name}: [${refTypeOf(link.entity)}!]!`),
    ...urlFields(entity).map(([name]) => `${name}: String!`),
    ...parentFields(entity).map(([name]) => `"0: none."\n  ${name}: Int!`),
    ...choiceFields(entity).map(([name, field]) => `"One of ${field.values.join(', ')}."\n  ${name}: Int!`),
    ...memberFields(entity).flatMap(([name, field]) => [
      `"The ${field.id} of its ${field.words.list}."\n  ${name}: [Int!]!`,
      `"How many ${field.words.list} it has."\n  ${name}_count: Int!`,
    ]),
    ...(entity.dated ? ['create_date: String!', 'update_date: String!'] : []),
  ];
  return `type ${entity.type} {\n  ${fields.join('\n  ')}\n}`;
}

function writeArguments(entity: EntityDeclaration): string {
  return [
    ...langArgs(entity).map((a) => `${a.arg}: String`),
    ...flagFields(entity).map(([name]) => `${name}: Boolean`),
    ...linkFields(entity).map(
      ([name, link]) => `"Comma list of ${linkedEntity(link.entity).id} values, e.g. 1,2,3 (empty: none)." ${name}: String`,
    ),
    ...urlFields(entity).map(([name]) => `"An http(s) URL, or empty." ${name}: String`),
    ...parentFields(entity).map(([name]) => `"Another entry's id; 0 or absent: none." ${name}: Int`),
    ...choiceFields(entity).map(([name, field]) => `"One of ${field.values.join(', ')} (default ${field.default})." ${name}: Int`),
    ...memberFields(entity).map(
      ([name, field]) =>
        `"Comma list of ${field.id} values, e.g. 1,2,3: its whole list of ${field.words.list} (one taken from another entry moves here; empty: none)." ${name}: String`,
    ),
  ].join(', ');
}

/** The list's arguments (and, for a paged list, its count's, which takes the same filters). */
function listArguments(entity: EntityDeclaration): { list: string; count: string } {
  const byPlace = entity.placeLink ? ', "Only the entries linked to that place." idplace: Int' : '';
  if (!entity.paged) return { list: `lang: String${byPlace}`, count: '' };
  const filters = `"Every word in a ${textFields(entity)
    .filter(([, f]) => f.searched)
    .map(([n]) => n)
    .join(' or ')} of any language, accent- and case-insensitive." search: String, ids: [Int!]`;
  return {
    list: `lang: String, items: Int, page: Int, order: String, ${filters}`,
    // The list's arguments are the count's: lang is accepted and counts entries, not rows.
    count: `"Accepted as the list takes it; the count is of entries, whatever the language." lang: String, ${filters}`,
  };
}

function rootFields(entity: EntityDeclaration): { query: string; mutation: string } {
  const { list, add, update, delete: del, count, one } = entity.operations;
  const args = writeArguments(entity);
  const id = writeIdOf(entity);
  const listArgs = listArguments(entity);
  const langs = entity.paged
    ? `lang: es, en, gl, pt (default ${entity.paged.defaultLang}) or all — with all, every language's row of each entry of the page. ${entity.paged.pageSize} per page by default.`
    : 'lang: es, en, gl, pt, or all (default: all) — one row per id and language.';
  const queries = [`"${langs}"\n  ${list}(${listArgs.list}): [${entity.type}!]!`];
  if (entity.paged && count && one) {
    queries.push(`"How many entries the same filters find."\n  ${count}(${listArgs.count}): Int!`);
    queries.push(`"One entry: a row per language (NOT_FOUND if there is none)."\n  ${one}(${entity.id}: Int!): [${entity.type}!]!`);
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
    ...entities.map(typeOf),
    `extend type Query {\n  ${roots.map((r) => r.query).join('\n  ')}\n}`,
    `extend type Mutation {\n  ${roots.map((r) => r.mutation).join('\n  ')}\n}`,
  ].join('\n\n');
}
