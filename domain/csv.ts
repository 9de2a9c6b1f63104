/**
 * CSV as a Spanish spreadsheet opens it: UTF-8 with a byte-order mark (so accents read right), `;`
 * between fields (the comma is the decimal mark), CRLF between rows (RFC 4180). A field holding
 * `;`, a quote, a line break or edge spaces is quoted, its quotes doubled. A text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would run as a formula: it gets a leading `'`
 * (OWASP «CSV injection»).
 */
export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: unknown[]): string => values.map(csvField).join(SEPARATOR) + NEWLINE;
