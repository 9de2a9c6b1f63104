/** A 50 px cover thumbnail; a placeholder icon when the place has no cover or it fails to load. */
import { useState } from 'react';
import { Box } from '@mui/material';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { useRecordContext, useTranslate } from 'react-admin';

const SIZE = 50;

export const PlaceThumb = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  if (!record) return null;
  const url = typeof record.coverUrl === 'string' && record.coverUrl ? record.coverUrl : null;
  if (!url || broken) {
    return (
      <Box
        role="img"
        aria-label={translate('app.places.no_cover')}
        sx={{
          width: SIZE,
          height: SIZE,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.disabled',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <ImageNotSupportedOutlinedIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={translate('app.places.cover_of', { name: record.name })}
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};
