/**
 * The modal's title and form: react-admin's SimpleForm (validation as the user types, so a limit
 * is said at once; no 'invalid form' toast: each input says what is wrong and the first one gets
 * the focus) with Cancel and Save, and Delete in edit mode (so phones and tablets, whose simple
 * list has no row buttons, can delete too). Save stays usable from the keyboard (Enter), but
 * not twice at once.
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SaveButton, SimpleForm, useRecordContext, useResourceContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useReferenceDialog } from './dialogContext';
import { ReferenceDeleteButton } from './ReferenceDeleteButton';

interface Props {
  titleId: string;
  /** Told whether a save is under way: the modal must not close mid-save. */
  onSavingChange: (saving: boolean) => void;
  children: ReactNode;
}

/** Cancel keeps its word on phones too (react-admin's Button would shrink to an icon it lacks). */
const Actions = ({ editing }: { editing: boolean }) => {
  const translate = useTranslate();
  const { close } = useReferenceDialog();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
      {editing && <ReferenceDeleteButton onDeleted={close} />}
      <Box sx={{ flex: 1 }} />
      <Button onClick={close} disabled={isSubmitting}>
        {translate('ra.action.cancel')}
      </Button>
      <SaveButton alwaysEnable={!isSubmitting} size="medium" />
    </DialogActions>
  );
};

export const ReferenceForm = ({ titleId, onSavingChange, children }: Props) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const editing = record?.id !== undefined;
  const { saving: isSaving = false } = useSaveContext();
  useEffect(() => onSavingChange(isSaving), [onSavingChange, isSaving]);
  return (
    <>
      <DialogTitle id={titleId}>{translate(`app.reference.lists.${resource}.${editing ? 'edit' : 'add'}`)}</DialogTitle>
      <SimpleForm
        mode="onChange"
        disableInvalidFormNotification
        component={DialogContent}
        toolbar={<Actions editing={editing} />}
        sx={{ pt: 0 }}
      >
        {children}
      </SimpleForm>
    </>
  );
};
