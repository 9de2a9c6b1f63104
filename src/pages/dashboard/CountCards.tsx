/**
 * The dashboard's counts (part 1 §2): places (total, published, drafts, closed, temporarily closed,
 * new in the last month), users (total, last month), reviews (total, last month). Each card links
 * to the list it counts (place cards with the matching state filter).
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CountKey, DashboardData } from '../../dataProvider/custom/dashboard';

const placesWith = (published?: number) =>
  `/places?${new URLSearchParams({ filter: JSON.stringify(published === undefined ? {} : { published }), page: '1' })}`;

const CARDS: { key: CountKey; label: string; to: string }[] = [
  { key: 'places', label: 'places', to: placesWith() },
  { key: 'published', label: 'published', to: placesWith(1) },
  { key: 'drafts', label: 'drafts', to: placesWith(0) },
  { key: 'closed', label: 'closed', to: placesWith(2) },
  { key: 'tempClosed', label: 'temp_closed', to: placesWith(3) },
  { key: 'newPlaces', label: 'new_places', to: '/places' },
  { key: 'users', label: 'users', to: '/users' },
  { key: 'newUsers', label: 'new_users', to: '/users' },
  { key: 'reviews', label: 'reviews', to: '/reviews' },
  { key: 'newReviews', label: 'new_reviews', to: '/reviews' },
];

const number = new Intl.NumberFormat('es-ES');

export const CountCards = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
      }}
    >
      {CARDS.map(({ key, label, to }) => (
        <Card component="li" key={key} variant="outlined">
          <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Typography variant="body2" color="text.secondary" data-count-label={key}>
                {translate(`app.dashboard.counts.${label}`)}
              </Typography>
              <Typography variant="h4" component="p" data-count={key} data-value={data[key]}>
                {number.format(data[key])}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
};
