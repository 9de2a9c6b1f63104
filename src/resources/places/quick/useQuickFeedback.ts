/**
 * What the quick form says when Guardar cannot send (part 1 §5): a required field left empty (name,
 * address, categories) gives the spec's 'Debe cubrir campos obligatorios'; another problem (a text
 * too long) its own message. react-hook-form marks every field and focuses the first. A field the
 * server refuses is marked by react-admin; the focus goes to it.
 */
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { messageText } from '../../../wizard';

/** The fields the quick form requires (part 1 §2: name*, address*, categories*) and their validators' messages when empty. */
const REQUIRED: Record<string, string> = {
  name: 'app.place_editor.check.name',
  address: 'app.place_editor.check.address',
  categories: 'app.place_editor.check.category',
};

const RA = '@@react-admin@@';
/** react-admin's validator message as useInput stores it in react-hook-form. */
const messageOf = (error: FieldError | undefined) => {
  const raw = String(error?.message ?? '');
  return raw.startsWith(RA) ? JSON.parse(raw.slice(RA.length)) : raw;
};

export function useQuickFeedback() {
  const { submitCount, errors } = useFormState();
  const { setFocus } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const submits = useRef(submitCount);
  const focused = useRef<FieldError | null>(null);

  useEffect(() => {
    if (submitCount <= submits.current) return;
    submits.current = submitCount;
    // the fields' own checks (a refusal of the server has already been said by the save)
    const fields = Object.keys(errors).filter((field) => errors[field]?.type !== 'server');
    if (fields.length === 0) return;
    const missing = Object.entries(REQUIRED).some(([field, message]) => messageOf(errors[field] as FieldError | undefined) === message);
    const first = errors[fields[0]] as FieldError | undefined;
    notify(missing ? 'app.place_editor.check.required' : messageText(messageOf(first), translate), { type: 'error' });
  }, [submitCount, errors, notify, translate]);

  // a refusal of the server: the focus goes to the field it names
  useEffect(() => {
    const field = Object.keys(errors).find((name) => errors[name]?.type === 'server');
    const error = field ? (errors[field] as FieldError) : null;
    if (!field || error === focused.current) return;
    focused.current = error;
    setTimeout(() => setFocus(field), 0);
  }, [errors, setFocus]);
}
