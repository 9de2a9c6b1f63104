/**
 * Storage keys of uploads: a key is the file's path relative to UPLOAD_DIR with forward slashes
 * ("reference/category/12-1f9c….webp") and is served at /media/<key>. An image's thumbnail sits
 * beside it as <stem>.thumb.<ext>, which removeStoredFiles (files.ts) deletes with the image.
 */
import { storedPath } from './files';

/** URL prefix under which UPLOAD_DIR is served (server/app.ts). */
export const MEDIA_PREFIX = '/media/';

/** "dir/name.webp" → "dir/name.thumb.webp". */
export function thumbKeyOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') + 1 ? `${key.slice(0, dot)}.thumb${key.slice(dot)}` : `${key}.thumb`;
}

export const urlOfKey = (key: string): string => MEDIA_PREFIX + key;

/** The key behind a /media/ URL, or null when the URL is not a stored file (demo files excluded by callers). */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return key === '' ? null : key;
}

/** Absolute path of a key inside uploadDir; throws for a key that would leave it. */
export function pathOfKey(uploadDir: string, key: string): string {
  const full = storedPath(uploadDir, key);
  if (!full) throw new Error(`Refused stored-file key outside the upload directory: ${JSON.stringify(key)}`);
  return full;
}
