/**
 * Part 1 §5: choosing the category 'Parque infantil' ticks 'Siempre abierto'. Mount it where the
 * categories are chosen (the data step, the quick form, or the wizard around them): it watches the
 * form field `categories` (ids) and, when the playground's id joins it, sets hours.alwaysOpen.
 * Only on that change: a place already in the category keeps what its admin chose, and the box can
 * be unticked afterwards. The id comes from the categories list (react-admin's useGetList, shared
 * with the category inputs' cache), found by its Spanish name.
 */
import { useEffect, useRef } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PLAYGROUND_CATEGORY } from '../../../../../../domain';
import { HOURS_FIELD } from './draft';

const folded = (text: unknown) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase();

/** The id of the playground category in a categories list, if it has one. */
export const playgroundIdOf = (categories: RaRecord[] | undefined) =>
  categories?.find((category) => folded((category.text as Record<string, unknown> | undefined)?.es) === folded(PLAYGROUND_CATEGORY))?.id;

/** True when the ids (numbers or numeric strings) hold the playground's. */
const holds = (ids: unknown, id: RaRecord['id']) => Array.isArray(ids) && ids.some((value) => String(value) === String(id));

export function usePlaygroundAlwaysOpen(): void {
  const { setValue } = useFormContext();
  const categories = useWatch({ name: 'categories' });
  const { data } = useGetList('categories', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } });
  const playground = playgroundIdOf(data);
  const held = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (playground === undefined) return;
    const now = holds(categories, playground);
    if (held.current === false && now) setValue(`${HOURS_FIELD}.alwaysOpen`, true, { shouldDirty: true });
    held.current = now;
  }, [categories, playground, setValue]);
}
