/**
 * The modal's image: a preview (the chosen file, else the entry's current image, else the
 * placeholder), a button that opens the file picker, and the file's name. The file is only kept
 * here; it is uploaded after the entry is saved. A file that is not JPEG, PNG, WebP or GIF, or is
 * too big, is refused at once with a Spanish message.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { ImageThumb } from './ImageThumb';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/**
 * The largest file the panel sends: the ceiling of the server's UPLOAD_MAX_MB. A smaller cap set on
 * the server is answered by the server itself ('El archivo es demasiado grande (máximo N MB)').
 */
export const IMAGE_MAX_MB = 100;

interface Props {
  id: string;
  image: string | null;
  file: File | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
  disabled?: boolean;
}

/** null when the file can be sent, else the i18n key and arguments of the refusal. */
export function imageProblem(file: File): [string, Record<string, unknown>] | null {
  if (!IMAGE_TYPES.includes(file.type)) return ['app.reference.image_error.type', {}];
  if (file.size > IMAGE_MAX_MB * 1024 * 1024) return ['app.reference.image_error.size', { mb: IMAGE_MAX_MB }];
  return null;
}

export const ImageInput = ({ id, image, file, error, onChange, disabled }: Props) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) onChange(null, translate(problem[0], problem[1]));
    else onChange(chosen);
  };

  const helpId = `${id}-help`;
  return (
    <Box>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} component="label" htmlFor={id} sx={{ display: 'block', mb: 1 }}>
        {translate('app.reference.field.image')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <ImageThumb src={preview ?? image} size={96} alt={translate(file ? 'app.reference.field.new_image' : 'app.reference.field.current_image', { name: file?.name ?? '' })} />
        <Stack spacing={1} alignItems="flex-start" sx={{ minWidth: 0 }}>
          <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={disabled} aria-describedby={helpId}>
            {translate(image || file ? 'app.reference.action.change_image' : 'app.reference.action.choose_image')}
          </Button>
          {file && (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('app.reference.field.new_image', { name: file.name })}
              </Typography>
              <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
                {translate('app.reference.action.forget_image')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-describedby={helpId}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? translate('app.reference.field.image_later')}
      </FormHelperText>
    </Box>
  );
};
