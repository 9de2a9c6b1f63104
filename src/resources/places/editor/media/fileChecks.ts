/**
 * Files checked before they join the form (nothing is sent until the place is saved): an image
 * (photo, 360º view) must be a real JPEG, PNG, WebP or GIF by its first bytes, a PDF must start
 * with "%PDF-", and none may exceed the server's UPLOAD_MAX_MB (/config.js). The answer is the
 * Spanish refusal naming the field and the file, or null.
 */
import { imageFormatOf, isPdfHead } from '../../../../../domain';

export type FileKind = 'image' | 'pdf';

/** What the translate function of react-admin needs to word a refusal. */
export interface Refusal {
  message: string;
  args: Record<string, unknown>;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('es', { maximumFractionDigits: 1 });

export async function refusalOf(file: File, kind: FileKind, field: string, maxMb: number): Promise<Refusal | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const right = kind === 'pdf' ? isPdfHead(head) : imageFormatOf(head) !== null;
  if (!right) return { message: `app.placeMedia.error.${kind === 'pdf' ? 'pdf_type' : 'image_type'}`, args: { field, name: file.name } };
  if (file.size > maxMb * 1024 * 1024)
    return { message: 'app.placeMedia.error.too_big', args: { field, name: file.name, size: megabytes(file.size), max: maxMb } };
  return null;
}
