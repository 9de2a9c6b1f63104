/**
 * The files a place editor chose, uploaded after the place is saved (part 1 §4: "upload the
 * pending files (PDFs, photos, 360 views)", in that order) through /api/upload (upload.ts) with
 * idplace and type pdf / foto / view360 (`pdf[]` + `pdftitle[]`, `foto[]` + `attrib[]`,
 * `view360[]`). One request per file, so the screen can show each file's progress and a refused
 * file does not take the others of its kind with it. `report` hears each kind start, succeed or
 * fail (the toasts of §8); `onFile` hears each file. A lost session stops everything (it rejects,
 * and the panel logs out).
 */
import { toApiError } from './errors';
import type { FileValue } from './placeInput';
import { uploadFiles, type UploadFieldValue } from './upload';

export const PLACE_MEDIA_KINDS = ['pdf', 'foto', 'view360'] as const;
export type PlaceMediaKind = (typeof PLACE_MEDIA_KINDS)[number];

/** One chosen file waiting to be uploaded. */
export interface PendingUpload {
  type: PlaceMediaKind;
  file: File;
  name: string;
  /** The PDF's title or the photo's attribution. */
  text: string;
}

export type UploadState = 'waiting' | 'working' | 'ok' | 'error';
export type MediaReport = (kind: PlaceMediaKind, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;
export type FileReport = (index: number, state: Exclude<UploadState, 'waiting'>, detail?: string) => void;

interface MediaFiles {
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
    ...withFile(values.photoFiles).map(entry('foto', (f) => f.attrib)),
    ...withFile(values.view360Files).map(entry('view360', () => '')),
  ];
}

/** The multipart fields and file of one upload. */
export function mediaForm(
  upload: PendingUpload,
  idplace: number,
): { fields: Record<string, UploadFieldValue>; files: Record<string, File[]> } {
  const base = { type: upload.type, idplace };
  const text = upload.text.trim();
  if (upload.type === 'pdf') return { fields: { ...base, 'pdftitle[]': [text] }, files: { 'pdf[]': [upload.file] } };
  if (upload.type === 'foto') return { fields: { ...base, 'attrib[]': [text] }, files: { 'foto[]': [upload.file] } };
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
        const form = mediaForm(upload, idplace);
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
