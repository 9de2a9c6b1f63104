/**
 * The spec's save toasts (part 2 §8) as react-admin mutationOptions: a working toast while saving
 * (optional, e.g. 'Guardando configuración'), then the ok message, or the failure message (with the
 * server's reason when it refused an argument that no input shows). A lost session says nothing
 * here: the panel logs out. The form is never reset, so nothing typed is lost on a failure.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { ApiError } from '../../dataProvider';
import { useToast } from '../../notify';

export interface SaveMessages {
  /** i18n keys. */
  working?: string;
  ok: string;
  failed: string;
  /** After the ok toast (e.g. back to the list), with the saved record and the values the form sent. */
  onSaved?: (record: RaRecord, values: Record<string, unknown>) => unknown;
}

export function useSaveMessages({ working, ok, failed, onSaved }: SaveMessages) {
  const toast = useToast();
  const translate = useTranslate();
  return {
    onMutate: () => {
      if (working) toast.working(translate(working));
    },
    onSuccess: async (record: RaRecord, variables?: { data?: Record<string, unknown> }) => {
      toast.ok(translate(ok));
      await onSaved?.(record, variables?.data ?? {});
    },
    onError: (error: unknown) => {
      const message = translate(failed);
      const telling = error instanceof ApiError && !error.body?.errors && error.code === 'BAD_USER_INPUT';
      if (!(error instanceof ApiError && error.isUnauthenticated)) toast.error(telling ? `${message}: ${error.message}` : message);
    },
  };
}
