/**
 * An image checked before anything is sent: its format read from its first bytes (domain
 * imageFormatOf, the server's own test: a text file renamed .png is not an image) and its size
 * against the server's cap (UPLOAD_MAX_MB, handed over by /config.js). A react-admin validator:
 * the refusal shows under the input, naming it, and the form cannot be saved.
 */
import { imageFormatOf } from '../../../domain';
import { newFileOf } from '../../dataProvider';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('es', { maximumFractionDigits: 1 });

export const imageCheck = (field: string, maxMb: number) => async (value: unknown) => {
  const file = newFileOf(value);
  if (!file) return undefined;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!imageFormatOf(head)) return { message: 'app.reference.validation.image_type', args: { field, name: file.name } };
  if (file.size > maxMb * 1024 * 1024)
    return { message: 'app.reference.validation.image_size', args: { field, name: file.name, size: megabytes(file.size), max: maxMb } };
  return undefined;
};
