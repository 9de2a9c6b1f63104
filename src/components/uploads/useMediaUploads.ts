/**
 * The uploads after a record with files is saved (a place, an event), as the screen shows them:
 * each kind's working / ok / error toast of §8 ('Subiendo fotos', 'Fotos subidas correctamente',
 * 'Error subiendo fotos'…) and each file's own state for <UploadProgress>. Used by the place
 * wizard's Guardar, quick add and the event form.
 */
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadMedia, type MediaKind, type MediaOwner, type PendingUpload, type UploadState } from '../../dataProvider/mediaUploads';
import { useToast } from '../../notify';

const T = 'app.uploads.toast.';
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
    (kind: MediaKind, state: Exclude<UploadState, 'waiting'>) => {
      const message = translate(`${T}${TOAST_KEY[state]}.${kind}`);
      if (state === 'working') toast.working(message);
      else if (state === 'ok') toast.ok(message);
      else toast.error(message);
    },
    [toast, translate],
  );

  /** Uploads the chosen files to the saved record ({idplace: 12}); answers whether every one was stored. */
  const upload = useCallback(
    async (owner: MediaOwner, pending: PendingUpload[]): Promise<boolean> => {
      setFiles(pending.map((file) => ({ ...file, state: 'waiting' })));
      const onFile = (index: number, state: UploadState, detail?: string) =>
        setFiles((list) => list.map((file, i) => (i === index ? { ...file, state, detail } : file)));
      try {
        return await uploadMedia(owner, pending, report, onFile);
      } catch {
        return false; // the session ended: the panel is logging out
      }
    },
    [report],
  );

  return { upload, files, clear: useCallback(() => setFiles([]), []) };
}
