/**
 * Cancelar (part 1 §2): leaves at once when nothing was changed; with unsaved work it asks first
 * with react-admin's Confirm (which opens on its safe button, theme.ts): 'Descartar los cambios'
 * leaves, 'Seguir editando' stays.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

interface Props {
  /** Read when pressed: is there unsaved work? */
  hasChanges: () => boolean;
  onCancel: () => void;
  disabled?: boolean;
}

const D = 'app.place_editor.discard.';

export const CancelButton = ({ hasChanges, onCancel, disabled = false }: Props) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => (hasChanges() ? setAsking(true) : onCancel())} disabled={disabled}>
        {translate('app.place_editor.action.cancel')}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${D}title`}
        content={`${D}content`}
        confirm={`${D}confirm`}
        cancel={`${D}keep`}
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          onCancel();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
