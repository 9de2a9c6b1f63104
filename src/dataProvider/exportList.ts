/**
 * «Exportar»: a list's rows — its current filters and order, every page — as the CSV file the API
 * streams (GET /api/export/:resource, docs/api.md «Exportar»). The filters and order become the
 * list query's own arguments (params.ts, as for a page), the columns are what the list shows with
 * their Spanish headers, dates come in the browser's time zone. The download is read as it
 * arrives, reporting the rows received against the total the API announces (X-Total-Count).
 */
import type { SortPayload } from 'react-admin';
import { readSession } from '../session';
import { ApiError, type GraphQLErrorShape } from './client';
import { filterArgs } from './documents';
import { entryOf } from './operations';
import { listRequest } from './params';
import { argTypes, type Signatures } from './signatures';

export const EXPORT_PATH = '/api/export';

export interface ExportColumn {
  source: string;
  label: string;
  /** Words for codes (published 1 → 'Publicado'). */
  values?: Record<string, string>;
}

export interface ExportParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
  columns: ExportColumn[];
  /** Rows received so far and the total announced (null when the API announced none). */
  onProgress?: (rows: number, total: number | null) => void;
  signal?: AbortSignal;
}

/** The address of an export: the list's arguments (without paging), its columns and time zone. */
export function exportUrl(signatures: Signatures, resource: string, params: ExportParams): string {
  const entry = entryOf(resource);
  const types = argTypes(signatures, entry.list.query, filterArgs(entry));
  const { variables } = listRequest(resource, entry, { filter: params.filter, sort: params.sort, meta: { exactCount: true } }, types);
  const query = new URLSearchParams({
    args: JSON.stringify(variables),
    columns: JSON.stringify(params.columns),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Madrid',
  });
  return `${EXPORT_PATH}/${resource}?${query}`;
}

/** Line breaks outside quotes: the rows of a CSV chunk (the header is one of them). */
function rowsIn(text: string, state: { quoted: boolean }): number {
  let rows = 0;
  for (const c of text) {
    if (c === '"') state.quoted = !state.quoted;
    else if (c === '\n' && !state.quoted) rows += 1;
  }
  return rows;
}

async function refusal(response: Response): Promise<ApiError> {
  let first: GraphQLErrorShape | undefined;
  try {
    first = ((await response.json()) as { errors?: GraphQLErrorShape[] }).errors?.[0];
  } catch {
    first = undefined;
  }
  if (first?.message)
    return new ApiError(first.message, first.extensions?.code ?? 'EXPORT_FAILED', first.extensions?.field, response.status);
  return new ApiError(`No se pudo exportar (${response.status})`, 'EXPORT_FAILED', undefined, response.status);
}

/** Downloads the export; answers the file, or rejects with an ApiError (the server's Spanish refusal). */
export async function exportList(signatures: Signatures, resource: string, params: ExportParams): Promise<Blob> {
  const token = readSession()?.token;
  let response: Response;
  try {
    response = await fetch(exportUrl(signatures, resource, params), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: params.signal,
    });
  } catch (error) {
    if (params.signal?.aborted) throw error;
    throw new ApiError('No se puede conectar con el servidor', 'NETWORK');
  }
  if (!response.ok || !response.body) throw await refusal(response);
  const announced = Number(response.headers.get('x-total-count'));
  const total = Number.isFinite(announced) && response.headers.has('x-total-count') ? announced : null;
  const parts: Uint8Array[] = [];
  const decoder = new TextDecoder();
  const state = { quoted: false };
  let rows = -1; // the header line is not a row
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      rows += rowsIn(decoder.decode(value, { stream: true }), state);
      params.onProgress?.(Math.max(rows, 0), total);
    }
  } catch (error) {
    if (params.signal?.aborted) throw error;
    throw new ApiError('La exportación se interrumpió: vuelva a intentarlo', 'EXPORT_FAILED');
  }
  return new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
