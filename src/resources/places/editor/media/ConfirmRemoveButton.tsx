/**
 * A named delete icon button that asks '¿Desea eliminar este elemento?' (part 1 §5) before
 * calling `onConfirm` (react-admin's Confirm dialog).
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

export const ConfirmRemoveButton = ({ label, onConfirm }: { label: string; onConfirm: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        title="app.placeMedia.remove_title"
        content={translate('app.placeMedia.confirm_remove')}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
