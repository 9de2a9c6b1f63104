/**
 * A square thumbnail (50 px in lists, part 2 §9) or, when there is no image or it fails to load,
 * the default placeholder: a grey square with an image icon, labelled 'Sin imagen'.
 */
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useTranslate } from 'react-admin';

export const ImageThumb = ({ src, size = 50, alt = '' }: { src: string | null | undefined; size?: number; alt?: string }) => {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  const frame = {
    width: size,
    height: size,
    borderRadius: 1,
    flexShrink: 0,
    border: 1,
    borderColor: 'divider',
  } as const;
  if (!src || broken) {
    return (
      <Box
        role="img"
        aria-label={translate('app.reference.field.no_image')}
        data-placeholder="true"
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'grey.500' }}
      >
        <ImageIcon fontSize={size > 60 ? 'large' : 'small'} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setBroken(true)}
      sx={{ ...frame, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
    />
  );
};
