/**
 * The panel's one delete-with-confirmation (part 1 §5: '¿Desea eliminar este elemento?'): a named
 * icon button with its tooltip and react-admin's Confirm, which opens on Cancelar (theme.ts). The
 * dialog names what goes and, while `onConfirm` works (a pessimistic delete), shows it is busy;
 * it closes once that is done. A record's delete in a list (PlaceDeleteButton) and a saved file of
 * the place editor (removed on save) both use it.
 */
import { useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm } from 'react-admin';

interface Props {
  /** The button's accessible name, e.g. 'Eliminar: Mesón do Sol' (the tooltip says `tooltip`, or the same). */
  label: string;
  tooltip?: string;
  /** What is deleted, under the question. */
  content: ReactNode;
  /** The confirm button's text (i18n key); react-admin's 'Confirmar' by default. */
  confirm?: string;
  onConfirm: () => unknown;
}

export const ConfirmDeleteButton = ({ label, tooltip = label, content, confirm, onConfirm }: Props) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmed = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        // react-admin's own question, in the spec's words (raSpanish.ts)
        title="ra.message.delete_content"
        content={content}
        confirm={confirm}
        confirmColor="warning"
        onConfirm={() => void confirmed()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
