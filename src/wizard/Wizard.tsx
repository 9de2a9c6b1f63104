/**
 * A wizard inside a react-admin form: the progress bar, the current step under its own heading
 * (an h2 that receives the focus after each move) and the toolbar. Only the current step is
 * mounted; react-hook-form keeps the values of the others.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WizardStep } from './types';
import type { WizardState } from './useWizard';
import { WizardProgress } from './WizardProgress';
import { WizardToolbar } from './WizardToolbar';

interface Props {
  steps: readonly WizardStep[];
  wizard: WizardState;
  saving: boolean;
  onCancel: () => void;
  /** Whether there is unsaved work (Cancelar then asks first). */
  hasChanges: () => boolean;
  /** i18n key of the progress bar's name. */
  progressLabel: string;
}

export const Wizard = ({ steps, wizard, saving, onCancel, hasChanges, progressLabel }: Props) => {
  const translate = useTranslate();
  const { step, goTo, headingRef } = wizard;
  const current = steps[step];
  const Current = current.Component;
  return (
    <Box>
      <WizardProgress steps={steps} step={step} onSelect={goTo} label={progressLabel} />
      <Typography
        variant="h6"
        component="h2"
        ref={headingRef}
        tabIndex={-1}
        sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {translate('app.place_editor.steps.current', {
          n: step + 1,
          total: steps.length,
          name: translate(current.label, { _: current.label }),
        })}
      </Typography>
      <Box role="region" aria-label={translate(current.label, { _: current.label })}>
        <Current />
      </Box>
      <WizardToolbar
        step={step}
        count={steps.length}
        saving={saving}
        onBack={() => goTo(step - 1)}
        onNext={() => goTo(step + 1)}
        onCancel={onCancel}
        hasChanges={hasChanges}
      />
    </Box>
  );
};
