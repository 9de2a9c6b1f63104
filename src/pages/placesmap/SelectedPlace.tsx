/** The place whose marker was clicked: its name, a link to its editor and a zoom to it (zoom 16). */
import { Box, IconButton, Link, Paper, Stack, Typography, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MapMarker } from '../../maps';

interface Props {
  place: MapMarker;
  onZoom: () => void;
  onClose: () => void;
}

export const SelectedPlace = ({ place, onZoom, onClose }: Props) => {
  const translate = useTranslate();
  return (
    <Paper
      elevation={4}
      role="dialog"
      aria-label={place.title}
      sx={{ position: 'absolute', left: 12, bottom: 28, zIndex: 1001, p: 1.5, pr: 5, maxWidth: 'min(360px, calc(100% - 24px))' }}
    >
      <IconButton size="small" aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {place.title}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/places/${place.id}`} underline="hover">
          {translate('app.page.editplaces')}
        </Link>
        <Box sx={{ flex: 1 }} />
        <Button size="small" startIcon={<ZoomInIcon />} onClick={onZoom}>
          {translate('app.placesmap.zoom_to_place')}
        </Button>
      </Stack>
    </Paper>
  );
};
