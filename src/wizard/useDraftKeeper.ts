/**
 * Keeps the form's draft in the browser as the user types (every change, and every step change):
 * see draft.ts. `stop()` ends it for good (saved or cancelled) and removes the draft, so a last
 * change on the way out cannot write it back.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearDraft, writeDraft } from './draft';

interface Options {
  step: number;
  fileFields?: readonly string[];
  base?: Record<string, unknown>;
}

export function useDraftKeeper(key: string, { step, fileFields, base }: Options) {
  const form = useFormContext();
  const stopped = useRef(false);
  const latest = useRef({ step, fileFields, base });
  useLayoutEffect(() => {
    latest.current = { step, fileFields, base };
  }, [step, fileFields, base]);

  const save = useCallback(() => {
    if (!stopped.current) writeDraft(key, form.getValues(), latest.current);
  }, [form, key]);

  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      // a field changed (typed, or set by a step); react-hook-form's own resets name no field
      if (name) save();
    });
    return unsubscribe;
  }, [form, save]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    save();
  }, [step, base, save]);

  return {
    stop: useCallback(() => {
      stopped.current = true;
      clearDraft(key);
    }, [key]),
    resume: useCallback(() => {
      stopped.current = false;
    }, []),
  };
}
