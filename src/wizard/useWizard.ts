/**
 * Which step is shown, and moving between steps (part 1 §4 "Wizard"): freely with Anterior /
 * Siguiente or the progress bar, but leaving the first step for any other, and any step forward,
 * checks it first (stepCheck.ts): its fields with their react-admin validators, in the step's
 * order, then its own `validate`. A failed check shows every error of the step on its field, says
 * the first in a toast (react-admin's notify: part 1 §8's red error) and focuses that field; the
 * step stays. A field in error is checked again as it changes, so its message goes once it is
 * right. After a move the page scrolls to the top and the new step's heading takes the focus, so a
 * screen reader and a keyboard user start reading the new step where a sighted user does.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { firstProblem, messageText, stepFieldsOf, type FieldProblem, type FieldValidators } from './stepCheck';
import type { WizardStep } from './types';

export interface WizardOptions {
  steps: readonly WizardStep[];
  /** The form's field validators (react-admin's), by field: what each step's `fields` are checked with. */
  validators?: FieldValidators;
  initialStep?: number;
  onStepChange?: (step: number) => void;
}

export interface WizardState {
  step: number;
  /** Moves to `target` if allowed; answers whether it moved. */
  goTo: (target: number) => boolean;
  /** Before saving: every step's check in order; the first that fails is shown (its step opens). */
  checkAll: () => boolean;
  /** Shows step `index` and puts the focus on `field` there (a field the server refused, one reloaded). */
  reveal: (index: number, field: string) => void;
  /** Give this to the step's heading: it receives the focus after each move. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

const NO_VALIDATORS: FieldValidators = {};

export function useWizard({ steps, validators = NO_VALIDATORS, initialStep = 0, onStepChange }: WizardOptions): WizardState {
  const count = steps.length;
  const [step, setStep] = useState(() => Math.min(Math.max(0, initialStep), count - 1));
  const form = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  /** Once the step shown has rendered: check its fields again (to show their errors) and focus this one. */
  const pendingFocus = useRef<{ field: string; check: boolean } | null>(null);

  /** Shows the errors of step `index`'s fields (when `check`), then focuses `field` (or, if it cannot take it, the heading). */
  const markAndFocus = useCallback(
    (index: number, field: string, check: boolean) => {
      const fields = stepFieldsOf(steps[index].fields, form.getValues());
      void (check ? form.trigger([...fields]) : Promise.resolve()).then(() =>
        setTimeout(() => {
          form.setFocus(field);
          if (document.activeElement === document.body) headingRef.current?.focus();
        }, 0),
      );
    },
    [form, steps],
  );

  // a field in error is checked again as it changes (typed, or set by a step)
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return unsubscribe;
  }, [form]);

  const show = useCallback(
    (target: number) => {
      moved.current = true;
      setStep(target);
      onStepChange?.(target);
    },
    [onStepChange],
  );

  /** Shows the step's field errors and focuses `field` (now, or once `index` is on screen). */
  const focusField = useCallback(
    (index: number, field: string, check: boolean) => {
      if (index !== step) {
        pendingFocus.current = { field, check };
        show(index);
        return;
      }
      markAndFocus(index, field, check);
    },
    [markAndFocus, show, step],
  );

  const report = useCallback(
    (index: number, problem: FieldProblem) => {
      notify(messageText(problem.message, translate), { type: 'error' });
      focusField(index, problem.field, true);
    },
    [focusField, notify, translate],
  );

  /** Step `index`'s check (its fields, then its own); a failure is shown. */
  const checkStep = useCallback(
    (index: number) => {
      const values = form.getValues();
      const problem = firstProblem(stepFieldsOf(steps[index].fields, values), validators, values);
      if (problem) {
        report(index, problem);
        return false;
      }
      const message = steps[index].validate?.(values);
      if (message) {
        notify(translate(message, { _: message }), { type: 'error' });
        if (index !== step) show(index);
        return false;
      }
      return true;
    },
    [form, steps, validators, report, notify, translate, step, show],
  );

  const goTo = useCallback(
    (target: number) => {
      if (target === step || target < 0 || target >= count) return false;
      if ((step === 0 || target > step) && !checkStep(step)) return false;
      show(target);
      return true;
    },
    [step, count, checkStep, show],
  );

  const checkAll = useCallback(() => {
    for (let index = 0; index < count; index += 1) if (!checkStep(index)) return false;
    return true;
  }, [count, checkStep]);

  const reveal = useCallback((index: number, field: string) => focusField(index, field, false), [focusField]);

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo?.({ top: 0 });
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending) {
      headingRef.current?.focus();
      return;
    }
    markAndFocus(step, pending.field, pending.check);
  }, [step, markAndFocus]);

  return { step, goTo, checkAll, reveal, headingRef };
}
