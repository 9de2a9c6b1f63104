/**
 * Delete a place from the list (part 1 §5, §8): the shared ConfirmDeleteButton, then delPlace through
 * the data provider (pessimistic): 'Eliminado correctamente' and the row leaves the list at once —
 * the focus then goes to the list, where the row was — or 'Ha habido un fallo' and the row stays.
 */
import { useDelete, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useToast } from '../../notify';
import { focusPlacesList } from './placesListFocus';

export const PlaceDeleteButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [deleteOne] = useDelete();
  if (!record) return null;
  const label = translate('app.places.delete');

  const confirm = () =>
    deleteOne('places', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }).then(
      () => {
        toast.ok('app.places.deleted');
        focusPlacesList();
      },
      () => toast.error('app.places.delete_failed'),
    );

  return (
    <ConfirmDeleteButton
      label={`${label}: ${record.name}`}
      tooltip={label}
      content={<>{`${record.name}${record.city ? ` (${record.city})` : ''}`}</>}
      confirm="app.places.delete"
      onConfirm={confirm}
    />
  );
};
