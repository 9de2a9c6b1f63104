/**
 * The step machinery's vocabulary: a wizard is a list of steps rendered one at a time inside ONE
 * react-admin form (so every step reads and writes the same values). Leaving the first step for any
 * other, or any step forward, checks it: first its fields with their react-admin validators (the
 * errors show on the fields), then its own `validate`.
 */
import type { ComponentType } from 'react';

export type StepFields = readonly string[] | ((values: Record<string, unknown>) => readonly string[]);

export interface WizardStep {
  /** Stable name (URL-safe), e.g. 'data'. */
  key: string;
  /** i18n key (or text) of its title: the progress bar's label and the step's heading. */
  label: string;
  /** The step's content; no props: it reads the form through react-hook-form's context. */
  Component: ComponentType;
  /**
   * The form fields its inputs edit, in the order their problems are reported (the first is toasted
   * and focused); a function when they depend on the values (one per chosen file: 'pdfFiles.0.title').
   */
  fields?: StepFields;
  /** A check beyond its fields (issue 9 contract `validate<Step>`): a Spanish message, or null when it may be left forward. */
  validate?: (values: Record<string, unknown>) => string | null;
}
