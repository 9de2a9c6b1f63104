/**
 * Save and delete for one reference list, with the spec's toasts (part 2 §8).
 * Save: add or upd (hidden id empty → add), then the chosen image through /api/upload with the new
 * or existing id ("images are uploaded separately after save"), then 'Añadido/Modificado
 * correctamente' and a refresh of the list. A refusal answers the errors to show at the fields;
 * when the entry was saved but its image was not, the outcome carries the id so the still-open
 * modal switches to edit mode and a second Save cannot add a duplicate.
 */
import { useCallback } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useTranslate, type RaRecord } from 'react-admin';
import { ApiError } from '../../dataProvider';
import { uploadFiles } from '../../dataProvider/upload';
import { useToast } from '../../notify';
import { dataOf, formFieldOf, textKeys, type FormValues } from './formValues';
import type { RefListConfig } from './lists';

export interface SaveOutcome {
  ok: boolean;
  /** The entry's id after this attempt (set when an add succeeded), null if nothing was saved. */
  id: number | null;
  /** Form key → Spanish message, shown under that input. */
  errors: Record<string, string>;
}

/** Codes whose Spanish message says what went wrong better than 'Ha habido un fallo'. */
const TELLING = new Set(['CONFLICT', 'NOT_FOUND', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);

const T = 'app.reference.toast';

export function useReferenceActions(config: RefListConfig, refresh: () => unknown) {
  const dataProvider = useDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const toast = useToast();
  const translate = useTranslate();
  const { resource } = config;

  /** The error toast: the server's message when it explains the refusal, else 'Ha habido un fallo'. */
  const failed = useCallback(
    (error: unknown, shownAtField = false) => {
      if (error instanceof ApiError && error.isUnauthenticated) return;
      const telling = error instanceof ApiError && TELLING.has(error.code ?? '') && !shownAtField;
      toast.error(telling ? (error as ApiError).message : translate(`${T}.failed`));
    },
    [toast, translate],
  );

  /** Where a server error belongs in this modal, if it names one of its inputs. */
  const fieldOf = useCallback(
    (error: unknown): string | undefined => {
      if (!(error instanceof ApiError) || error.code !== 'BAD_USER_INPUT') return undefined;
      const field = formFieldOf(error.field);
      const known = [...textKeys(config), 'services', 'filter', 'file'];
      return field && known.includes(field) ? field : undefined;
    },
    [config],
  );

  const save = useCallback(
    async (values: FormValues): Promise<SaveOutcome> => {
      const data = dataOf(config, values);
      let id = values.id;
      const adding = id === null;
      try {
        if (id === null) id = Number((await dataProvider.create(resource, { data })).data.id);
        else await dataProvider.update(resource, { id, data, previousData: { id } as RaRecord });
      } catch (error) {
        const field = fieldOf(error);
        failed(error, field !== undefined);
        return { ok: false, id: values.id, errors: field ? { [field]: (error as ApiError).message } : {} };
      }
      if (values.file && config.uploadType) {
        toast.working(translate(`${T}.uploading`));
        try {
          await uploadFiles({ type: config.uploadType, id }, { file: values.file });
        } catch (error) {
          await logoutIfAccessDenied(error);
          refresh();
          const message = error instanceof ApiError ? error.message : translate(`${T}.failed`);
          if (!(error instanceof ApiError && error.isUnauthenticated)) toast.error(message);
          return { ok: false, id, errors: { file: message } };
        }
      }
      toast.ok(translate(adding ? `${T}.added` : `${T}.modified`));
      await refresh();
      return { ok: true, id, errors: {} };
    },
    [config, dataProvider, failed, fieldOf, logoutIfAccessDenied, refresh, resource, toast, translate],
  );

  const remove = useCallback(
    async (record: RaRecord): Promise<boolean> => {
      try {
        await dataProvider.delete(resource, { id: record.id, previousData: record });
      } catch (error) {
        failed(error);
        if (error instanceof ApiError && error.code === 'NOT_FOUND') refresh();
        return false;
      }
      toast.ok(translate(`${T}.deleted`));
      refresh();
      return true;
    },
    [dataProvider, failed, refresh, resource, toast, translate],
  );

  return { save, remove };
}
