/**
 * Home dashboard 'Inicio' (part 1 §2): the buttons to add a place, add a quick place and view the
 * map; the counts; the latest 5 places and (administrators) the latest 5 users — all from ONE request
 * (dataProvider.getDashboard). The page never scrolls sideways: it is a one-column grid that may
 * shrink below its content's width, and each card's table adapts to the card (LatestTable).
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import MapIcon from '@mui/icons-material/Map';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SIZE_CONTAINER } from '../../components/containerColumns';
import { PageTitle } from '../../layout/PageTitle';
import { CountCards } from './CountCards';
import { LatestPlaces } from './LatestPlaces';
import { LatestUsers } from './LatestUsers';
import { useDashboardData } from './useDashboardData';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} sx={{ mb: 3, ...SIZE_CONTAINER }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Actions = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      <Button component={Link} to="/places/create" variant="contained" startIcon={<AddIcon />}>
        {translate('app.dashboard.add_place')}
      </Button>
      <Button component={Link} to="/places/quick" variant="outlined" startIcon={<BoltIcon />}>
        {translate('app.dashboard.add_place_quick')}
      </Button>
      <Button component={Link} to="/places/map" variant="outlined" startIcon={<MapIcon />}>
        {translate('app.dashboard.view_map')}
      </Button>
    </Box>
  );
};

export const Dashboard = () => {
  const translate = useTranslate();
  const state = useDashboardData();
  return (
    // A grid track of minmax(0, 1fr): the page's width never grows with its content.
    <Box sx={{ pb: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle title="app.page.main" />
      <Actions />
      {state.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('app.dashboard.loading')}</Typography>
        </Box>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.retry}>
              {translate('app.dashboard.retry')}
            </Button>
          }
        >
          {translate('app.dashboard.failed', { reason: state.message })}
        </Alert>
      )}
      {state.status === 'ready' && (
        <div>
          <CountCards data={state.data} />
          <Section title={translate('app.dashboard.latest_places')}>
            <LatestPlaces places={state.data.latestPlaces} />
          </Section>
          {state.data.latestUsers && (
            <Section title={translate('app.dashboard.latest_users')}>
              <LatestUsers users={state.data.latestUsers} />
            </Section>
          )}
        </div>
      )}
    </Box>
  );
};
