/**
 * The upload client: one multipart POST to /api/upload with the session's bearer token (API.md
 * "Uploads"). Used by the reference lists (interface images) and later by places and events.
 * Fields go before files in the form, so the server reads `type` and the ids before any file.
 * A refusal leaves as an ApiError carrying the server's Spanish message, code and field.
 */
import { readSession } from '../session';
import { ApiError, type GraphQLErrorShape } from './client';
import { saveKeys } from './saveKeys';

export const UPLOAD_PATH = '/api/upload';

/** One stored file as the server answers it. */
export interface UploadedMedia {
  idmedia: number;
  url: string;
  thumb?: string | null;
  name?: string | null;
}

type UploadScalar = string | number | boolean | null | undefined;
/** A field's value; a list = one entry per value under the same name (e.g. `pdftitle[]`, in the files' order). */
export type UploadFieldValue = UploadScalar | UploadScalar[];
export type UploadFileValue = Blob | File | (Blob | File)[] | null | undefined;

/** Messages for answers that carry no Spanish text of their own, by HTTP status. */
function statusMessage(status: number): string {
  if (status === 401) return 'Sesión no válida o caducada: vuelva a entrar';
  if (status === 413) return 'El archivo es demasiado grande';
  if (status === 415) return 'Tipo de archivo no admitido';
  return `Error al subir el archivo (${status})`;
}

function statusCode(status: number): string {
  const codes: Record<number, string> = {
    400: 'BAD_USER_INPUT',
    401: 'UNAUTHENTICATED',
    404: 'NOT_FOUND',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
  };
  return codes[status] ?? 'UPLOAD_FAILED';
}

/** The form: every field with a value, then every file (an array = several files, same name). */
export function uploadForm(fields: Record<string, UploadFieldValue>, files: Record<string, UploadFileValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) form.append(name, String(one));
    }
  }
  for (const [name, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : value ? [value] : []) {
      form.append(name, file, file instanceof File ? file.name : 'blob');
    }
  }
  return form;
}

/** What identifies an upload for its Idempotency-Key: its fields and each file's name, size, type and date. */
function uploadSave(fields: Record<string, UploadFieldValue>, files: Record<string, UploadFileValue>): string {
  const described = Object.entries(files).map(([name, value]) => [
    name,
    (Array.isArray(value) ? value : value ? [value] : []).map((f) => [
      f instanceof File ? f.name : '',
      f.size,
      f.type,
      f instanceof File ? f.lastModified : 0,
    ]),
  ]);
  return `${UPLOAD_PATH}\n${JSON.stringify(fields)}\n${JSON.stringify(described)}`;
}

/**
 * Sends `fields` and `files` to /api/upload; answers the stored media. Rejects with an ApiError:
 * the server's first error (message, code, field) or a Spanish message for the HTTP status. The
 * request carries an Idempotency-Key: the same upload sent again after its answer was lost (network
 * failure, gateway error) reuses it, so the server stores the files once (saveKeys.ts).
 */
export async function uploadFiles(
  fields: Record<string, UploadFieldValue>,
  files: Record<string, UploadFileValue>,
  init: { signal?: AbortSignal } = {},
): Promise<UploadedMedia[]> {
  const save = uploadSave(fields, files);
  const key = saveKeys.keyOf(save);
  const headers: Record<string, string> = { 'idempotency-key': key };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH, { method: 'POST', headers, body: uploadForm(fields, files), signal: init.signal });
  } catch {
    saveKeys.unanswered(save, key);
    throw new ApiError('No se puede conectar con el servidor', 'NETWORK');
  }
  // A gateway's or the server's failure may have come after the files were stored: the same upload keeps its key.
  if (response.status >= 500) saveKeys.unanswered(save, key);
  else saveKeys.answered(save);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const first = (body as { errors?: GraphQLErrorShape[] } | undefined)?.errors?.[0];
  if (first?.message) {
    const code = first.extensions?.code ?? statusCode(response.status);
    throw new ApiError(first.message, code, first.extensions?.field, response.status);
  }
  if (!response.ok) {
    throw new ApiError(statusMessage(response.status), statusCode(response.status), undefined, response.status);
  }
  if (!Array.isArray(body)) {
    throw new ApiError(`Respuesta no válida del servidor (${response.status})`, 'BAD_RESPONSE', undefined, response.status);
  }
  return body as UploadedMedia[];
}
