/**
 * Toasts with the spec's kinds (part 1 §8): error (red), ok (green), info (blue) vanish after 3 s;
 * working (blue) stays until the next toast replaces it. `msg` is an i18n key or plain Spanish text.
 */
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { TOAST_DURATION } from './ToastNotification';

export interface Toast {
  ok(msg: string): void;
  error(msg: string): void;
  working(msg: string): void;
  info(msg: string): void;
}

export function useToast(): Toast {
  const notify = useNotify();
  return useMemo(() => {
    const show = (msg: string, type: 'success' | 'error' | 'info', autoHideDuration: number | null) =>
      notify(msg, { type, autoHideDuration, messageArgs: { _: msg } });
    return {
      ok: (msg) => show(msg, 'success', TOAST_DURATION),
      error: (msg) => show(msg, 'error', TOAST_DURATION),
      working: (msg) => show(msg, 'info', null),
      info: (msg) => show(msg, 'info', TOAST_DURATION),
    };
  }, [notify]);
}
