/**
 * Lists the server does not page (the reference lists): rows per (id, language) are grouped into
 * one record per id, then searched, filtered, sorted and paged in the browser with the right total.
 */
import type { RaRecord } from 'react-admin';
import { LANGS, isLang } from '../../domain';
import type { LocalQuery } from './params';

/**
 * One record per id, its per-language fields grouped the way react-admin's TranslatableInputs
 * edits them: {idcategory, text: {en, es, gl, pt}, image, services}. Languages in the order EN,
 * ES, GL, PT; a language without a row gets ''. Fields that do not vary by language come from the
 * id's first row.
 */
export function groupRows(rows: Record<string, unknown>[], idField: string, i18n: readonly string[]): Record<string, unknown>[] {
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const row of rows) {
    let record = byId.get(row[idField]);
    if (!record) {
      record = { [idField]: row[idField] };
      for (const field of i18n) record[field] = Object.fromEntries(LANGS.map((lang) => [lang, '']));
      for (const [key, value] of Object.entries(row)) {
        if (key !== 'lang' && key !== idField && !i18n.includes(key)) record[key] = value;
      }
      byId.set(row[idField], record);
    }
    const lang = String(row.lang ?? '').toLowerCase();
    if (isLang(lang)) for (const field of i18n) (record[field] as Record<string, unknown>)[lang] = row[field] ?? '';
  }
  return [...byId.values()];
}

/** Lower case without accents: "Café" and "cafe" compare equal. */
export const fold = (text: unknown): string =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The value at a dotted path ('text.es'), as react-admin's sources name nested fields. */
export const valueAt = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );

/** Every string a field holds: itself, or each language of a grouped field. */
const textsOf = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : [value];

/** Every word of the search appears in one of the fields, in any language (accent- and case-insensitive). */
function matches(record: RaRecord, search: string, fields: readonly string[]): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(fields.flatMap((f) => textsOf(record[f])).join(' '));
  return words.every((word) => haystack.includes(word));
}

function equals(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) return wanted.some((w) => String(w) === String(value));
  return String(value) === String(wanted);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * react-admin's getList over records already in the browser. `searchFields`: the fields `q` looks
 * in (the per-language texts); empty means every string field. Sort and filter keys may be paths
 * ('text.es').
 */
export function localList(records: RaRecord[], query: LocalQuery, searchFields: readonly string[]): { data: RaRecord[]; total: number } {
  let out = records;
  if (query.search) {
    const fields = searchFields.length ? searchFields : null;
    out = out.filter((r) => matches(r, query.search!, fields ?? Object.keys(r).filter((k) => typeof r[k] === 'string')));
  }
  if (query.ids) {
    const wanted = query.ids;
    out = out.filter((r) => equals(r.id, wanted));
  }
  for (const [field, wanted] of Object.entries(query.equals)) out = out.filter((r) => equals(valueAt(r, field), wanted));
  if (query.sort) {
    const { field, order } = query.sort;
    const sign = order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => sign * compare(valueAt(a, field), valueAt(b, field)));
  }
  const total = out.length;
  if (query.pagination) {
    const { page, perPage } = query.pagination;
    out = out.slice((page - 1) * perPage, page * perPage);
  }
  return { data: out, total };
}
