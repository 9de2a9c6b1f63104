/**
 * The step machinery's vocabulary: a wizard is a list of steps rendered one at a time inside ONE
 * react-admin form (so every step reads and writes the same values), and a check that guards
 * leaving the first step.
 */
import type { ComponentType } from 'react';

export interface WizardStep {
  /** Stable name (URL-safe), e.g. 'data'. */
  key: string;
  /** i18n key (or text) of its title: the progress bar's label and the step's heading. */
  label: string;
  /** The step's content; no props: it reads the form through react-hook-form's context. */
  Component: ComponentType;
  /** The step's own check (issue 9 contract `validate<Step>`): a Spanish message, or null when it may be left forward. */
  validate?: (values: Record<string, unknown>) => string | null;
}

/** Why the first step cannot be left: the message (i18n key or text) and the field to focus. */
export interface StepProblem {
  message: string;
  field?: string;
}

/** Checks the form's values when leaving the first step; null when it may be left. */
export type StepCheck = (values: Record<string, unknown>) => StepProblem | null;
