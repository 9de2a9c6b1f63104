/**
 * The media values of the editor's form (issue 9 contract, "Panel form values"): photos kept or
 * not and the cover, new files waiting to be uploaded after save, and the ids to delete.
 */

/** A photo: existing ones carry `id` (idmedia); URL photos added by staff or found by the maps search have none. */
export interface PhotoValue {
  id?: number;
  url: string;
  attrib: string;
  cover: boolean;
  selected: boolean;
}

/** A react-admin FileInput value: the chosen File, its preview URL and name. */
export interface ChosenFile {
  rawFile: File;
  src?: string;
  title?: string;
}

export interface PhotoFileValue extends ChosenFile {
  attrib: string;
}

export interface PdfFileValue extends ChosenFile {
  title: string;
}

export interface VideoValue {
  id?: number;
  url: string;
  name: string;
}

/** Existing PDFs and 360º views as the place reads them. */
export interface StoredPdf {
  idmedia: number;
  url: string;
  name: string;
}

export interface StoredView360 {
  idmedia: number;
  url: string;
}

/** Form field names of the media step. */
export const MEDIA_FIELDS = {
  photos: 'photos',
  photoFiles: 'photoFiles',
  videos: 'videos',
  pdfs: 'pdfs',
  pdfFiles: 'pdfFiles',
  views360: 'views360',
  view360Files: 'view360Files',
  removeFiles: 'remove_files',
} as const;
