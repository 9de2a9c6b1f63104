/**
 * What the suggestions list and form share: the state as a chip with its words (part 2 §4: open or
 * closed; an icon and text, never colour alone) and the delete with confirmation ('¿Desea eliminar
 * este elemento?' → 'Eliminado correctamente' / 'Ha habido un fallo').
 */
import { Chip } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useDelete, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useToast } from '../../notify';

/** 0 open, 1 closed (the API's `status`). */
export const isClosed = (record: RaRecord | undefined) => Number(record?.status) === 1;

export const StatusChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const closed = isClosed(record);
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={closed ? <CheckCircleOutlineIcon /> : <RadioButtonUncheckedIcon color="primary" />}
      label={translate(closed ? 'app.suggestions.closed' : 'app.suggestions.open')}
    />
  );
};

/** The record's delete; `onDeleted` after the toast (the form goes back to the list). */
export const SuggestionDeleteButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [deleteOne] = useDelete();
  if (!record) return null;
  const reason = String(record.reason ?? '');
  const del = translate('app.suggestions.delete');
  const confirm = () =>
    deleteOne('suggestions', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }).then(
      () => {
        toast.ok('app.suggestions.deleted');
        onDeleted?.();
      },
      () => toast.error('app.suggestions.delete_failed'),
    );
  return (
    <ConfirmDeleteButton label={`${del}: ${reason}`} tooltip={del} content={reason} confirm="app.suggestions.delete" onConfirm={confirm} />
  );
};
