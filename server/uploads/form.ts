/**
 * Reads the multipart form of /api/upload: its text fields and at most one file (field `file`),
 * buffered in memory under the size cap. The parser itself stops a larger file while it streams
 * (RequestFileTooLargeError → 413), so an oversized body is never held whole.
 */
import type { FastifyRequest } from 'fastify';
import { UploadError, badField } from './errors';

export interface UploadedFile {
  /** Original name as the browser sent it (untrusted: see cleanFileName). */
  filename: string;
  bytes: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Parser limits besides the file size: a small form, never an open-ended stream of parts. */
export const FORM_LIMITS = { fields: 20, fieldSize: 2000, fieldNameSize: 100, files: 1, parts: 25, headerPairs: 50 };

/** Field names of files the contract will use later (places and events). */
const FILE_FIELDS = ['file'];

export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envíe el archivo como formulario multipart/form-data', 'file');
  }
  const form: UploadForm = { fields: {}, file: null };
  for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.includes(part.fieldname)) {
        throw badField(part.fieldname, `Campo de archivo no admitido: ${part.fieldname.slice(0, 40)} (envíe la imagen en el campo file)`);
      }
      form.file = { filename: part.filename ?? '', bytes: await part.toBuffer() };
    } else {
      if (part.valueTruncated) throw badField(part.fieldname, `El campo ${part.fieldname.slice(0, 40)} es demasiado largo`);
      form.fields[part.fieldname] = String(part.value ?? '');
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
export function cleanFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
    .replace(/[\u0000-\u001f\u007f<>:"|?*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? 'imagen' : clean;
}
