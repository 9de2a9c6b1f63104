/**
 * The files of one media upload (a place's photos, PDFs or 360º views), checked and prepared in
 * memory before anything is written: every image sniffed, decoded and re-encoded, every PDF checked,
 * each with its name and attribution. One bad file refuses the whole request, naming the field and
 * the file.
 */
import { UploadError, badField } from './errors';
import { cleanAttrib } from './attrib';
import { cleanFileName, type UploadForm } from './form';
import { reencodeImage, sniffImage, type EncodedImage } from './images';
import { checkPdf } from './pdf';
import type { MediaPolicy } from './policy';

export interface PreparedMedia {
  /** `image` (re-encoded) or the PDF's bytes. */
  content: { image: EncodedImage } | { pdf: Buffer };
  /** media.name: the PDF's title, else the file's cleaned name. */
  name: string;
  /** media.attrib (photos). */
  attrib: string;
}

/** A text of the form shown as plain text: no control characters, single spaces. */
// eslint-disable-next-line no-control-regex -- control characters never belong in a title
const CONTROL = /[\u0000-\u001f\u007f]+/g;

function plainText(value: string): string {
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** The same refusal, with the field and the file named (one request may carry ten files). */
function aboutFile(error: unknown, field: string, filename: string): unknown {
  if (!(error instanceof UploadError)) return error;
  return new UploadError(error.status, error.code, `${filename}: ${error.message}`, field);
}

export async function prepareMediaFiles(form: UploadForm, policy: MediaPolicy, maxBytes: number): Promise<PreparedMedia[]> {
  const stray = form.files.find((file) => !policy.fileFields.includes(file.field));
  if (stray) {
    throw badField(
      stray.field,
      `Campo de archivo no admitido para este tipo: ${stray.field.slice(0, 40)} (use ${policy.fileFields.join(' o ')})`,
    );
  }
  if (form.files.length === 0) throw badField(policy.fileFields[0], `Falta el archivo (campo ${policy.fileFields.join(' o ')})`);
  const texts = policy.textField ? (form.lists[policy.textField.name] ?? []) : [];
  if (policy.textField && texts.length > form.files.length) {
    throw badField(policy.textField.name, `Hay más ${policy.textField.name} que archivos`);
  }
  const prepared: PreparedMedia[] = [];
  for (const [index, file] of form.files.entries()) {
    const filename = cleanFileName(file.filename, policy.kind === 'pdf' ? 'documento.pdf' : 'imagen');
    const text = plainText(texts[index] ?? '');
    if (policy.textField && [...text].length > policy.textField.max) {
      throw badField(
        policy.textField.name,
        `${filename}: el texto de ${policy.textField.name} es demasiado largo (máximo ${policy.textField.max} caracteres)`,
      );
    }
    try {
      if (file.bytes.length > maxBytes) {
        throw new UploadError(
          413,
          'PAYLOAD_TOO_LARGE',
          `El archivo es demasiado grande (máximo ${Math.floor(maxBytes / 1024 / 1024)} MB)`,
          'file',
        );
      }
      if ('pdf' in policy.content) {
        checkPdf(file.bytes);
        prepared.push({ content: { pdf: file.bytes }, name: text || filename, attrib: '' });
      } else {
        const kind = await sniffImage(file.bytes, policy.content.kinds);
        const image = await reencodeImage(file.bytes, kind, policy.content.image);
        const attrib = policy.textField?.name === 'attrib[]' ? cleanAttrib(text) : '';
        prepared.push({ content: { image }, name: filename, attrib });
      }
    } catch (error) {
      throw aboutFile(error, file.field, filename);
    }
  }
  return prepared;
}
