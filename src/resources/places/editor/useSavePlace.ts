/**
 * Guardar (part 1 §4 "Full-form save", §8): every step's check once more, then 'Añadiendo sitio' /
 * 'Editando sitio' → the create / update of react-admin's save context (pessimistic) → if the
 * place was saved, the pending PDFs, photos and 360º views (useMediaUploads: each kind with its
 * working / ok / error toast, each file's progress on screen) → 'Datos añadidos correctamente' / 'Datos editados correctamente' (when every file
 * was stored; otherwise the upload's error stays on screen) → the draft is dropped and the places
 * list opens. A failure says 'Error al añadir' / 'Error al editar' and keeps everything typed (a
 * refused field of step 1 brings the wizard back there); a CONFLICT opens the conflict dialog.
 */
import { useCallback, useState } from 'react';
import { useDataProvider, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError, type PanelDataProvider } from '../../../dataProvider';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';
import { pendingUploadsOf } from '../../../dataProvider/placeMedia';
import { useToast } from '../../../notify';
import type { WizardState } from '../../../wizard';
import { changedFields, type ComparedField } from './conflict';
import { placeFormValues } from './formValues';
import { useMediaUploads } from '../../../components/uploads/useMediaUploads';
import { stepOfField } from './stepFields';

const T = 'app.place_editor.toast.';

export interface Conflict {
  fields: ComparedField[];
  server: PlaceFormValues;
}

interface Options {
  editing: boolean;
  wizard: WizardState;
  /** The place as the editor opened it (edit): what the conflict check compares with. */
  base: PlaceFormValues;
  /** Called once the place is saved (drops the draft). */
  onSaved: () => void;
}

export function useSavePlace({ editing, wizard, base, onSaved }: Options) {
  const { save } = useSaveContext();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const media = useMediaUploads();
  const { upload } = media;

  const afterSave = useCallback(
    async (record: RaRecord, values: PlaceFormValues) => {
      const stored = await upload({ idplace: Number(record.id) }, pendingUploadsOf(values));
      onSaved();
      if (stored) toast.ok(translate(editing ? `${T}edited` : `${T}added`));
      setBusy(false);
      navigate('/places');
    },
    [editing, navigate, onSaved, upload, toast, translate],
  );

  const failed = useCallback(
    async (error: unknown, values: PlaceFormValues) => {
      const apiError = error instanceof ApiError ? error : null;
      if (editing && apiError?.code === 'CONFLICT' && values.id !== undefined) {
        toast.info(apiError.message);
        try {
          const { data } = await dataProvider.getOne('places', { id: values.id });
          const server = placeFormValues(data);
          setConflict({ fields: changedFields(base, server), server });
        } catch {
          toast.error(translate(`${T}edit_failed`));
        }
        setBusy(false);
        return;
      }
      const failure = translate(editing ? `${T}edit_failed` : `${T}add_failed`);
      const refused = apiError?.code === 'BAD_USER_INPUT' && apiError.message;
      toast.error(refused ? `${failure}: ${apiError.message}` : failure);
      // a refused field: its step opens with the focus on it (react-admin shows the message under it)
      const field = Object.keys(apiError?.body?.errors ?? {})[0];
      if (field) wizard.reveal(stepOfField(field), field);
      setBusy(false);
    },
    [base, dataProvider, editing, toast, translate, wizard],
  );

  const submit = useCallback(
    async (values: PlaceFormValues) => {
      if (!wizard.checkAll()) return undefined;
      setBusy(true);
      toast.working(translate(editing ? `${T}editing` : `${T}adding`));
      return save?.(values, {
        onSuccess: (record: RaRecord) => void afterSave(record, values),
        onError: (error: unknown) => void failed(error, values),
      });
    },
    [afterSave, editing, failed, save, toast, translate, wizard],
  );

  return { submit, busy, conflict, closeConflict: () => setConflict(null), setConflict, uploads: media.files };
}
