/**
 * Makes the form field `hours` a full draft (draft.ts) before the step shows it: a new place has
 * none, a stored draft may lack days. Answers whether it already is one. The value is written a
 * tick later: react-hook-form drops a setValue made before the form has mounted (the step's effect
 * runs before the form's own), and without shouldDirty, as this is no change of the admin's.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { HOURS_FIELD, draftFrom, isFullDraft } from './draft';

export function useHoursDraft(): boolean {
  const { getValues, setValue } = useFormContext();
  const ready = isFullDraft(useWatch({ name: HOURS_FIELD }));
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => {
      const current = getValues(HOURS_FIELD);
      if (!isFullDraft(current)) setValue(HOURS_FIELD, draftFrom(current));
    }, 0);
    return () => clearTimeout(timer);
  });
  return ready;
}
