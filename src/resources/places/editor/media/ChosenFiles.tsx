/**
 * The new files of one FileInput value (photoFiles, pdfFiles, view360Files), each with what it
 * is sent with (a photo's attribution, a PDF's title: within the upload's length), a thumbnail for images, 'Se subirá al
 * guardar', and a button to take it out again (nothing was uploaded yet: no confirmation).
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { ChosenFile } from './types';
import { useFormList } from './useFormList';
import { validatorsOf } from '../../../../wizard';
import { usePlaceValidators } from '../validation/placeValidators';

interface Props {
  source: string;
  /** The text field of each entry ('attrib', 'title') and its label message (gets %{name}). */
  field?: { name: string; label: string };
  thumbnails?: boolean;
}

export const ChosenFiles = ({ source, field, thumbnails = false }: Props) => {
  const translate = useTranslate();
  const [files, setFiles] = useFormList<ChosenFile>(source);
  const validators = usePlaceValidators();
  if (files.length === 0) return null;
  return (
    <List dense aria-label={translate('app.placeMedia.pending')}>
      {files.map((file, index) => {
        const name = file.rawFile?.name ?? file.title ?? '';
        return (
          <ListItem key={`${name}-${index}`} disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
            {thumbnails && file.src && (
              <Box component="img" src={file.src} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} />
            )}
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Chip size="small" label={translate('app.placeMedia.pending')} />
              </Stack>
              {field && (
                <TextInput
                  source={`${source}.${index}.${field.name}`}
                  label={translate(field.label, { name })}
                  helperText={false}
                  validate={validatorsOf(validators, `${source}.${index}.${field.name}`)}
                  fullWidth
                />
              )}
            </Stack>
            <IconButton
              aria-label={translate('app.placeMedia.remove_new', { name })}
              title={translate('app.placeMedia.remove_new', { name })}
              onClick={() => setFiles(files.filter((_, i) => i !== index))}
            >
              <CloseIcon />
            </IconButton>
          </ListItem>
        );
      })}
    </List>
  );
};
