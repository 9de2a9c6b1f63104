/**
 * The wizard's own toolbar (part 1 §2 "Add place"): Anterior (disabled on the first step),
 * Cancelar (asking first when there is unsaved work: CancelButton), and Siguiente — or, on the last step, react-admin's SaveButton ('Guardar', the form's
 * one submit button, so Enter in a field never saves from an earlier step).
 */
import { Box, Button } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { SaveButton, useTranslate } from 'react-admin';
import { CancelButton } from './CancelButton';

interface Props {
  step: number;
  count: number;
  saving: boolean;
  onBack: () => void;
  onNext: () => void;
  onCancel: () => void;
  hasChanges: () => boolean;
}

export const WizardToolbar = ({ step, count, saving, onBack, onNext, onCancel, hasChanges }: Props) => {
  const translate = useTranslate();
  const last = step === count - 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button variant="outlined" startIcon={<NavigateBeforeIcon />} onClick={onBack} disabled={step === 0 || saving}>
        {translate('app.place_editor.action.back')}
      </Button>
      <CancelButton hasChanges={hasChanges} onCancel={onCancel} disabled={saving} />
      <Box sx={{ flex: 1 }} />
      {last ? (
        <SaveButton label="app.place_editor.action.save" alwaysEnable={!saving} disabled={saving} />
      ) : (
        <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={onNext} disabled={saving}>
          {translate('app.place_editor.action.next')}
        </Button>
      )}
    </Box>
  );
};
