/** The step machinery of the place editor (and any later multi-step form): see each file. */
export type { StepCheck, StepProblem, WizardStep } from './types';
export { Wizard } from './Wizard';
export { useWizard, type WizardState } from './useWizard';
export { WizardProgress } from './WizardProgress';
export { WizardToolbar } from './WizardToolbar';
export { clearDraft, readDraft, writeDraft, type Draft } from './draft';
export { useDraftKeeper } from './useDraftKeeper';
