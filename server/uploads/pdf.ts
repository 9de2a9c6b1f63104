/**
 * PDFs are judged by their bytes: a PDF starts with "%PDF-<major>.<minor>" and ends with "%%EOF"
 * (within its last 1 KB, where writers put it). They cannot be re-encoded, so they are kept as sent
 * and only ever served as application/pdf under the sandboxing CSP of /media/ (server/app.ts).
 */
import { UploadError } from './errors';

const HEADER = /^%PDF-[12]\.\d/;

export function checkPdf(bytes: Buffer): void {
  if (bytes.length === 0) throw new UploadError(400, 'BAD_USER_INPUT', 'El archivo está vacío', 'file');
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) {
    throw new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', 'El archivo no es un PDF', 'file');
  }
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  ) {
    throw new UploadError(400, 'BAD_USER_INPUT', 'El PDF está dañado o incompleto', 'file');
  }
}
