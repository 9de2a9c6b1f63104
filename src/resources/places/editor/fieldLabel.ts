/**
 * A place field's Spanish name: react-admin's inputs find `resources.places.fields.<field>` by
 * themselves; the summary, the conflict dialog and the checks' messages ask for it here. A
 * per-language field ('description.gl') is named with its language: 'Descripción (Gallego)'.
 */
export const fieldLabelKey = (field: string) => `resources.places.fields.${field.split('.')[0]}`;

export function fieldName(field: string, translate: (key: string, options?: object) => string): string {
  const [base, lang] = field.split('.');
  const name = translate(fieldLabelKey(base));
  return lang && /^(en|es|gl|pt)$/.test(lang) ? `${name} (${translate(`ra.locales.${lang}`, { _: lang })})` : name;
}
