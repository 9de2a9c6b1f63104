/**
 * The site configuration as the panel edits it (a singleton: operations.ts `config`): allConfig's
 * {field, content} rows ↔ ONE record `{id: 'config', globalmsg: {en, es, gl, pt}, homefeatured1..4}`
 * (the global message by language, the shape TranslatableInputs edits), and back to saveConfig's
 * items, every known field of domain/siteConfig.ts.
 */
import { CONFIG_FIELDS, configField, type ConfigField } from '../../domain';

/** The record's react-admin id (its screen is the resource's own page, /config). */
export const CONFIG_ID = 'config';

/** Where a field lives in the record: 'globalmsg.en' for the global message, else its own name. */
const pathOf = (field: ConfigField) => (field.lang ? `globalmsg.${field.lang}` : field.name);

const get = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/** An editor left empty holds an empty paragraph: saved as '' (no message). */
const EMPTY_RICH = /^(\s|<p>(\s|<br\s*\/?>)*<\/p>)*$/;

export function toConfigRecord(rows: Record<string, unknown>[]): Record<string, unknown> {
  const record: Record<string, unknown> = { globalmsg: {} };
  for (const field of CONFIG_FIELDS) {
    const content = rows.find((row) => row.field === field.name)?.content;
    const text = typeof content === 'string' ? content : '';
    if (field.lang) (record.globalmsg as Record<string, string>)[field.lang] = text;
    else record[field.name] = text;
  }
  return record;
}

/** The record → saveConfig's items, every known field ('' where the form holds nothing). */
export function toConfigItems(data: Record<string, unknown>): { field: string; content: string }[] {
  return CONFIG_FIELDS.map((field) => {
    const value = get(data, pathOf(field));
    const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
    return { field: field.name, content: field.kind === 'rich' && EMPTY_RICH.test(text) ? '' : text };
  });
}

/** A refused field (saveConfig names it: 'globalmsgEN') → its form input ('globalmsg.en'). */
export function configFieldOf(arg: string): string | undefined {
  const field = configField(arg);
  return field ? pathOf(field) : undefined;
}
