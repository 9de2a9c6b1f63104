/**
 * Makes the form field `hours` a full draft (draft.ts) before the step shows it: a new place has
 * none, a stored draft may lack days. Answers whether it already is one (the rows wait for it).
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { HOURS_FIELD, draftFrom, isFullDraft } from './draft';

export function useHoursDraft(): boolean {
  const { getValues, setValue } = useFormContext();
  const ready = isFullDraft(useWatch({ name: HOURS_FIELD }));
  useEffect(() => {
    if (!ready) setValue(HOURS_FIELD, draftFrom(getValues(HOURS_FIELD)));
  }, [ready, getValues, setValue]);
  return ready;
}
