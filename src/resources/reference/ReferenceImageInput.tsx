/**
 * The entry's image in the modal: its current image, and react-admin's ImageInput for a new one
 * (drop it, or click / Enter on the drop zone to choose it). A new file is checked at once
 * (imageCheck: a real JPEG, PNG, WebP or GIF within the server's size cap) and uploaded after the
 * entry is saved (the provider's lifecycle). The form keeps the current image's URL until a new
 * file is chosen; 'No subir esta imagen' goes back to it. When the server refused the image of a
 * saved entry, the reason shows here until another file is chosen.
 */
import { useMemo } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { Button, ImageField, ImageInput, Labeled, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { runtimeConfig } from '../../runtimeConfig';
import { useReferenceDialog } from './dialogContext';
import { imageCheck } from './imageCheck';

/** The input shows a newly chosen file only ({rawFile, src, title}); a URL is the current image. */
const newFile = (value: unknown) => (value !== null && typeof value === 'object' ? value : null);

const chosen = (file: unknown, current: string | null) =>
  file instanceof File ? { rawFile: file, src: URL.createObjectURL(file), title: file.name } : current;

const NewImage = ({ current }: { current: string | null }) => {
  const translate = useTranslate();
  const file = useRecordContext<{ id: never; title?: string }>();
  const { setValue } = useFormContext();
  const text = translate('app.reference.field.new_image', { name: file?.title ?? '' });
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
      <ImageField source="src" title={text} sx={{ '& .RaImageField-image': { width: 96, height: 96, objectFit: 'cover', m: 0 } }} />
      <Stack spacing={1} alignItems="flex-start" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        <Button
          label="app.reference.action.forget_image"
          onClick={() => setValue('image', current, { shouldDirty: true, shouldValidate: true })}
        />
      </Stack>
    </Stack>
  );
};

export const ReferenceImageInput = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { refusal, clearRefusal } = useReferenceDialog();
  const maxMb = runtimeConfig().uploadMaxMb;
  const label = translate(`resources.${resource}.fields.image`);
  const validate = useMemo(() => imageCheck(label, maxMb), [label, maxMb]);
  // After a refused upload the record may keep only its (earlier) thumbnail: still the current image.
  const currentField = ['image', 'thumb'].find((field) => typeof record?.[field] === 'string' && record[field]);
  const current = currentField ? (record![currentField] as string) : null;
  return (
    <Stack spacing={1} sx={{ width: '100%', mt: 2 }}>
      {currentField && (
        <Labeled label="app.reference.field.current_image">
          <ImageField
            source={currentField}
            title={translate('app.reference.field.current_image')}
            sx={{ '& .RaImageField-image': { width: 96, height: 96, objectFit: 'cover', m: 0 } }}
          />
        </Labeled>
      )}
      <ImageInput
        source="image"
        label={label}
        validate={validate}
        format={newFile}
        parse={(file: unknown) => chosen(file, current)}
        onChange={clearRefusal}
        helperText={translate('app.reference.field.image_help', { mb: maxMb })}
        inputProps={{ 'aria-label': label }}
        sx={{
          // the preview's own remove button would be a second 'Eliminar' beside the entry's delete
          '& .previews .RaFileInputPreview-removeButton': { display: 'none' },
          // ImageInput shows preview buttons on hover only: 'No subir esta imagen' must always show
          '& .previews .RaFileInput-removeButton button': { position: 'static', opacity: 1 },
        }}
      >
        <NewImage current={current} />
      </ImageInput>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate('app.reference.field.image_refused', { reason: refusal })}
        </Alert>
      )}
    </Stack>
  );
};
