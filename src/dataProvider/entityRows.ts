/**
 * The operations row of every declared entity (domain/entities), derived from its declaration:
 * a whole list in every language (`lang: "all"`, grouped by id in the browser: `text: {en, es,
 * gl, pt}`) searched locally, or, for a paged entity, the server's pages, search, order and count
 * and its one-record query; an entity without per-language texts (no i18nTable: an event) is one
 * row per entry, read without `lang`. `idplace` where the API takes it, the linked ids as arrays
 * (what ReferenceArrayInput edits), media as `photos { idmedia url name }`, and add / upd / del
 * with the values of entityWrites.ts (as arguments, or in the declared input object). A refused
 * argument or input field names the form field that holds it (textES → text.es, r3GL → rating3.gl,
 * type → type).
 */
import {
  ENTITIES,
  choiceFields,
  fieldOfArg,
  flagFields,
  imageField,
  linkedEntity,
  linkFields,
  mediaFields,
  memberFields,
  parentFields,
  plainFields,
  textFields,
  urlFields,
  writeArgs,
  writeIdOf,
} from '../../domain/entities';
import { SORTABLE } from '../../domain/sorting';
import type { EntityDeclaration } from '../../domain/entities';
import type { MutationSpec, OperationsTable, ResourceEntry } from './types';
import { writeVariables } from './entityWrites';

export { idList, writeVariables } from './entityWrites';

/**
 * The selection set of one row: id, lang, texts, image and its thumbnail, flags, linked ids, media.
 * A list (`list: true`) reads only the photos among the media (the cover); the one-record query
 * reads them all (a page of 25 events with three lists each weighs more than the API's cost limit
 * allows two chunks of getMany).
 */
function rowFields(entity: EntityDeclaration, list = false): string {
  return [
    entity.id,
    ...(entity.i18nTable ? ['lang'] : []),
    ...textFields(entity).map(([name]) => name),
    ...plainFields(entity).map(([name]) => name),
    ...(imageField(entity) ? ['image', 'thumb'] : []),
    ...flagFields(entity).map(([name]) => name),
    ...linkFields(entity).map(([name, link]) => `${name} { ${linkedEntity(link.entity).id} }`),
    ...urlFields(entity).map(([name]) => name),
    ...parentFields(entity).map(([name]) => name),
    ...choiceFields(entity).map(([name]) => name),
    ...memberFields(entity).flatMap(([name]) => [name, `${name}_count`]),
    ...mediaFields(entity)
      .filter(([, field]) => !list || field.media === 'photo')
      .map(([name]) => `${name} { idmedia url name }`),
    ...(entity.dated ? ['create_date', 'update_date'] : []),
  ].join(' ');
}

/** Per-language rows (`lang: "all"`, grouped by id) for an entity with an i18n table; nothing otherwise. */
const perLanguage = (entity: EntityDeclaration): Pick<ResourceEntry['list'], 'fixed' | 'i18n'> =>
  entity.i18nTable ? { fixed: { lang: 'all' }, i18n: textFields(entity).map(([name]) => name) } : {};

/**
 * A paged entity: the server pages, searches (`q` → search) and sorts (its SORTABLE fields; a
 * per-language column such as `title.es` sorts by its field); every language's row of each entry
 * (`lang: "all"`), grouped like the local lists, or one row per entry without an i18n table; one
 * entry by its one-record query.
 */
function pagedList(entity: EntityDeclaration): Pick<ResourceEntry, 'list' | 'one'> {
  return {
    list: {
      query: entity.operations.list,
      count: entity.operations.count,
      fields: rowFields(entity, true),
      ...perLanguage(entity),
      // «Falta traducción» where there are languages to miss.
      filters: {
        q: { arg: 'search' },
        ids: { arg: 'ids' },
        ...(entity.i18nTable ? { missing_translation: { arg: 'missing_translation' } } : {}),
      },
      sortable: SORTABLE[entity.paged!.sortable],
      ...(parentFields(entity).length ? { none: parentFields(entity).map(([name]) => name) } : {}),
    },
    one: { query: entity.operations.one!, fields: rowFields(entity) },
  };
}

export function entityRow(entity: EntityDeclaration): ResourceEntry {
  const image = imageField(entity);
  // A refusal inside the input object may name its field with the object's prefix ('event.type').
  const prefix = entity.input ? `${entity.input.arg}.` : undefined;
  const payload: Omit<MutationSpec, 'mutation'> = {
    args: entity.input ? [entity.input.arg] : writeArgs(entity),
    variables: (data, previous) => writeVariables(entity, data, previous),
    fieldOf: (arg) => fieldOfArg(entity, prefix && arg.startsWith(prefix) ? arg.slice(prefix.length) : arg),
  };
  const idArg = writeIdOf(entity);
  return {
    idField: entity.id,
    ...(entity.paged ? pagedList(entity) : localList(entity)),
    create: { mutation: entity.operations.add, ...payload },
    update: { mutation: entity.operations.update, idArg, ...payload },
    delete: { mutation: entity.operations.delete, idArg },
    ...(image ? { upload: { field: 'image', type: image[1].upload } } : {}),
  };
}

/** A whole list in every language, searched, sorted and paged in the browser (the reference lists). */
function localList(entity: EntityDeclaration): Pick<ResourceEntry, 'list'> {
  return {
    list: {
      query: entity.operations.list,
      fields: rowFields(entity),
      ...perLanguage(entity),
      filters: { q: { local: 'search' }, ...(entity.placeLink ? { idplace: { arg: 'idplace' } } : {}) },
      ...(linkFields(entity).length
        ? { references: Object.fromEntries(linkFields(entity).map(([name, link]) => [name, linkedEntity(link.entity).id])) }
        : {}),
    },
  };
}

/** Every declared entity's row, by resource name. */
export const ENTITY_ROWS: OperationsTable = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entityRow(entity)]));
