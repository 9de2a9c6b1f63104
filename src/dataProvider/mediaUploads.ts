/**
 * Files chosen in a form, uploaded after their record is saved (part 1 §4 for places, part 2 §7
 * for events) through /api/upload (upload.ts) with the record's id under its own name (`idplace`,
 * `idevent`) and type pdf / foto / view360 (`pdf[]` + `pdftitle[]`, `foto[]` + `attrib[]`,
 * `view360[]`), kind by kind in that order. One request per file, so the screen can show each
 * file's progress and a refused file does not take the others of its kind with it. `report`
 * hears each kind start, succeed or fail (the toasts of §8); `onFile` hears each file. A lost
 * session stops everything (it rejects, and the panel logs out).
 * A file may also be an address the browser fetches first (a photo found by the maps service):
 * one that cannot be fetched fails alone.
 */
import { toApiError } from './errors';
import { uploadFiles, type UploadFieldValue } from './upload';

export const MEDIA_KINDS = ['pdf', 'foto', 'view360'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Whose files they are: the record's id under the name the upload form gives it ({idevent: 12}). */
export type MediaOwner = Record<string, number>;

/** One chosen file waiting to be uploaded: a file from the desktop, or a photo fetched first. */
export interface PendingUpload {
  type: MediaKind;
  /** The file, or where to fetch it from (a maps photo). */
  file: File | { url: string };
  name: string;
  /** The PDF's title or the photo's attribution. */
  text: string;
  /** Make this photo the record's cover. */
  cover?: boolean;
}

/** Why a photo could not be uploaded when the browser could not fetch it. */
export const MAPS_PHOTO_UNREACHABLE = 'No se pudo descargar la foto del mapa';

export type UploadState = 'waiting' | 'working' | 'ok' | 'error';
export type MediaReport = (kind: MediaKind, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;
export type FileReport = (index: number, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;

/** A photo's bytes as a File (its name from the address); refused when it cannot be fetched. */
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
export function ownedMediaForm(
  upload: PendingUpload & { file: File },
  owner: MediaOwner,
): { fields: Record<string, UploadFieldValue>; files: Record<string, File[]> } {
  const base = { type: upload.type, ...owner };
  const text = upload.text.trim();
  if (upload.type === 'pdf') return { fields: { ...base, 'pdftitle[]': [text] }, files: { 'pdf[]': [upload.file] } };
  if (upload.type === 'foto') {
    const cover = upload.cover ? { cover: 1 } : {};
    return { fields: { ...base, ...cover, 'attrib[]': [text] }, files: { 'foto[]': [upload.file] } };
  }
  return { fields: base, files: { 'view360[]': [upload.file] } };
}

/** Uploads every pending file, kind by kind; answers whether all of them were stored. */
export async function uploadMedia(
  owner: MediaOwner,
  uploads: PendingUpload[],
  report: MediaReport,
  onFile: FileReport = () => undefined,
): Promise<boolean> {
  let allStored = true;
  for (const kind of MEDIA_KINDS) {
    const ofKind = uploads.flatMap((upload, index) => (upload.type === kind ? [{ upload, index }] : []));
    if (!ofKind.length) continue;
    report(kind, 'working');
    let refused: string | undefined;
    for (const { upload, index } of ofKind) {
      onFile(index, 'working');
      try {
        const file = upload.file instanceof File ? upload.file : await fetchedFile(upload.file.url, upload.name);
        const form = ownedMediaForm({ ...upload, file }, owner);
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
