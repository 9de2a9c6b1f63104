/**
 * Files saved after their record, for every resource whose table row declares `upload`
 * (API.md "Uploads": "images are uploaded separately after save", with the new or existing id).
 * One path for every resource with files: react-admin's withLifecycleCallbacks runs it after
 * create and update. A new file is react-admin's ImageInput value ({rawFile, src}); a kept image
 * is its URL and is left alone.
 * The record is saved even when its file is refused: the answer then carries the refusal in
 * UPLOAD_FAILED, so the screen says plainly that the record was saved and the file was not
 * (throwing would make the form believe nothing was saved, and a second Save would duplicate it).
 */
import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { toApiError } from './errors';
import { OPERATIONS } from './operations';
import type { UploadSpec } from './types';
import { uploadFiles } from './upload';
import { newFileOf, UPLOAD_FAILED } from './fileValues';

function saveFileAfter(spec: UploadSpec) {
  return async ({ [UPLOAD_FAILED]: _earlier, ...record }: RaRecord): Promise<RaRecord> => {
    const file = newFileOf(record[spec.field]);
    if (!file) return record;
    try {
      const [stored] = await uploadFiles({ type: spec.type, id: record.id }, { file });
      // the server's own rule: an image without a thumbnail is its own thumbnail
      return { ...record, [spec.field]: stored?.url ?? null, thumb: stored?.thumb ?? stored?.url ?? null };
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.isUnauthenticated) throw refusal;
      // the file is not stored: the record keeps whatever thumbnail it had (none when new)
      return { ...record, [spec.field]: null, [UPLOAD_FAILED]: refusal.message };
    }
  };
}

/**
 * afterCreate and afterUpdate for every resource that declares an upload (not afterSave: for
 * updateMany, react-admin would read every record again first, and bulk edits carry no files).
 */
export const uploadCallbacks: ResourceCallbacks[] = Object.entries(OPERATIONS).flatMap(([resource, entry]) => {
  if (!entry.upload) return [];
  const save = saveFileAfter(entry.upload);
  const after = async <R extends { data: RaRecord }>(result: R): Promise<R> => ({ ...result, data: await save(result.data) });
  return [{ resource, afterCreate: after, afterUpdate: after }];
});
