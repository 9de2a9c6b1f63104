/**
 * The place's photos (part 1 §2 step 2, §4): saved ones on edit and those found or added by URL,
 * each kept or not, exactly one cover among the kept ones (if none is marked the first kept one
 * is the cover), click to zoom, select all / deselect all, 'No se han encontrado fotos' when
 * there are none. Photos by URL are added in the desktop photos section (DesktopPhotos). On edit a saved photo left unselected is deleted when saving (its idmedia is
 * in remove_files while it is unselected); the help text says so.
 */
import { useEffect, useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { withOneCover } from '../../../../../domain';
import { chooseCover, removalsAfter, selectPhotos } from './photoSelection';
import { PhotoCard } from './PhotoCard';
import { PhotoZoomDialog } from './PhotoZoomDialog';
import { MEDIA_FIELDS, type PhotoValue } from './types';
import { useFormList } from './useFormList';

export const PhotoGallery = () => {
  const translate = useTranslate();
  const isEdit = useRecordContext()?.id != null;
  const groupName = useId();
  const [photos, setPhotos] = useFormList<PhotoValue>(MEDIA_FIELDS.photos);
  const [removeFiles, setRemoveFiles] = useFormList<number>(MEDIA_FIELDS.removeFiles);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const { setValue } = useFormContext();

  // photos as loaded or found may have no cover (or several): the rule applies at once, without making the form dirty
  useEffect(() => {
    const normal = withOneCover(photos);
    if (normal !== photos) setValue(MEDIA_FIELDS.photos, normal);
  }, [photos, setValue]);

  const change = (next: PhotoValue[]) => {
    setPhotos(next);
    const removals = removalsAfter(next, removeFiles);
    if (removals.join() !== removeFiles.join()) setRemoveFiles(removals);
  };
  const all = photos.map((_, index) => index);
  const title = (n: number) => translate('app.placeMedia.photo', { n });

  return (
    <Stack component="section" spacing={1} aria-labelledby={`${groupName}-title`}>
      <Typography variant="h6" component="h3" id={`${groupName}-title`}>
        {translate('app.placeMedia.photos')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(isEdit ? 'app.placeMedia.photos_help_edit' : 'app.placeMedia.photos_help_create')}
      </Typography>
      {photos.length === 0 ? (
        <Typography>{translate('app.placeMedia.no_photos')}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => change(selectPhotos(photos, all, true))}>{translate('app.placeMedia.select_all')}</Button>
            <Button onClick={() => change(selectPhotos(photos, all, false))}>{translate('app.placeMedia.deselect_all')}</Button>
          </Stack>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
          >
            {photos.map((photo, index) => (
              <li key={photo.id ?? `${photo.url}-${index}`}>
                <PhotoCard
                  photo={photo}
                  n={index + 1}
                  groupName={groupName}
                  onSelect={(selected) => change(selectPhotos(photos, [index], selected))}
                  onCover={() => change(chooseCover(photos, index))}
                  onZoom={() => setZoomed(index)}
                />
              </li>
            ))}
          </Box>
        </>
      )}
      <PhotoZoomDialog
        photo={zoomed !== null && photos[zoomed] ? { url: photos[zoomed].url, title: title(zoomed + 1) } : null}
        onClose={() => setZoomed(null)}
      />
    </Stack>
  );
};
