/**
 * The files a place editor chose, uploaded after the place is saved (part 1 §4: "upload the
 * pending files (PDFs, photos, 360 views)", in that order), one request per kind through
 * /api/upload (upload.ts) with idplace and type pdf / foto / view360 (issue 9 contract: `pdf[]` +
 * `pdftitle[]`, `foto[]` + `attrib[]`, `view360[]`). `report` hears each kind start, succeed or
 * fail, so the screen shows the toasts of §8. A refused kind does not stop the others; a lost
 * session does (it rejects, and the panel logs out).
 */
import { toApiError } from './errors';
import type { FileValue, PlaceFormValues } from './placeInput';
import { uploadFiles, type UploadFieldValue } from './upload';

export const PLACE_MEDIA_KINDS = ['pdf', 'foto', 'view360'] as const;
export type PlaceMediaKind = (typeof PLACE_MEDIA_KINDS)[number];

export type MediaReport = (kind: PlaceMediaKind, state: 'working' | 'ok' | 'error', detail?: string) => void;

const withFile = (list: unknown): FileValue[] =>
  (Array.isArray(list) ? (list as FileValue[]) : []).filter((f) => typeof File !== 'undefined' && f?.rawFile instanceof File);

/** The multipart fields and files of one kind, or null when there is nothing to send. */
export function mediaForm(
  kind: PlaceMediaKind,
  idplace: number,
  values: Partial<PlaceFormValues>,
): { fields: Record<string, UploadFieldValue>; files: Record<string, File[]> } | null {
  const base = { type: kind, idplace };
  if (kind === 'pdf') {
    const pdfs = withFile(values.pdfFiles);
    if (!pdfs.length) return null;
    return { fields: { ...base, 'pdftitle[]': pdfs.map((f) => (f.title ?? '').trim()) }, files: { 'pdf[]': pdfs.map((f) => f.rawFile) } };
  }
  if (kind === 'foto') {
    const photos = withFile(values.photoFiles);
    if (!photos.length) return null;
    return {
      fields: { ...base, 'attrib[]': photos.map((f) => (f.attrib ?? '').trim()) },
      files: { 'foto[]': photos.map((f) => f.rawFile) },
    };
  }
  const views = withFile(values.view360Files);
  return views.length ? { fields: base, files: { 'view360[]': views.map((f) => f.rawFile) } } : null;
}

/** Uploads every pending kind; answers whether all of them were stored. */
export async function uploadPlaceMedia(idplace: number, values: Partial<PlaceFormValues>, report: MediaReport): Promise<boolean> {
  let allStored = true;
  for (const kind of PLACE_MEDIA_KINDS) {
    const form = mediaForm(kind, idplace, values);
    if (!form) continue;
    report(kind, 'working');
    try {
      await uploadFiles(form.fields, form.files);
      report(kind, 'ok');
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.isUnauthenticated) throw refusal;
      allStored = false;
      report(kind, 'error', refusal.message);
    }
  }
  return allStored;
}
