/**
 * What can be uploaded (API.md "Uploads", part 2 §7): the `type` of an upload form and the image
 * formats accepted. The API recognises a format from the file's bytes, never its name; the panel
 * checks the same signatures before sending, so a renamed text file is refused at the input.
 */

/** Place and event files: photos and PDFs of places (idplace) and events (idevent), 360º views of places. */
export const MEDIA_UPLOAD_TYPES = ['foto', 'pdf', 'view360'] as const;

/** Image formats accepted, as file-type names them, with the MIME type a browser reports. */
export const IMAGE_FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Default size cap of an uploaded image (UPLOAD_MAX_MB), and the range it may be set to. */
export const UPLOAD_MAX_MB = { default: 8, min: 1, max: 100 } as const;

/** The image format of a file's first bytes, or null (12 bytes are enough for all four). */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}
