/**
 * The progress bar (Datos · Media · Servicios · Horario · Resumen) as an accessible stepper: a
 * navigation landmark with one button per step (MUI Stepper + StepButton), the current one marked
 * with aria-current="step". Any step can be chosen; the wizard decides whether it may be entered.
 */
import { Step, StepButton, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WizardStep } from './types';

interface Props {
  steps: readonly WizardStep[];
  step: number;
  onSelect: (step: number) => void;
  label: string;
}

export const WizardProgress = ({ steps, step, onSelect, label }: Props) => {
  const translate = useTranslate();
  return (
    <nav aria-label={translate(label, { _: label })}>
      <Stepper nonLinear activeStep={step} alternativeLabel sx={{ mb: 2, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}>
        {steps.map((s, i) => (
          <Step key={s.key} completed={i < step}>
            <StepButton onClick={() => onSelect(i)} aria-current={i === step ? 'step' : undefined} sx={{ px: { xs: 0.5, sm: 2 } }}>
              {translate(s.label, { _: s.label })}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
};
