/**
 * The files a place editor chose, uploaded after the place is saved (part 1 §4: "upload the
 * pending files (PDFs, photos, 360 views)", in that order) with idplace: the upload itself is
 * mediaUploads.ts (shared with events); here, which files a place's form holds.
 * Photos found by the maps service are uploaded like any other photo: the browser fetches each
 * chosen one from the maps service first (a photo that cannot be fetched fails alone), and the one
 * chosen as cover is sent with cover=1.
 */
import { isNewMapsPhoto, keptPhotos, type FileValue } from './placeInput';
import {
  MEDIA_KINDS,
  ownedMediaForm,
  uploadMedia,
  type FileReport,
  type MediaKind,
  type MediaReport,
  type PendingUpload,
} from './mediaUploads';
import type { UploadFieldValue } from './upload';

export { MAPS_PHOTO_UNREACHABLE, type FileReport, type MediaReport, type PendingUpload, type UploadState } from './mediaUploads';
export const PLACE_MEDIA_KINDS = MEDIA_KINDS;
export type PlaceMediaKind = MediaKind;

interface MediaFiles {
  photos?: unknown;
  pdfFiles?: unknown;
  photoFiles?: unknown;
  view360Files?: unknown;
}

const withFile = (list: unknown): FileValue[] =>
  (Array.isArray(list) ? (list as FileValue[]) : []).filter((f) => typeof File !== 'undefined' && f?.rawFile instanceof File);

/** The files to upload, in the spec's order (PDFs, photos, 360º views); a restored draft's dead files are left out. */
export function pendingUploadsOf(values: MediaFiles): PendingUpload[] {
  const entry = (type: PlaceMediaKind, text: (f: FileValue) => string | undefined) => (f: FileValue) => ({
    type,
    file: f.rawFile,
    name: f.rawFile.name,
    text: text(f) ?? '',
  });
  return [
    ...withFile(values.pdfFiles).map(entry('pdf', (f) => f.title)),
    ...mapsPhotosOf(values.photos),
    ...withFile(values.photoFiles).map(entry('foto', (f) => f.attrib)),
    ...withFile(values.view360Files).map(entry('view360', () => '')),
  ];
}

/** The chosen photos found by the maps service (the cover among them says so). */
function mapsPhotosOf(photos: unknown): PendingUpload[] {
  return keptPhotos(photos).flatMap(({ photo, cover }) =>
    isNewMapsPhoto(photo)
      ? [{ type: 'foto' as const, file: { url: photo.url }, name: photo.mapsName ?? photo.url, text: photo.attrib, cover }]
      : [],
  );
}

/** The multipart fields and file of one upload of a place. */
export const mediaForm = (
  upload: PendingUpload & { file: File },
  idplace: number,
): { fields: Record<string, UploadFieldValue>; files: Record<string, File[]> } => ownedMediaForm(upload, { idplace });

/** Uploads every pending file of a saved place, kind by kind; answers whether all of them were stored. */
export const uploadPlaceMedia = (idplace: number, uploads: PendingUpload[], report: MediaReport, onFile?: FileReport): Promise<boolean> =>
  uploadMedia({ idplace }, uploads, report, onFile);
