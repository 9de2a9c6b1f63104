/**
 * The site configuration as the panel edits it (a singleton: operations.ts `config`): allConfig's
 * {field, content} rows ↔ ONE record `{id: 'config', globalmsg: {en, es, gl, pt}, homefeatured1..4}`
 * (the global message by language, the shape TranslatableInputs edits; the share hashtag sets as
 * lists of {idcategory | city, hashtags}, the shape ArrayInput edits), and back to saveConfig's
 * items, every known field of domain/siteConfig.ts.
 */
import { CONFIG_FIELDS, configField, readHashtagSets, type ConfigField } from '../../domain';

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
    else if (field.kind === 'sets') record[field.name] = readHashtagSets(text, field.key!);
    else record[field.name] = text;
  }
  return record;
}

/** The record → saveConfig's items, every known field ('' where the form holds nothing). */
export function toConfigItems(data: Record<string, unknown>): { field: string; content: string }[] {
  return CONFIG_FIELDS.map((field) => {
    const value = get(data, pathOf(field));
    if (field.kind === 'sets') return { field: field.name, content: setsContent(field, value) };
    const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
    return { field: field.name, content: field.kind === 'rich' && EMPTY_RICH.test(text) ? '' : text };
  });
}

/** The form's list of sets → its JSON content ('' for none), each row with its key and hashtags only. */
function setsContent(field: ConfigField, value: unknown): string {
  const rows = Array.isArray(value) ? (value as (Record<string, unknown> | null)[]) : [];
  const sets = rows.filter(Boolean).map((row) => ({ [field.key!]: row![field.key!] ?? null, hashtags: row!.hashtags ?? '' }));
  return sets.length === 0 ? '' : JSON.stringify(sets);
}

/** A refused field (saveConfig names it: 'globalmsgEN') → its form input ('globalmsg.en'). */
export function configFieldOf(arg: string): string | undefined {
  const field = configField(arg);
  return field ? pathOf(field) : undefined;
}
