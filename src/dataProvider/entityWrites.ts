/**
 * What a declared entity's add / upd send (entityRows.ts): the record a form edits → the flat
 * arguments of the API (`textES`…`r5PT` trimmed, every language always sent; flags as booleans;
 * links as "1,2,3"; plain texts and urls trimmed; choices and the parent as their columns), the
 * videos as their whole list [{id?, url, name}] and `remove_files`: the media ids the record had
 * when the form opened (react-admin's previousData) and no longer has. With `entity.input` the
 * values travel in that one object (`{event: {...}}`). Photos and PDFs are not sent: they are
 * uploaded after the save (mediaUploads.ts).
 */
import {
  REMOVE_FILES,
  choiceFields,
  flagFields,
  langArgs,
  linkedEntity,
  linkFields,
  mediaFields,
  memberFields,
  parentFields,
  plainFields,
  urlFields,
  writtenMedia,
  type EntityDeclaration,
} from '../../domain/entities';

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

/** A choice as the form holds it (a number, a numeric text or a switch's boolean for 1 / 0; a code as it is). */
function choiceOf(value: unknown, fallback: number | string | null, codes: boolean): number | string | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined || value === null || value === '') return fallback;
  return codes || (typeof value === 'string' && !/^\d+$/.test(value)) ? String(value) : Number(value);
}

/** A media item's id as the form holds it (the API's idmedia, or `id` for a link being written). */
const mediaId = (item: unknown): number | undefined => {
  const value = item !== null && typeof item === 'object' ? ((item as Data).idmedia ?? (item as Data).id) : undefined;
  return Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined;
};

/** The form's videos → [{id?, url, name}]: the whole list; a row without an address is left out. */
export function mediaLinks(value: unknown): { id?: number; url: string; name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const url = trimmed((item as Data | null)?.url);
    if (!url) return [];
    const id = mediaId(item);
    return [{ ...(id ? { id } : {}), url, name: trimmed((item as Data).name) }];
  });
}

/**
 * The media ids of `previous` (the record as the form opened it) absent from `data`, over every
 * media field `data` carries (a field the form did not send removes nothing).
 */
export function removedMedia(entity: EntityDeclaration, data: Data, previous: Data | undefined): number[] {
  if (!previous) return [];
  return mediaFields(entity).flatMap(([name]) => {
    if (!Array.isArray(data[name]) || !Array.isArray(previous[name])) return [];
    const kept = new Set((data[name] as unknown[]).map(mediaId));
    return (previous[name] as unknown[]).map(mediaId).filter((id): id is number => id !== undefined && !kept.has(id));
  });
}

/** The grouped record a form edits (and, on update, the one it opened) → the add / upd values. */
export function writeVariables(entity: EntityDeclaration, data: Data, previous?: Data): Data {
  const removed = removedMedia(entity, data, previous);
  const values: Data = {
    ...Object.fromEntries(langArgs(entity).map(({ arg, field, lang }) => [arg, trimmed((data[field] as Data | undefined)?.[lang])])),
    ...Object.fromEntries(plainFields(entity).map(([name]) => [name, trimmed(data[name])])),
    ...Object.fromEntries(flagFields(entity).map(([name]) => [name, Boolean(data[name])])),
    ...Object.fromEntries(linkFields(entity).map(([name, link]) => [name, idList(data[name], linkedEntity(link.entity).id)])),
    ...Object.fromEntries(urlFields(entity).map(([name]) => [name, trimmed(data[name])])),
    ...Object.fromEntries(
      choiceFields(entity).map(([name, field]) => [name, choiceOf(data[name], field.default, typeof field.values[0] === 'string')]),
    ),
    ...Object.fromEntries(parentFields(entity).map(([name]) => [name, Number(data[name]) > 0 ? Number(data[name]) : 0])),
    ...Object.fromEntries(memberFields(entity).map(([name, field]) => [name, idList(data[name], field.id)])),
    ...Object.fromEntries(writtenMedia(entity).map(([name]) => [name, mediaLinks(data[name])])),
    ...(removed.length ? { [REMOVE_FILES]: removed } : {}),
  };
  return entity.input ? { [entity.input.arg]: values } : values;
}
