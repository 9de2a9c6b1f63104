/**
 * Storage keys of uploads: a key names the file in the file store with forward slashes
 * ("reference/category/12-1f9c….webp") and is served at /media/<key>. An image's thumbnail sits
 * beside it as <stem>.thumb.<ext>, which the store's remove (server/storage) deletes with the image.
 */

/** URL prefix under which the file store is served (server/media/route.ts). */
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
