/**
 * The query of GET /api/export/:resource, bounded before any work: `args` (JSON object: the list
 * query's own arguments, checked by the list's own parsers), `columns` (JSON list of
 * {source, label, values?}: which columns, their header and, for a code, its words) and `tz` (the
 * reader's IANA time zone for dates). Each refusal names its parameter.
 */
import { isTimeZoneName } from '../../domain/timeZoneName';
import { badInput } from '../graphql/errors';
import type { ExportColumn } from './source';

export const MAX_ARGS_CHARS = 4000;
export const MAX_COLUMNS = 60;
export const MAX_LABEL = 100;
export const MAX_VALUES = 30;
const MAX_COLUMNS_CHARS = 20_000;

export interface RequestedColumn extends ExportColumn {
  label: string;
  /** Words for codes (published 1 → 'Publicado'); other values as they are. */
  values: Record<string, string> | null;
}

export interface ExportRequest {
  args: Record<string, unknown>;
  columns: RequestedColumn[];
  timeZone: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function json(text: unknown, field: string, maxChars: number): unknown {
  if (typeof text !== 'string' || text === '') throw badInput(field, `Falta ${field}`);
  if (text.length > maxChars) throw badInput(field, `${field} demasiado largo (máximo ${maxChars} caracteres)`);
  try {
    return JSON.parse(text);
  } catch {
    throw badInput(field, `${field} no es JSON válido`);
  }
}

const label = (value: unknown, field: string): string => {
  // eslint-disable-next-line no-control-regex -- a header is one line of printable text
  if (typeof value !== 'string' || value.length > MAX_LABEL || /[\u0000-\u001f]/.test(value)) {
    throw badInput(field, `Etiqueta no válida en ${field}: un texto de hasta ${MAX_LABEL} caracteres en una línea`);
  }
  return value;
};

function parseValues(value: unknown, field: string): Record<string, string> | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || Object.keys(value).length > MAX_VALUES) throw badInput(field, `Valores no válidos en ${field}`);
  return Object.fromEntries(Object.entries(value).map(([code, word]) => [code, label(word, field)]));
}

export function parseExportRequest(query: Record<string, unknown>, allowed: Record<string, ExportColumn>): ExportRequest {
  const args = json(query.args ?? '{}', 'args', MAX_ARGS_CHARS);
  if (!isObject(args)) throw badInput('args', 'args debe ser un objeto con los argumentos de la lista');
  const list = json(query.columns, 'columns', MAX_COLUMNS_CHARS);
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_COLUMNS) {
    throw badInput('columns', `columns debe ser una lista de 1 a ${MAX_COLUMNS} columnas`);
  }
  const columns = list.map((item, i): RequestedColumn => {
    const field = `columns[${i}]`;
    if (!isObject(item) || typeof item.source !== 'string') throw badInput(field, `Columna no válida en ${field}`);
    // Own keys only: "constructor" must not find Object.prototype's.
    const column = Object.hasOwn(allowed, item.source) ? allowed[item.source] : undefined;
    if (!column) throw badInput(field, `No se puede exportar la columna ${item.source.slice(0, 60)}`);
    return { ...column, label: label(item.label, field), values: parseValues(item.values, field) };
  });
  const tz = query.tz ?? 'Europe/Madrid';
  if (typeof tz !== 'string' || !isTimeZoneName(tz))
    throw badInput('tz', 'Zona horaria no válida en tz: use un nombre IANA como Europe/Madrid');
  return { args, columns, timeZone: tz };
}
