/**
 * Reads the multipart form of /api/upload: its text fields (`name[]` fields repeated, in order) and
 * up to MAX_FILES files (fields `file`, `foto[]`, `pdf[]`, `view360[]`), buffered in memory under
 * the size cap. The parser itself stops a larger file while it streams (RequestFileTooLargeError →
 * 413), so an oversized body is never held whole; the files together may not exceed
 * MAX_TOTAL_FILES_BYTES times the cap either. Which file fields a `type` accepts is the policy's
 * business (policy.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UploadError, badField } from './errors';

export interface UploadedFile {
  /** Form field it came in (`file`, `foto[]`...). */
  field: string;
  /** Original name as the browser sent it (untrusted: see cleanFileName). */
  filename: string;
  bytes: Buffer;
}

export interface UploadForm {
  /** Single text fields (the last value when repeated). */
  fields: Record<string, string>;
  /** Every value of each text field, in order (`attrib[]`, `pdftitle[]`). */
  lists: Record<string, string[]>;
  files: UploadedFile[];
}

/** Files one upload may carry (a place's photos, PDFs or 360º views chosen at once). */
export const MAX_FILES = 10;
/** The files of one request together: at most this many times one file's cap. */
export const MAX_TOTAL_FILES = 4;

/** Parser limits besides the file size: a small form, never an open-ended stream of parts. */
export const FORM_LIMITS = { fields: 40, fieldSize: 2000, fieldNameSize: 100, files: MAX_FILES, parts: 60, headerPairs: 50 };

/** Field names that may carry files (each type accepts some of them: policy.ts). */
export const FILE_FIELDS: readonly string[] = ['file', 'foto[]', 'pdf[]', 'view360[]'];

export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envíe el archivo como formulario multipart/form-data', 'file');
  }
  const form: UploadForm = { fields: {}, lists: {}, files: [] };
  let total = 0;
  for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.includes(part.fieldname)) {
        throw badField(part.fieldname, `Campo de archivo no admitido: ${part.fieldname.slice(0, 40)} (envíe la imagen en el campo file)`);
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > maxBytes * MAX_TOTAL_FILES) {
        throw new UploadError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Los archivos de una subida no pueden sumar más de ${Math.floor((maxBytes * MAX_TOTAL_FILES) / 1024 / 1024)} MB: súbalos en varias veces`,
          'file',
        );
      }
      form.files.push({ field: part.fieldname, filename: part.filename ?? '', bytes });
    } else {
      if (part.valueTruncated) throw badField(part.fieldname, `El campo ${part.fieldname.slice(0, 40)} es demasiado largo`);
      const value = String(part.value ?? '');
      form.fields[part.fieldname] = value;
      (form.lists[part.fieldname] ??= []).push(value);
    }
  }
  return form;
}

/** The form's id field: a positive integer written in decimal digits. */
export function formId(value: string | undefined, field: string): number {
  const text = value?.trim() ?? '';
  if (text === '') throw badField(field, `Falta el identificador (${field})`);
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badField(field, `Identificador no válido en ${field}: debe ser un entero positivo`);
  }
  return id;
}

/** A display name from the browser's file name: no path, no control or markup characters. */
export function cleanFileName(filename: string, fallback = 'imagen'): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
    .replace(/[\u0000-\u001f\u007f<>:"|?*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

/**
 * What identifies an upload for its Idempotency-Key (graphql/idempotency.ts): its fields and each
 * file's field, name and content digest — a retry of the same files matches, other files do not.
 */
export function formFingerprint(form: UploadForm): string {
  const fields = Object.keys(form.lists)
    .sort()
    .map((name) => [name, form.lists[name]]);
  const files = form.files.map((file) => [file.field, file.filename, createHash('sha256').update(file.bytes).digest('hex')]);
  return JSON.stringify({ fields, files });
}
