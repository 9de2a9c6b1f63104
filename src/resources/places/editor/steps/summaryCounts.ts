/**
 * The summary's counts (part 1 §2 step 5): the photos, PDFs and 360º views the place will have —
 * kept ones (saved, by URL, found by the maps service) plus chosen files, those removed left out —
 * and how many of them are uploaded after the save (pendingUploadsOf, what the save uploads); the
 * service questions answered (1 to 5) out of those shown.
 */
import { keptPhotos, removedFiles, type PlaceFormValues } from '../../../../dataProvider/placeInput';
import { pendingUploadsOf } from '../../../../dataProvider/placeMedia';

interface Count {
  total: number;
  uploads: number;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function mediaCounts(values: Partial<PlaceFormValues>): { photos: Count; pdfs: Count; views360: Count } {
  const pending = pendingUploadsOf(values as never);
  const uploads = (type: string) => pending.filter((upload) => upload.type === type).length;
  const removed = new Set(removedFiles(values));
  const stored = (items: unknown) => list(items).filter((item) => !removed.has(Number((item as { idmedia?: number }).idmedia))).length;
  const desktop = list(values.photoFiles).filter((file) => (file as { rawFile?: unknown })?.rawFile).length;
  return {
    photos: { total: keptPhotos(values.photos).length + desktop, uploads: uploads('foto') },
    pdfs: { total: stored(values.pdfs) + uploads('pdf'), uploads: uploads('pdf') },
    views360: { total: stored(values.views360) + uploads('view360'), uploads: uploads('view360') },
  };
}

export function serviceAnswers(services: unknown): { answered: number; total: number } {
  const answers = list(services) as { points?: unknown }[];
  return { answered: answers.filter((answer) => Number(answer?.points) > 0).length, total: answers.length };
}
