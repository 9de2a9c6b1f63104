/**
 * Removing an existing PDF, video or 360º view (after the confirmation): its idmedia goes to the
 * form's remove_files, so the server deletes it when the place is saved. Until then the item
 * shows as 'Se eliminará al guardar' with 'Deshacer'.
 */
import { useCallback } from 'react';
import { MEDIA_FIELDS } from './types';
import { useFormList } from './useFormList';

export function useRemoveStored() {
  const [removeFiles, setRemoveFiles] = useFormList<number>(MEDIA_FIELDS.removeFiles);
  const isRemoved = useCallback((idmedia: number) => removeFiles.includes(idmedia), [removeFiles]);
  const remove = useCallback(
    (idmedia: number) => {
      if (!removeFiles.includes(idmedia)) setRemoveFiles([...removeFiles, idmedia]);
    },
    [removeFiles, setRemoveFiles],
  );
  const restore = useCallback(
    (idmedia: number) => setRemoveFiles(removeFiles.filter((id) => id !== idmedia)),
    [removeFiles, setRemoveFiles],
  );
  return { isRemoved, remove, restore };
}
