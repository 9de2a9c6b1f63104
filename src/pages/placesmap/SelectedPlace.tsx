/**
 * The place whose marker was clicked: its name, a link to its editor and a zoom to it (zoom 16).
 * A non-modal dialog named by its heading: it takes the focus when it opens (a keyboard user lands
 * on it after Enter on a marker), Escape or the close button closes it and gives the focus back.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
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
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef<Element | null>(null);

  // Each place shown: remember where the focus was (a marker), unless already inside the card.
  useEffect(() => {
    const active = document.activeElement;
    if (!card.current?.contains(active)) before.current = active;
    heading.current?.focus();
  }, [place]);

  const close = () => {
    onClose();
    const back = before.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <Paper
      ref={card}
      elevation={4}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      sx={{ position: 'absolute', left: 12, bottom: 28, zIndex: 1001, p: 1.5, pr: 5, maxWidth: 'min(360px, calc(100% - 24px))' }}
    >
      <IconButton size="small" aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography
        ref={heading}
        id={titleId}
        tabIndex={-1}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', outline: 'none' }}
      >
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
