/**
 * Lists the server does not page (the reference lists): rows per (id, language) are grouped into
 * one record per id, then searched, filtered, sorted and paged in the browser with the right total.
 */
import type { RaRecord } from 'react-admin';
import { LANG_SUFFIXES, perLanguageKeys } from '../../domain';
import type { LocalQuery } from './params';

/** `<field><LANG>` keys of the per-language fields, e.g. textEN, textES, textGL, textPT. */
export const i18nKeys = perLanguageKeys;

/**
 * One record per id: {idcategory, textEN, textES, textGL, textPT, image, services}. Fields that do
 * not vary by language come from the id's first row; a language without a row gets ''.
 */
export function groupRows(rows: Record<string, unknown>[], idField: string, i18n: readonly string[]): Record<string, unknown>[] {
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const row of rows) {
    let record = byId.get(row[idField]);
    if (!record) {
      record = { [idField]: row[idField] };
      for (const key of i18nKeys(i18n)) record[key] = '';
      for (const [key, value] of Object.entries(row)) {
        if (key !== 'lang' && key !== idField && !i18n.includes(key)) record[key] = value;
      }
      byId.set(row[idField], record);
    }
    const lang = String(row.lang ?? '').toUpperCase();
    if ((LANG_SUFFIXES as readonly string[]).includes(lang)) for (const f of i18n) record[`${f}${lang}`] = row[f] ?? '';
  }
  return [...byId.values()];
}

/** Lower case without accents: "Café" and "cafe" compare equal. */
export const fold = (text: unknown): string =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word of the search appears in one of the fields (accent- and case-insensitive). */
function matches(record: RaRecord, search: string, fields: readonly string[]): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(fields.map((f) => record[f]).join(' '));
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
 * in (the per-language texts); empty means every string field.
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
  for (const [field, wanted] of Object.entries(query.equals)) out = out.filter((r) => equals(r[field], wanted));
  if (query.sort) {
    const { field, order } = query.sort;
    const sign = order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => sign * compare(a[field], b[field]));
  }
  const total = out.length;
  if (query.pagination) {
    const { page, perPage } = query.pagination;
    out = out.slice((page - 1) * perPage, page * perPage);
  }
  return { data: out, total };
}
