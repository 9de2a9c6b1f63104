/**
 * Whether the user has changed the form: a field's own change event (typing, choosing), or a value
 * a control sets as dirty (react-hook-form's setValue with shouldDirty: a photo kept, an answer
 * given). Values the form sets by itself (defaults, derived values) are not the user's. `onChange`
 * runs at every change once there is one. Answers a stable function: read it when needed.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

export function useUserChange(initially = false, onChange?: () => void): () => boolean {
  const form = useFormContext();
  const changed = useRef(initially);
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name, type }) => {
      // react-hook-form's own resets name no field
      if (!name) return;
      if (type === 'change' || form.getFieldState(name).isDirty) changed.current = true;
      if (changed.current) listener.current?.();
    });
    return unsubscribe;
  }, [form]);

  return useCallback(() => changed.current, []);
}
