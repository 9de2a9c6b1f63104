/** A row's actions: edit (the place editor), delete (with confirmation), view (public page, new tab). */
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { publicPlaceUrl } from '../../runtimeConfig';
import { PlaceDeleteButton } from './PlaceDeleteButton';

export const PlaceRowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate('app.places.edit');
  const view = translate('app.places.view');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={edit}>
        <IconButton size="small" component={Link} to={`/places/${record.id}`} aria-label={`${edit}: ${record.name}`} color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <PlaceDeleteButton />
      <Tooltip title={view}>
        <IconButton
          size="small"
          component="a"
          href={publicPlaceUrl(Number(record.id), record.slug as string | undefined)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${view}: ${record.name}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
