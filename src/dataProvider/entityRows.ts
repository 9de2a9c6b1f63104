/**
 * The operations row of every declared entity (domain/entities), derived from its declaration:
 * a whole list in every language (`lang: "all"`, grouped by id in the browser: `text: {en, es,
 * gl, pt}`) searched locally, or, for a paged entity, the server's pages, search, order and count
 * and its one-record query; `idplace` where the API takes it, the linked ids as arrays (what
 * ReferenceArrayInput edits), and add / upd / del with the flat arguments the API expects
 * (`textES`…`r5PT` trimmed, every language always sent; flags as booleans; links as "1,2,3";
 * urls, choices and the parent as their columns). A refused argument names the form field that
 * holds it (textES → text.es, r3GL → rating3.gl).
 */
import {
  ENTITIES,
  choiceFields,
  fieldOfArg,
  flagFields,
  imageField,
  langArgs,
  linkedEntity,
  linkFields,
  memberFields,
  parentFields,
  textFields,
  urlFields,
  writeArgs,
  writeIdOf,
} from '../../domain/entities';
import { SORTABLE } from '../../domain/sorting';
import type { EntityDeclaration } from '../../domain/entities';
import type { MutationSpec, OperationsTable, ResourceEntry } from './types';

type Data = Record<string, unknown>;

const trimmed = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** [1, {idservice: 2}, '3'] → "1,2,3": a links field's comma list (part 2 §5). */
export function idList(value: unknown, idField: string): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((item) => (typeof item === 'object' && item !== null ? (item as Data)[idField] : item))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .join(',');
}

/** The grouped record a form edits → the add / upd arguments. */
export function writeVariables(entity: EntityDeclaration, data: Data): Data {
  return {
    ...Object.fromEntries(langArgs(entity).map(({ arg, field, lang }) => [arg, trimmed((data[field] as Data | undefined)?.[lang])])),
    ...Object.fromEntries(flagFields(entity).map(([name]) => [name, Boolean(data[name])])),
    ...Object.fromEntries(linkFields(entity).map(([name, link]) => [name, idList(data[name], linkedEntity(link.entity).id)])),
    ...Object.fromEntries(urlFields(entity).map(([name]) => [name, trimmed(data[name])])),
    ...Object.fromEntries(choiceFields(entity).map(([name, field]) => [name, choiceOf(data[name], field.default)])),
    ...Object.fromEntries(parentFields(entity).map(([name]) => [name, Number(data[name]) > 0 ? Number(data[name]) : 0])),
    ...Object.fromEntries(memberFields(entity).map(([name, field]) => [name, idList(data[name], field.id)])),
  };
}

/** A choice as the form holds it (a number, a numeric text or a switch's boolean for 1 / 0; a code as it is). */
function choiceOf(value: unknown, fallback: number | string | null): number | string | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined || value === null || value === '') return fallback;
  return typeof fallback === 'string' || (typeof value === 'string' && !/^\d+$/.test(value)) ? String(value) : Number(value);
}

/** The selection set of one row: id, lang, texts, image and its thumbnail, flags, linked ids. */
function rowFields(entity: EntityDeclaration): string {
  return [
    entity.id,
    'lang',
    ...textFields(entity).map(([name]) => name),
    ...(imageField(entity) ? ['image', 'thumb'] : []),
    ...flagFields(entity).map(([name]) => name),
    ...linkFields(entity).map(([name, link]) => `${name} { ${linkedEntity(link.entity).id} }`),
    ...urlFields(entity).map(([name]) => name),
    ...parentFields(entity).map(([name]) => name),
    ...choiceFields(entity).map(([name]) => name),
    ...memberFields(entity).flatMap(([name]) => [name, `${name}_count`]),
    ...(entity.dated ? ['create_date', 'update_date'] : []),
  ].join(' ');
}

/**
 * A paged entity: the server pages, searches (`q` → search) and sorts (its SORTABLE fields; a
 * per-language column such as `title.es` sorts by its field); every language's row of each entry
 * (`lang: "all"`), grouped like the local lists; one entry by its one-record query.
 */
function pagedList(entity: EntityDeclaration): Pick<ResourceEntry, 'list' | 'one'> {
  const fields = rowFields(entity);
  return {
    list: {
      query: entity.operations.list,
      count: entity.operations.count,
      fields,
      fixed: { lang: 'all' },
      filters: { q: { arg: 'search' }, ids: { arg: 'ids' } },
      sortable: SORTABLE[entity.paged!.sortable],
      i18n: textFields(entity).map(([name]) => name),
      ...(parentFields(entity).length ? { none: parentFields(entity).map(([name]) => name) } : {}),
    },
    one: { query: entity.operations.one!, fields },
  };
}

export function entityRow(entity: EntityDeclaration): ResourceEntry {
  const image = imageField(entity);
  const payload: Omit<MutationSpec, 'mutation'> = {
    args: writeArgs(entity),
    variables: (data) => writeVariables(entity, data),
    fieldOf: (arg) => fieldOfArg(entity, arg),
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
      fixed: { lang: 'all' },
      filters: { q: { local: 'search' }, ...(entity.placeLink ? { idplace: { arg: 'idplace' } } : {}) },
      i18n: textFields(entity).map(([name]) => name),
      ...(linkFields(entity).length
        ? { references: Object.fromEntries(linkFields(entity).map(([name, link]) => [name, linkedEntity(link.entity).id])) }
        : {}),
    },
  };
}

/** Every declared entity's row, by resource name. */
export const ENTITY_ROWS: OperationsTable = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entityRow(entity)]));
