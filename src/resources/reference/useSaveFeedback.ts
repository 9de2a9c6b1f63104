/**
 * The outcome of a save in a reference modal, with the spec's toasts (part 2 §8): 'Añadido
 * correctamente' / 'Modificado correctamente' and the modal closes; a failed save says 'Ha habido
 * un fallo' (or the server's telling reason) and the modal stays open with everything typed.
 * An entry saved whose image the server then refused says both, plainly, and stays open in edit
 * mode on that entry, so another Save updates it and never adds it twice.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_FAILED } from '../../dataProvider';
import { useToast } from '../../notify';
import { failureMessage } from './failure';

interface Options {
  resource: string;
  close: () => void;
  /** The image was refused after the entry was saved: the reason. */
  onRefused: (reason: string) => void;
}

export function useSaveFeedback({ resource, close, onRefused }: Options) {
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (adding: boolean) => ({
    onSuccess: (record: RaRecord) => {
      const saved = translate(adding ? 'app.reference.toast.added' : 'app.reference.toast.modified');
      const reason = record[UPLOAD_FAILED];
      if (typeof reason !== 'string') {
        toast.ok(saved);
        close();
        return;
      }
      toast.error(translate('app.reference.toast.image_not_saved', { saved, reason }));
      onRefused(reason);
      if (adding) navigate(`/${resource}/${record.id}`, { replace: true });
    },
    onError: (error: unknown) => {
      const message = failureMessage(error);
      if (message) toast.error(message);
    },
  });
}
