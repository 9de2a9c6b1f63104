/**
 * The files the save flow uploads after create / update, in the spec's order (part 1 §4: PDFs,
 * photos, 360º views), with their upload `type` and names: what a per-file progress needs.
 */
import type { ChosenFile, PdfFileValue, PhotoFileValue } from './types';

export interface PendingUpload {
  type: 'pdf' | 'foto' | 'view360';
  file: File;
  name: string;
  /** The PDF's title or the photo's attribution. */
  text: string;
}

interface MediaFiles {
  pdfFiles?: PdfFileValue[] | null;
  photoFiles?: PhotoFileValue[] | null;
  view360Files?: ChosenFile[] | null;
}

const filesOf = <T extends ChosenFile>(list: T[] | null | undefined) =>
  (list ?? []).filter((entry): entry is T => typeof File !== 'undefined' && entry?.rawFile instanceof File);

export function pendingUploadsOf(values: MediaFiles): PendingUpload[] {
  return [
    ...filesOf(values.pdfFiles).map((entry) => ({
      type: 'pdf' as const,
      file: entry.rawFile,
      name: entry.rawFile.name,
      text: entry.title ?? '',
    })),
    ...filesOf(values.photoFiles).map((entry) => ({
      type: 'foto' as const,
      file: entry.rawFile,
      name: entry.rawFile.name,
      text: entry.attrib ?? '',
    })),
    ...filesOf(values.view360Files).map((entry) => ({ type: 'view360' as const, file: entry.rawFile, name: entry.rawFile.name, text: '' })),
  ];
}
