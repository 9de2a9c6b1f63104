/**
 * What each upload `type` accepts and where it goes: one row per type. The module's code is generic;
 * a new kind of upload is a new row here plus, for a new `store`, its storing function.
 *
 * 'column': the interface image of each declared entity that has one (the reference lists, part 2
 * §7 "Uploads"), stored as a re-encoded WebP plus a thumbnail, its URL in the owner's `image` column.
 * 'media': a place's photos, PDFs and 360º views (issue 9; field idplace) and an event's photos and
 * PDFs (field idevent); several files per request: foto[] + attrib[], pdf[] + pdftitle[],
 * view360[], or one `file`: a `media` row per file with storage_key = the file's key (removed with
 * the file store's remove when the row goes: server/storage).
 */
import type { AppConfig } from '../config';

import { IMAGE_FORMATS, MEDIA_UPLOAD_TYPES, PLACE_LIMITS, type ImageFormat } from '../../domain';
import { ENTITIES, imageField } from '../../domain/entities';

/** Formats recognised from the bytes (file-type's ext), never from the name or the declared type. */
export type SniffedKind = ImageFormat;

export interface ImageOutput {
  /** Longest side of the stored image, px (smaller images are not enlarged). */
  maxSide: number;
  /** Longest side of the thumbnail, px (list cells are 50 px: 2× for sharp screens). */
  thumbSide: number;
}

/** The entry a file belongs to: form field carrying its id, table, id column (media's column too), Spanish name. */
export interface UploadOwner {
  field: 'id' | 'idplace' | 'idevent';
  table: string;
  idColumn: string;
  label: string;
  /** Folder under UPLOAD_DIR (and /media/). */
  folder: string;
  /** The resource whose write access an upload needs (domain/resourceAccess.ts). */
  resource: string;
}

interface PolicyBase {
  /** Size cap of one file, in bytes. */
  maxBytes: (config: AppConfig) => number;
}

export interface ColumnPolicy extends PolicyBase {
  owner: UploadOwner;
  /** Allowed sniffed formats. */
  kinds: readonly SniffedKind[];
  /** Re-encoding: every image is decoded and written again (no original bytes are ever stored). */
  image: ImageOutput;
  /** 'column': the URL goes into owner.table.image (one image per entry; the old one is deleted). */
  store: 'column';
}

export type MediaKind = 'photo' | 'pdf' | 'view360';

export interface MediaPolicy extends PolicyBase {
  store: 'media';
  /** Who may own the files: the form carries exactly one of their id fields. */
  owners: readonly UploadOwner[];
  /** media.kind of the rows. */
  kind: MediaKind;
  /** Images are re-encoded like the interface images (with their own sizes); PDFs are checked and kept. */
  content: { image: ImageOutput; kinds: readonly SniffedKind[] } | { pdf: true };
  /** File fields this type accepts, and the text field read alongside each file (same order), if any. */
  fileFields: readonly string[];
  textField: { name: 'attrib[]' | 'pdftitle[]'; max: number } | null;
}

export type UploadPolicy = ColumnPolicy | MediaPolicy;

export const IMAGE_KINDS = Object.keys(IMAGE_FORMATS) as SniffedKind[];
const imageBytes = (config: AppConfig) => config.uploadMaxMb * 1024 * 1024;
const INTERFACE_IMAGE: ImageOutput = { maxSide: 1024, thumbSide: 100 };
/** A place's photos: large enough for the public page's gallery; thumbnails for the editor's grid. */
const PLACE_PHOTO: ImageOutput = { maxSide: 2048, thumbSide: 400 };
/** 360º panoramas (equirectangular, 2:1): wide enough for a viewer; 40 MP at most on the way in. */
const VIEW_360: ImageOutput = { maxSide: 6144, thumbSide: 400 };

const PLACE: UploadOwner = {
  field: 'idplace',
  table: 'places',
  idColumn: 'idplace',
  label: 'El sitio',
  folder: 'places',
  resource: 'places',
};
const EVENT: UploadOwner = {
  field: 'idevent',
  table: 'events',
  idColumn: 'idevent',
  label: 'El evento',
  folder: 'events',
  resource: 'events',
};

function mediaPolicy(
  owners: readonly UploadOwner[],
  kind: MediaKind,
  content: MediaPolicy['content'],
  fileFields: readonly string[],
  textField: MediaPolicy['textField'],
): MediaPolicy {
  return { store: 'media', owners, kind, content, fileFields, textField, maxBytes: imageBytes };
}

function interfaceImage(resource: string, table: string, idColumn: string, label: string, folder: string): ColumnPolicy {
  return {
    kinds: IMAGE_KINDS,
    maxBytes: imageBytes,
    owner: { field: 'id', table, idColumn, label, folder: `reference/${folder}`, resource },
    image: INTERFACE_IMAGE,
    store: 'column',
  };
}

export const UPLOAD_POLICIES: Record<string, UploadPolicy> = {
  // Each declared entity with an image field (domain/entities): its upload type.
  ...Object.fromEntries(
    ENTITIES.flatMap((entity) => {
      const image = imageField(entity)?.[1];
      return image ? [[image.upload, interfaceImage(entity.resource, entity.table, entity.id, entity.label, image.folder)]] : [];
    }),
  ),
  // Photos and PDFs of places and events (part 2 §7: foto[] / pdf[] + pdftitle[] with idevent).
  foto: mediaPolicy([PLACE, EVENT], 'photo', { image: PLACE_PHOTO, kinds: IMAGE_KINDS }, ['foto[]', 'file'], {
    name: 'attrib[]',
    max: PLACE_LIMITS.uploadAttrib,
  }),
  pdf: mediaPolicy([PLACE, EVENT], 'pdf', { pdf: true }, ['pdf[]', 'file'], { name: 'pdftitle[]', max: PLACE_LIMITS.pdfTitle }),
  view360: mediaPolicy([PLACE], 'view360', { image: VIEW_360, kinds: IMAGE_KINDS }, ['view360[]', 'file'], null),
};

/** Types of the contract that are not available yet (none today; kept for the next ones). */
export const PLANNED_TYPES: readonly string[] = MEDIA_UPLOAD_TYPES.filter((type) => !Object.hasOwn(UPLOAD_POLICIES, type));

/** The largest cap of any type: the multipart parser's own limit while streaming. */
export const largestUpload = (config: AppConfig) => Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes(config)));
