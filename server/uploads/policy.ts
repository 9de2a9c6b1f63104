/**
 * What each upload `type` accepts and where it goes: one row per type. The module's code is generic;
 * a new kind of upload is a new row here plus, for a new `store`, its storing function.
 *
 * Implemented: the four interface images of the reference lists (part 2 §7 "Uploads"), stored as a
 * re-encoded WebP plus a thumbnail, their URL in the owner's `image` column.
 * Planned, not implemented: `foto`, `pdf`, `view360` for places and events (fields idplace | idevent,
 * foto[] / pdf[] + pdftitle[]). They will add rows with `store: 'media'` (a `media` row per file,
 * storage_key = the file's key, removed with removeStoredFiles) and `pdf` as an allowed kind.
 */
import type { AppConfig } from '../config';

import { IMAGE_FORMATS, MEDIA_UPLOAD_TYPES, REFERENCE_IMAGE_TYPES, type ImageFormat } from '../../domain';

/** Formats recognised from the bytes (file-type's ext), never from the name or the declared type. */
export type SniffedKind = ImageFormat;

export interface ImageOutput {
  /** Longest side of the stored image, px (smaller images are not enlarged). */
  maxSide: number;
  /** Longest side of the thumbnail, px (list cells are 50 px: 2× for sharp screens). */
  thumbSide: number;
}

export interface UploadPolicy {
  /** Allowed sniffed formats. */
  kinds: readonly SniffedKind[];
  /** Size cap in bytes. */
  maxBytes: (config: AppConfig) => number;
  /** The entry the file belongs to: form field carrying its id, table, id column, Spanish name. */
  owner: { field: 'id'; table: string; idColumn: string; label: string };
  /** Folder under UPLOAD_DIR (and /media/). */
  folder: string;
  /** Re-encoding: every image is decoded and written again (no original bytes are ever stored). */
  image: ImageOutput;
  /** 'column': the URL goes into owner.table.image (one image per entry; the old one is deleted). */
  store: 'column';
}

export const IMAGE_KINDS = Object.keys(IMAGE_FORMATS) as SniffedKind[];
const imageBytes = (config: AppConfig) => config.uploadMaxMb * 1024 * 1024;
const INTERFACE_IMAGE: ImageOutput = { maxSide: 1024, thumbSide: 100 };

function interfaceImage(table: string, idColumn: string, label: string, folder: string): UploadPolicy {
  return {
    kinds: IMAGE_KINDS,
    maxBytes: imageBytes,
    owner: { field: 'id', table, idColumn, label },
    folder: `reference/${folder}`,
    image: INTERFACE_IMAGE,
    store: 'column',
  };
}

export const UPLOAD_POLICIES: Record<string, UploadPolicy> = {
  [REFERENCE_IMAGE_TYPES.categories]: interfaceImage('categories', 'idcategory', 'La categoría', 'category'),
  [REFERENCE_IMAGE_TYPES.subcategories]: interfaceImage('subcategories', 'idsubcategory', 'La subcategoría', 'subcategory'),
  [REFERENCE_IMAGE_TYPES.equipment]: interfaceImage('equipment', 'idequipment', 'El equipamiento', 'equipment'),
  [REFERENCE_IMAGE_TYPES.allergies]: interfaceImage('allergies', 'idallergie', 'La alergia', 'allergie'),
};

/** Types of the contract that are not available yet (see the header). */
export const PLANNED_TYPES: readonly string[] = MEDIA_UPLOAD_TYPES;

/** The largest cap of any type: the multipart parser's own limit while streaming. */
export const largestUpload = (config: AppConfig) => Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes(config)));
