/**
 * Keeps the form's draft in the browser (draft.ts) once the user has changed something — typed in
 * a field or changed a value through a step's own controls — and from then on at every change and
 * step change. What the form does by itself (defaults, values derived on a step) is not a change:
 * an untouched form leaves no draft. `typed()` says whether there is unsaved work (Cancelar asks
 * first). `stop()` ends it for good (saved or cancelled) and removes the draft, so a last change on
 * the way out cannot write it back.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearDraft, writeDraft } from './draft';
import { useUserChange } from './useUserChange';

interface Options {
  step: number;
  fileFields?: readonly string[];
  base?: Record<string, unknown>;
  /** The form opened with a draft of its own: it is unsaved work already. */
  restored?: boolean;
}

export function useDraftKeeper(key: string, { step, fileFields, base, restored = false }: Options) {
  const form = useFormContext();
  const stopped = useRef(false);
  const latest = useRef({ step, fileFields, base });
  useLayoutEffect(() => {
    latest.current = { step, fileFields, base };
  }, [step, fileFields, base]);

  const save = useCallback(() => {
    if (!stopped.current) writeDraft(key, form.getValues(), latest.current);
  }, [form, key]);

  const typed = useUserChange(restored, save);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (typed()) save();
  }, [step, base, save, typed]);

  return {
    typed,
    stop: useCallback(() => {
      stopped.current = true;
      clearDraft(key);
    }, [key]),
    resume: useCallback(() => {
      stopped.current = false;
    }, []),
  };
}
