/**
 * The uploads after a place is saved, as the screen shows them: each kind's working / ok / error
 * toast of §8 ('Subiendo fotos', 'Fotos subidas correctamente', 'Error subiendo fotos'…) and each
 * file's own state for <UploadProgress>. Used by the wizard's Guardar and by quick add.
 */
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  pendingUploadsOf,
  uploadPlaceMedia,
  type PendingUpload,
  type PlaceMediaKind,
  type UploadState,
} from '../../../dataProvider/placeMedia';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';
import { useToast } from '../../../notify';

const T = 'app.place_editor.toast.';
const TOAST_KEY = { working: 'uploading', ok: 'uploaded', error: 'upload_failed' } as const;

export interface FileUpload extends PendingUpload {
  state: UploadState;
  detail?: string;
}

export function useMediaUploads() {
  const toast = useToast();
  const translate = useTranslate();
  const [files, setFiles] = useState<FileUpload[]>([]);

  const report = useCallback(
    (kind: PlaceMediaKind, state: Exclude<UploadState, 'waiting'>) => {
      const message = translate(`${T}${TOAST_KEY[state]}.${kind}`);
      if (state === 'working') toast.working(message);
      else if (state === 'ok') toast.ok(message);
      else toast.error(message);
    },
    [toast, translate],
  );

  /** Uploads the form's chosen files to the saved place; answers whether every one was stored. */
  const upload = useCallback(
    async (idplace: number, values: Partial<PlaceFormValues>): Promise<boolean> => {
      const pending = pendingUploadsOf(values);
      setFiles(pending.map((file) => ({ ...file, state: 'waiting' })));
      const onFile = (index: number, state: UploadState, detail?: string) =>
        setFiles((list) => list.map((file, i) => (i === index ? { ...file, state, detail } : file)));
      try {
        return await uploadPlaceMedia(idplace, pending, report, onFile);
      } catch {
        return false; // the session ended: the panel is logging out
      }
    },
    [report],
  );

  return { upload, files, clear: useCallback(() => setFiles([]), []) };
}
