/**
 * Delete with confirmation '¿Desea eliminar este elemento?' (part 1 §5, §8): delPlace through the
 * data provider; 'Eliminado correctamente' and the row leaves the list at once, or 'Ha habido un fallo'.
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { useToast } from '../../notify';

export const PlaceDeleteButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const label = translate('app.places.delete');

  const confirm = () =>
    deleteOne(
      'places',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast.ok('app.places.deleted');
        },
        onError: () => {
          setOpen(false);
          toast.error('app.places.delete_failed');
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={`${label}: ${record.name}`} onClick={() => setOpen(true)} color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.places.confirm_delete"
        content={<>{`${record.name}${record.city ? ` (${record.city})` : ''}`}</>}
        confirm="app.places.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
