/**
 * The media values of the editor's form (issue 9 contract, "Panel form values"): photos kept or
 * not and the cover, new files waiting to be uploaded after save, and the ids to delete.
 */

/** Photos (existing ones carry `id`, the idmedia; URL photos have none) and videos: the form values the data provider sends. */
export type { PhotoValue, VideoValue } from '../../../../dataProvider/placeInput';

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
