/**
 * Guardar of the quick form (part 1 §4, §8): the hours' own check, then 'Añadiendo sitio', the
 * place created with published 0 and points 0, its photos uploaded, 'Datos añadidos correctamente'
 * and the form cleared for the next one. A refusal says 'Error al añadir' with the reason;
 * react-admin marks the refused field (useQuickFeedback.ts puts the focus there).
 */
import { useCallback, useState } from 'react';
import { useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { PLACE_STATE } from '../../../../domain';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';
import { pendingUploadsOf } from '../../../dataProvider/placeMedia';
import { useToast } from '../../../notify';
import { useMediaUploads } from '../../../components/uploads/useMediaUploads';
import { validateHours } from '../editor/steps/HoursStep';

const T = 'app.place_editor.toast.';

export function useQuickSave() {
  const { save } = useSaveContext();
  const toast = useToast();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const media = useMediaUploads();
  const { upload } = media;
  const submit = useCallback(
    async (values: PlaceFormValues, reset: () => void) => {
      const hoursProblem = validateHours(values as unknown as Record<string, unknown>);
      if (hoursProblem) {
        toast.error(hoursProblem);
        return undefined;
      }
      setBusy(true);
      toast.working(translate(`${T}adding`));
      const sent = { ...values, published: PLACE_STATE.draft, points: 0 };
      return save?.(sent, {
        onSuccess: async (record: RaRecord) => {
          const stored = await upload({ idplace: Number(record.id) }, pendingUploadsOf(sent));
          if (stored) toast.ok(translate(`${T}added`));
          reset();
          setBusy(false);
        },
        onError: (error: unknown) => {
          const refused = (error as { code?: string })?.code === 'BAD_USER_INPUT' && (error as Error).message;
          toast.error(refused ? `${translate(`${T}add_failed`)}: ${refused}` : translate(`${T}add_failed`));
          setBusy(false);
        },
      });
    },
    [upload, save, toast, translate],
  );
  return { submit, busy, uploads: media.files };
}
