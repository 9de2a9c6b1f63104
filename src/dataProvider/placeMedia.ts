/**
 * The files a place editor chose, uploaded after the place is saved (part 1 §4: "upload the
 * pending files (PDFs, photos, 360 views)", in that order) through /api/upload (upload.ts) with
 * idplace and type pdf / foto / view360 (`pdf[]` + `pdftitle[]`, `foto[]` + `attrib[]`,
 * `view360[]`). One request per file, so the screen can show each file's progress and a refused
 * file does not take the others of its kind with it. `report` hears each kind start, succeed or
 * fail (the toasts of §8); `onFile` hears each file. A lost session stops everything (it rejects,
 * and the panel logs out).
 * Photos found by the maps service are uploaded like any other photo: the browser fetches each
 * chosen one from the maps service first (a photo that cannot be fetched fails alone), and the one
 * chosen as cover is sent with cover=1.
 */
import { toApiError } from './errors';
import { isNewMapsPhoto, keptPhotos, type FileValue } from './placeInput';
import { uploadFiles, type UploadFieldValue } from './upload';

export const PLACE_MEDIA_KINDS = ['pdf', 'foto', 'view360'] as const;
export type PlaceMediaKind = (typeof PLACE_MEDIA_KINDS)[number];

/** One chosen file waiting to be uploaded: a file from the desktop, or a maps photo fetched first. */
export interface PendingUpload {
  type: PlaceMediaKind;
  /** The file, or where to fetch it from (a maps photo). */
  file: File | { url: string };
  name: string;
  /** The PDF's title or the photo's attribution. */
  text: string;
  /** Make this photo the place's cover. */
  cover?: boolean;
}

/** Why a maps photo could not be uploaded when the browser could not fetch it. */
export const MAPS_PHOTO_UNREACHABLE = 'No se pudo descargar la foto del mapa';

export type UploadState = 'waiting' | 'working' | 'ok' | 'error';
export type MediaReport = (kind: PlaceMediaKind, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;
export type FileReport = (index: number, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;

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

/** A maps photo's bytes as a File (its name from the address); refused when it cannot be fetched. */
async function fetchedFile(url: string, name: string): Promise<File> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    throw new Error(MAPS_PHOTO_UNREACHABLE);
  }
  if (!response.ok) throw new Error(MAPS_PHOTO_UNREACHABLE);
  const blob = await response.blob();
  const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `${name.replace(/[^\p{L}\p{N} _-]+/gu, ' ').trim() || 'mapa'}.${ext}`, { type: blob.type || 'image/jpeg' });
}

/** The multipart fields and file of one upload. */
export function mediaForm(
  upload: PendingUpload & { file: File },
  idplace: number,
): { fields: Record<string, UploadFieldValue>; files: Record<string, File[]> } {
  const base = { type: upload.type, idplace };
  const text = upload.text.trim();
  if (upload.type === 'pdf') return { fields: { ...base, 'pdftitle[]': [text] }, files: { 'pdf[]': [upload.file] } };
  if (upload.type === 'foto') {
    const cover = upload.cover ? { cover: 1 } : {};
    return { fields: { ...base, ...cover, 'attrib[]': [text] }, files: { 'foto[]': [upload.file] } };
  }
  return { fields: base, files: { 'view360[]': [upload.file] } };
}

/** Uploads every pending file, kind by kind; answers whether all of them were stored. */
export async function uploadPlaceMedia(
  idplace: number,
  uploads: PendingUpload[],
  report: MediaReport,
  onFile: FileReport = () => undefined,
): Promise<boolean> {
  let allStored = true;
  for (const kind of PLACE_MEDIA_KINDS) {
    const ofKind = uploads.flatMap((upload, index) => (upload.type === kind ? [{ upload, index }] : []));
    if (!ofKind.length) continue;
    report(kind, 'working');
    let refused: string | undefined;
    for (const { upload, index } of ofKind) {
      onFile(index, 'working');
      try {
        const file = upload.file instanceof File ? upload.file : await fetchedFile(upload.file.url, upload.name);
        const form = mediaForm({ ...upload, file }, idplace);
        await uploadFiles(form.fields, form.files);
        onFile(index, 'ok');
      } catch (error) {
        const refusal = toApiError(error);
        if (refusal.isUnauthenticated) throw refusal;
        refused ??= refusal.message;
        onFile(index, 'error', refusal.message);
      }
    }
    if (refused === undefined) report(kind, 'ok');
    else {
      allStored = false;
      report(kind, 'error', refused);
    }
  }
  return allStored;
}
