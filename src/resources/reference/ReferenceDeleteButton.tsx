/**
 * Delete with react-admin's confirmation ('¿Desea eliminar este elemento?', part 2 §5), pessimistic:
 * the row goes once the server agrees, with 'Eliminado correctamente'. A refusal keeps the row and
 * says why when the server explains it ('No se puede eliminar: lo usan 12 sitios'), else 'Ha
 * habido un fallo'. The deleted row's button is gone, so the focus moves to the list's add button.
 */
import { DeleteWithConfirmButton, useResourceContext } from 'react-admin';
import { useToast } from '../../notify';
import { addButtonId } from './dialogContext';
import { failureMessage } from './failure';

export const ReferenceDeleteButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const toast = useToast();
  const resource = useResourceContext() ?? '';
  const focusAddButton = () => setTimeout(() => document.getElementById(addButtonId(resource))?.focus(), 0);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="app.reference.confirm.title"
      confirmContent="app.reference.confirm.content"
      confirmColor="warning"
      mutationOptions={{
        onSuccess: () => {
          toast.ok('app.reference.toast.deleted');
          (onDeleted ?? focusAddButton)();
        },
        onError: (error: unknown) => {
          const message = failureMessage(error);
          if (message) toast.error(message);
        },
      }}
    />
  );
};
