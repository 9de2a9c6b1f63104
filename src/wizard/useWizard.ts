/**
 * Which step is shown, and moving between steps (part 1 §4 "Wizard"): freely with Anterior /
 * Siguiente or the progress bar, but leaving the first step for any other runs its check first
 * (a failed check shows its toast, marks its field and focuses it, and the step stays). After a
 * move the page scrolls to the top and the new step's heading takes the focus, so a screen reader
 * and a keyboard user start reading the new step where a sighted user does.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useToast } from '../notify';
import type { StepCheck } from './types';

export interface WizardOptions {
  count: number;
  /** Each step's own check, run when moving forward from it and before saving. */
  validators?: readonly (((values: Record<string, unknown>) => string | null) | undefined)[];
  initialStep?: number;
  check?: StepCheck;
  onStepChange?: (step: number) => void;
}

export interface WizardState {
  step: number;
  /** Moves to `target` if allowed; answers whether it moved. */
  goTo: (target: number) => boolean;
  /** Runs the first step's check as leaving it would (before saving, too). */
  checkFirstStep: () => boolean;
  /** Before saving: every step's check in order; the first that fails is shown (its step opens). */
  checkAll: () => boolean;
  /** Give this to the step's heading: it receives the focus after each move. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

export function useWizard({ count, validators = [], initialStep = 0, check, onStepChange }: WizardOptions): WizardState {
  const [step, setStep] = useState(() => Math.min(Math.max(0, initialStep), count - 1));
  const form = useFormContext();
  const toast = useToast();
  const translate = useTranslate();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  const flagged = useRef<string | null>(null);

  // the check's mark on a field goes as soon as that field changes
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name && flagged.current && (name === flagged.current || name.startsWith(`${flagged.current}.`))) {
        form.clearErrors(flagged.current);
        flagged.current = null;
      }
    });
    return unsubscribe;
  }, [form]);

  const checkFirstStep = useCallback(() => {
    const problem = check?.(form.getValues());
    if (!problem) return true;
    const message = translate(problem.message, { _: problem.message });
    toast.error(message);
    if (problem.field) {
      flagged.current = problem.field;
      form.setError(problem.field, { type: 'manual', message });
      setTimeout(() => form.setFocus(problem.field!), 0);
    }
    return false;
  }, [check, form, toast, translate]);

  const stepProblem = useCallback(
    (index: number) => {
      const message = validators[index]?.(form.getValues());
      if (message) toast.error(translate(message, { _: message }));
      return Boolean(message);
    },
    [validators, form, toast, translate],
  );

  const show = useCallback(
    (target: number) => {
      moved.current = true;
      setStep(target);
      onStepChange?.(target);
    },
    [onStepChange],
  );

  const goTo = useCallback(
    (target: number) => {
      if (target === step || target < 0 || target >= count) return false;
      if (step === 0 && !checkFirstStep()) return false;
      if (target > step && stepProblem(step)) return false;
      show(target);
      return true;
    },
    [step, count, checkFirstStep, stepProblem, show],
  );

  const checkAll = useCallback(() => {
    if (check?.(form.getValues())) {
      if (step !== 0) show(0);
      setTimeout(checkFirstStep, 0);
      return false;
    }
    for (let index = 1; index < count; index += 1) {
      if (stepProblem(index)) {
        if (step !== index) show(index);
        return false;
      }
    }
    return true;
  }, [check, form, step, show, checkFirstStep, count, stepProblem]);

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  return { step, goTo, checkFirstStep, checkAll, headingRef };
}
