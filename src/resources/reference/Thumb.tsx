/**
 * An entry's image in a list: react-admin's ImageField, 50 px square (part 2 §9), named after the
 * Spanish text; without an image, the default placeholder: a grey square labelled 'Sin imagen'.
 */
import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { ImageField, useRecordContext, useTranslate } from 'react-admin';

const SIZE = 50;
const frame = { width: SIZE, height: SIZE, borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 } as const;

export const Thumb = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record?.thumb && !record?.image) {
    return (
      <Box
        role="img"
        aria-label={translate('app.reference.no_image')}
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'grey.600' }}
      >
        <ImageIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <ImageField
      source={record.thumb ? 'thumb' : 'image'}
      title="text.es"
      sx={{ '& .RaImageField-image': { ...frame, m: 0, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' } }}
    />
  );
};
