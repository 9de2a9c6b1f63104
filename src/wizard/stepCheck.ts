/**
 * A step's check with react-admin's field validators: the fields are tried in the step's order and
 * the first message found is its problem (part 1 §5: category, then name, then address). Pure, so a
 * step that is not on screen (Guardar checks them all) is checked from the form's values alone.
 */
import type { ValidationErrorMessage, Validator } from 'react-admin';
import type { StepFields } from './types';

/** Validators by field; a field of a list is found without its index, as react-admin finds labels ('pdfFiles.title'). */
export type FieldValidators = Readonly<Record<string, Validator[]>>;

export interface FieldProblem {
  field: string;
  message: ValidationErrorMessage;
}

/** `a.b.c` of a nested value. */
const valueAt = (values: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);

export const validatorsOf = (validators: FieldValidators, field: string): Validator[] =>
  validators[field] ?? validators[field.replace(/\.\d+(\.|$)/g, '$1')] ?? [];

export const stepFieldsOf = (fields: StepFields | undefined, values: Record<string, unknown>): readonly string[] =>
  typeof fields === 'function' ? fields(values) : (fields ?? []);

export function firstProblem(fields: readonly string[], validators: FieldValidators, values: Record<string, unknown>): FieldProblem | null {
  for (const field of fields) {
    for (const validate of validatorsOf(validators, field)) {
      // the place editor's validators are synchronous; an asynchronous one is left to its input
      const message = validate(valueAt(values, field), values, { source: field, finalSource: field });
      if (message && !(message instanceof Promise)) return { field, message };
    }
  }
  return null;
}

/** A validator's message as react-admin's ValidationError shows it. */
export function messageText(message: ValidationErrorMessage, translate: (key: string, options?: object) => string): string {
  if (typeof message === 'string') return translate(message, { _: message });
  return translate(message.message, { _: message.message, ...message.args });
}
