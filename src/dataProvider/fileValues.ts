/**
 * Files in records, as the screens and the provider's uploads (lifecycle.ts) both read them. Its
 * own module so screens can use it without loading the provider.
 */

/** Key of a saved record whose file the server refused, holding the Spanish reason. */
export const UPLOAD_FAILED = '_uploadFailed';

/** The File of a react-admin ImageInput / FileInput value ({rawFile, src, title}), if a new one was chosen. */
export function newFileOf(value: unknown): File | null {
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : null;
}
