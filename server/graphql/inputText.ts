/**
 * Text arguments: a trimmed plain text within a length (parseText), and no NUL anywhere (refuseNulBytes).
 * PostgreSQL text cannot hold NUL (U+0000): a string argument carrying one would fail inside the
 * database as an internal error. Every argument of every operation (nested input fields and lists
 * included) is checked before its resolver runs, and refused naming the field.
 */
import { badInput } from './errors';

export function refuseNulBytes(args: Record<string, unknown>): void {
  // An explicit stack: a JSON argument may nest deeper than the call stack would allow.
  const stack: [unknown, string][] = Object.entries(args).map(([field, value]) => [value, field]);
  while (stack.length > 0) {
    const [value, field] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        throw badInput(field, `El campo ${field} contiene caracteres de control no admitidos (un carácter nulo, U+0000)`);
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, field]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) stack.push([inner, key]);
    }
  }
}

// Control characters other than tab and line breaks (PostgreSQL refuses NUL outright).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A trimmed text of at most `max` characters ('' when missing); refuses other types and control characters. */
export function parseText(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badInput(field, `El campo ${field} debe ser un texto`);
  const text = value.trim();
  if (CONTROL.test(text)) throw badInput(field, `El campo ${field} contiene caracteres de control no admitidos`);
  if ([...text].length > max) throw badInput(field, `El campo ${field} es demasiado largo (máximo ${max} caracteres)`);
  return text;
}
