/**
 * The GraphQL SDL of the declared entities (domain/entities), written from each declaration: its
 * type (one row per id and language), its list query and its add / upd / del mutations, with one
 * argument per language of every text (the languages of domain/languages).
 */
import { flagFields, imageField, langArgs, linkedEntity, linkFields, textFields, type EntityDeclaration } from '../../../domain/entities';

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
  ].join(', ');
}

function rootFields(entity: EntityDeclaration): { query: string; mutation: string } {
  const { list, add, update, delete: del } = entity.operations;
  const byPlace = entity.placeLink ? ', "Only the entries linked to that place." idplace: Int' : '';
  const args = writeArguments(entity);
  return {
    query: `"lang: es, en, gl, pt, or all (default: all) — one row per id and language."\n  ${list}(lang: String${byPlace}): [${entity.type}!]!`,
    mutation: [
      `"Adds an entry; answers its id."\n  ${add}(${args}): Int!`,
      `"Replaces the whole entry; answers its id."\n  ${update}(id: Int!, ${args}): Int!`,
      `"${entity.usedBy ? 'Deletes an entry no place uses (CONFLICT, extensions.places, otherwise).' : 'Deletes an entry.'}"\n  ${del}(id: Int!): Boolean!`,
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
