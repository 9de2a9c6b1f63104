/**
 * One photo of the gallery: the picture (a button that zooms it), 'Guardar la foto N' (kept or
 * not), 'Portada' (one radio group for all photos), for a saved photo whether it stays or is
 * deleted when saving, and for one found by the maps service where it comes from (photo or street view).
 */
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Box, ButtonBase, Card, CardContent, Checkbox, Chip, FormControlLabel, Radio, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isNewMapsPhoto } from '../../../../dataProvider/placeInput';
import type { PhotoValue } from './types';

/** Attribution is HTML from the maps service: shown as its text only. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

interface Props {
  photo: PhotoValue;
  n: number;
  groupName: string;
  onSelect: (selected: boolean) => void;
  onCover: () => void;
  onZoom: () => void;
}

export const PhotoCard = ({ photo, n, groupName, onSelect, onCover, onZoom }: Props) => {
  const translate = useTranslate();
  const attribution = textOf(photo.attrib ?? '');
  return (
    // a photo not kept is dimmed in its picture and framed with a dashed border: its texts and
    // controls keep their full contrast (a dimmed card took them under 4.5:1)
    <Card
      variant="outlined"
      sx={{
        borderColor: photo.cover ? 'primary.main' : undefined,
        borderStyle: photo.selected ? 'solid' : 'dashed',
        bgcolor: photo.selected ? undefined : 'grey.50',
      }}
    >
      <ButtonBase
        onClick={onZoom}
        aria-label={translate('app.placeMedia.zoom', { n })}
        sx={{ display: 'block', width: '100%', position: 'relative' }}
      >
        <Box
          component="img"
          src={photo.url}
          alt=""
          sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block', opacity: photo.selected ? 1 : 0.5 }}
        />
        <ZoomInIcon sx={{ position: 'absolute', right: 4, bottom: 4, color: 'common.white' }} />
      </ButtonBase>
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" alignItems="center" flexWrap="wrap">
          <FormControlLabel
            control={<Checkbox checked={photo.selected} onChange={(event) => onSelect(event.target.checked)} />}
            label={translate('app.placeMedia.keep_photo', { n })}
          />
          <FormControlLabel
            control={
              <Radio
                name={groupName}
                checked={photo.cover}
                onChange={onCover}
                slotProps={{ input: { 'aria-label': translate('app.placeMedia.cover_choice', { n }) } }}
              />
            }
            label={translate('app.placeMedia.cover')}
          />
        </Stack>
        {photo.id !== undefined && (
          <Chip
            size="small"
            label={translate(photo.selected ? 'app.placeMedia.saved' : 'app.placeMedia.will_remove')}
            // the warning look of MUI's standard Alert (white on the warning orange is 3.1:1)
            sx={photo.selected ? undefined : { bgcolor: '#fff4e5', color: '#663c00', border: 1, borderColor: '#ed6c02' }}
          />
        )}
        {isNewMapsPhoto(photo) && <Chip size="small" variant="outlined" label={photo.mapsName ?? translate('app.placeMedia.from_map')} />}
        {attribution && (
          <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
            {attribution}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
