/**
 * The latest 5 places (part 1 §2): name, city, province, category, description word count, photo
 * count, status icon, date; edit link and an eye icon to the public page (new tab).
 */
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { publicPlaceUrl } from '../../runtimeConfig';
import { StatusIcon, statusLabel } from '../../resources/places/status';
import { shortDate, spanishWords, wordsDetail } from './format';
import type { LatestPlace } from '../../dataProvider/custom/dashboard';

const wide = { display: { xs: 'none', md: 'table-cell' } };
const medium = { display: { xs: 'none', sm: 'table-cell' } };

export const LatestPlaces = ({ places }: { places: LatestPlace[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dashboard.place.${key}`, options);
  if (places.length === 0) return <Typography color="text.secondary">{translate('app.dashboard.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.dashboard.latest_places')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell sx={medium}>{t('city')}</TableCell>
          <TableCell sx={wide}>{t('province')}</TableCell>
          <TableCell sx={wide}>{t('category')}</TableCell>
          <TableCell sx={wide} align="right">{t('words')}</TableCell>
          <TableCell sx={wide} align="right">{t('photos')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell sx={medium}>{t('date')}</TableCell>
          <TableCell>{t('actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {places.map(place => {
          const status = translate(statusLabel(place.published));
          return (
            <TableRow key={place.idplace} data-idplace={place.idplace}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{place.name}</TableCell>
              <TableCell sx={medium}>{place.city}</TableCell>
              <TableCell sx={wide}>{place.province}</TableCell>
              <TableCell sx={wide}>{place.category.map(c => c.text).join(', ')}</TableCell>
              <TableCell sx={wide} align="right" title={t('words_detail', { detail: wordsDetail(place.descriptsLen) || '0' })}>
                {spanishWords(place.descriptsLen)}
              </TableCell>
              <TableCell sx={wide} align="right">{place.numphotos}</TableCell>
              <TableCell>
                <StatusIcon state={place.published} fontSize="small" titleAccess={status} sx={{ verticalAlign: 'middle' }} />
              </TableCell>
              <TableCell sx={{ ...medium, whiteSpace: 'nowrap' }}>{shortDate(place.create_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" color="primary" component={Link} to={`/places/${place.idplace}`} aria-label={t('edit', { name: place.name })}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  component="a"
                  href={publicPlaceUrl(place.idplace, place.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('view', { name: place.name })}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
