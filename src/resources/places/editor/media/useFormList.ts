/**
 * A list value of the editor's form (photos, videos, remove_files...) read with useWatch and
 * replaced whole with setValue (marks the form dirty). The media lists are edited as a whole:
 * no useFieldArray, whose generated `id` key would clash with the media's own `id`.
 */
import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

const EMPTY: never[] = [];

export function useFormList<T>(name: string): [T[], (next: T[]) => void] {
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as T[] | undefined | null;
  const set = useCallback((next: T[]) => setValue(name, next, { shouldDirty: true, shouldTouch: true }), [name, setValue]);
  return [Array.isArray(value) ? value : EMPTY, set];
}
