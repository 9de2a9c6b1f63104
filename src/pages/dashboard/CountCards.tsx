/**
 * The dashboard's counts (part 1 §2): places (total, published, drafts, closed, temporarily closed,
 * new in the last month), users (total, last month: not on an editor's dashboard), reviews (total, last month). Each card opens
 * the list it counts with exactly that filter, whatever state the list was left in (an explicit
 * filter in the URL wins over the remembered one; the totals ask for no filter).
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PLACE_STATE } from '../../../domain';
import type { CountKey, DashboardData } from '../../dataProvider/custom/dashboard';

/** A react-admin list URL with that filter, from page 1. */
export const listWith = (resource: string, filter: Record<string, unknown> = {}) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' })}`;

/** The dashboard counts the last month as `lastmonths: 1`, like the lists' filter. */
const LAST_MONTH = { lastmonths: 1 };

const CARDS: { key: CountKey; label: string; to: string }[] = [
  { key: 'places', label: 'places', to: listWith('places') },
  { key: 'published', label: 'published', to: listWith('places', { published: PLACE_STATE.published }) },
  { key: 'drafts', label: 'drafts', to: listWith('places', { published: PLACE_STATE.draft }) },
  { key: 'closed', label: 'closed', to: listWith('places', { published: PLACE_STATE.closed }) },
  { key: 'tempClosed', label: 'temp_closed', to: listWith('places', { published: PLACE_STATE.tempClosed }) },
  { key: 'newPlaces', label: 'new_places', to: listWith('places', LAST_MONTH) },
  { key: 'users', label: 'users', to: listWith('users') },
  { key: 'newUsers', label: 'new_users', to: listWith('users', LAST_MONTH) },
  { key: 'reviews', label: 'reviews', to: listWith('reviews') },
  { key: 'newReviews', label: 'new_reviews', to: listWith('reviews', LAST_MONTH) },
];

const number = new Intl.NumberFormat('es-ES');

export const CountCards = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
      }}
    >
      {CARDS.filter(({ key }) => typeof data[key] === 'number').map(({ key, label, to }) => (
        <Card component="li" key={key} variant="outlined">
          <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Typography variant="body2" color="text.secondary" data-count-label={key}>
                {translate(`app.dashboard.counts.${label}`)}
              </Typography>
              <Typography variant="h4" component="p" data-count={key} data-value={data[key]}>
                {number.format(data[key] ?? 0)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
};
