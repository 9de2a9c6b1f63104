/**
 * Images are judged by their bytes, never by their name or declared type: file-type recognises the
 * format, sharp must decode the whole picture, and what is stored is a fresh WebP (first frame only,
 * no metadata) plus a thumbnail. Anything else is refused before a byte is written.
 */
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { UploadError, damagedImage, unsupportedImage } from './errors';
import type { ImageOutput, SniffedKind } from './policy';

/** Decoded size limit against decompression bombs (a tiny file that expands to gigabytes). */
export const MAX_MEGAPIXELS = 40;

/** file-type's ext → sharp's format name. */
const SHARP_FORMAT: Record<SniffedKind, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
  /** Extension of both stored files. */
  ext: 'webp';
}

/** The format the bytes really are, if it is one of `kinds`; otherwise a 415 refusal. */
export async function sniffImage(bytes: Buffer, kinds: readonly SniffedKind[]): Promise<SniffedKind> {
  if (bytes.length === 0) throw new UploadError(400, 'BAD_USER_INPUT', 'El archivo está vacío', 'file');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(kinds as readonly string[]).includes(detected.ext)) throw unsupportedImage();
  return detected.ext as SniffedKind;
}

function decodeFailure(error: unknown): UploadError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new UploadError(413, 'PAYLOAD_TOO_LARGE', `La imagen tiene demasiados píxeles (máximo ${MAX_MEGAPIXELS} megapíxeles)`, 'file');
  }
  return damagedImage();
}

/** Decodes the whole image (truncated or corrupt → refused) and writes the WebP and its thumbnail. */
export async function reencodeImage(bytes: Buffer, kind: SniffedKind, output: ImageOutput): Promise<EncodedImage> {
  // failOn 'error': truncated or corrupt data is refused; mere decoder warnings (common in camera
  // JPEGs) are not.
  const input = () => sharp(bytes, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error', animated: false });
  try {
    const meta = await input().metadata();
    // The decoder sharp would use must be the format file-type saw (no polyglot files).
    if (meta.format !== SHARP_FORMAT[kind]) throw unsupportedImage();
    const full = await input()
      .rotate()
      .resize({ width: output.maxSide, height: output.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    const thumb = await sharp(full)
      .resize({ width: output.thumbSide, height: output.thumbSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { full, thumb, ext: 'webp' };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw decodeFailure(error);
  }
}
