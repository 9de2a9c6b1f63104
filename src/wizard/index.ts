/** The step machinery of the place editor (and any later multi-step form): see each file. */
export type { StepFields, WizardStep } from './types';
export { firstProblem, messageText, validatorsOf, type FieldProblem, type FieldValidators } from './stepCheck';
export { Wizard } from './Wizard';
export { useWizard, type WizardState } from './useWizard';
export { WizardProgress } from './WizardProgress';
export { WizardToolbar } from './WizardToolbar';
export { adoptDraft, clearDraft, dropOtherDraft, otherDrafts, readDraft, writeDraft, type Draft, type OtherDraft } from './draft';
export { useDraftKeeper } from './useDraftKeeper';
export { useUserChange } from './useUserChange';
export { CancelButton } from './CancelButton';
