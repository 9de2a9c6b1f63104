/**
 * A change's field in Spanish: the label its resource's screens use (resources.<name>.fields), a
 * per-language field (descriptionES, domain HISTORY_LANG_SUFFIX) by its language's label or its
 * field's with the code, files as 'Archivos'; an unknown field by its own name.
 */
import { HISTORY_LANG_SUFFIX } from '../../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldLabel(translate: Translate, resource: string, field: string): string {
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`, { _: '' });
  const plain = label(field);
  if (plain) return plain;
  const match = HISTORY_LANG_SUFFIX.exec(field);
  if (match) {
    const [, base, code] = match;
    const baseLabel = label(base);
    if (baseLabel) return `${baseLabel} (${code})`;
    const ofLanguage = label(`${base}.${code.toLowerCase()}`);
    if (ofLanguage) return ofLanguage;
  }
  if (field === 'media') return translate('app.history.media');
  return field;
}

/** What a value shows: empty as '(vacío)', yes / no, texts cut at 200 characters, anything else as JSON. */
export function shownValue(translate: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('app.history.none');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
