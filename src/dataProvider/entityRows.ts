/**
 * The operations row of every declared entity (domain/entities), derived from its declaration:
 * its whole list in every language (`lang: "all"`, grouped by id in the browser: `text: {en, es,
 * gl, pt}`), a local search, `idplace` where the API takes it, the linked ids as arrays (what
 * ReferenceArrayInput edits), and add / upd / del with the flat arguments the API expects
 * (`textES`…`r5PT` trimmed, every language always sent; flags as booleans; links as "1,2,3").
 * A refused argument names the form field that holds it (textES → text.es, r3GL → rating3.gl).
 */
import {
  ENTITIES,
  fieldOfArg,
  flagFields,
  imageField,
  langArgs,
  linkedEntity,
  linkFields,
  textFields,
  writeArgs,
} from '../../domain/entities';
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
  };
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
  ].join(' ');
}

export function entityRow(entity: EntityDeclaration): ResourceEntry {
  const image = imageField(entity);
  const payload: Omit<MutationSpec, 'mutation'> = {
    args: writeArgs(entity),
    variables: (data) => writeVariables(entity, data),
    fieldOf: (arg) => fieldOfArg(entity, arg),
  };
  return {
    idField: entity.id,
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
    create: { mutation: entity.operations.add, ...payload },
    update: { mutation: entity.operations.update, idArg: 'id', ...payload },
    delete: { mutation: entity.operations.delete, idArg: 'id' },
    ...(image ? { upload: { field: 'image', type: image[1].upload } } : {}),
  };
}

/** Every declared entity's row, by resource name. */
export const ENTITY_ROWS: OperationsTable = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entityRow(entity)]));
