/**
 * User activity (/users/{id}/show; the spec's dashboard/usersactivity/{id}; part 2 §2): a header with
 * avatar, name, e-mail and registration, and panels for places, service votes, reviews, photos
 * (count only) and suggestions, each with its count in the heading and a loading indicator, each
 * paged on its own (ActivityPanel). Places link to their editor, suggestions to their form; a review
 * shows the reviews list's pieces (expand, censor, delete: ReviewFields), and the panel links to
 * the reviews list filtered by the user. «Rol y acceso» opens the staff form (StaffEdit: role, disable).
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { DateField, RecordContextProvider, ShowBase, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { RecordError } from '../../components/RecordError';
import { PageTitle } from '../../layout/PageTitle';
import { ReviewActions, ReviewText } from '../reviews/ReviewFields';
import { RecordHistory } from '../history/RecordHistory';
import { ActivityPanel, Panel } from './ActivityPanel';
import { UserAvatar } from './UserAvatar';
import { RegistrationField, TickField } from './UserFields';
import { RoleField } from './StaffFields';
import { isStaffRole } from '../../../domain';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

const Day = ({ record, source }: { record: Record<string, unknown>; source: string }) => (
  <RecordContextProvider value={record as RaRecord}>
    <DateField source={source} locales="es-ES" options={DATE} />
  </RecordContextProvider>
);

const PlaceLink = ({ item, name }: { item: Record<string, unknown>; name: string }) => (
  <MuiLink component={Link} to={`/places/${String(item.idplace)}`}>
    {name}
  </MuiLink>
);

/** A review with the reviews list's pieces: the text with its toggle, censor and delete. */
const ReviewRow = ({ item, reload }: { item: Record<string, unknown>; reload: () => void }) => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={{ ...item, id: item.idreview as number }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ReviewText />
          <Secondary>
            <PlaceLink item={item} name={String(item.place)} /> · <DateField source="date" locales="es-ES" options={DATE} /> ·{' '}
            {translate(item.published ? 'app.users.published' : 'app.users.hidden')}
          </Secondary>
        </Box>
        <ReviewActions onChanged={reload} />
      </Box>
    </RecordContextProvider>
  );
};

const Header = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <UserAvatar name={String(record.name || record.email || '')} src={record.avatar as string | null} size={64} />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {String(record.name ?? '')}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {String(record.email ?? '')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
            {isStaffRole(record.role) && (
              <Typography variant="body2" component="span">
                {translate('resources.users.fields.role')}: <RoleField />
              </Typography>
            )}
            <RegistrationField />
            <Typography variant="body2" color="text.secondary">
              {translate('resources.users.fields.registration_date')}:{' '}
              <DateField source="registration_date" locales="es-ES" options={DATE} />
            </Typography>
            {(['has_facebookid', 'has_googleid', 'has_password', 'newsletter'] as const).map((tick) => (
              <Box key={tick} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="body2" aria-hidden>
                  {translate(`resources.users.fields.${tick}`)}
                </Typography>
                <TickField source={tick} />
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} to={`/users/${record.id}`} variant="outlined" startIcon={<ManageAccountsIcon />}>
            {translate('app.users.staff.edit')}
          </Button>
          <Button component={Link} to="/users" startIcon={<ArrowBackIcon />}>
            {translate('app.users.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

const ActivityView = () => {
  const { record, error, isPending, refetch } = useShowContext();
  const translate = useTranslate();
  if (error) return <RecordError message="app.users.not_found" onRetry={refetch} />;
  // react-admin may first show the list's copy of the user (no counts) while getOne answers.
  if (isPending || !record || !record.counts)
    return <CircularProgress aria-label={translate('app.users.loading', { panel: translate('app.page.usersactivity') })} />;
  const iduser = Number(record.id);
  const counts = record.counts as Record<string, number>;
  return (
    <RecordContextProvider value={record}>
      <Header record={record} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ActivityPanel
          list="places"
          row={(item) => (
            <>
              <PlaceLink item={item} name={String(item.name)} />
              <Secondary>
                {[item.city, item.province].filter(Boolean).join(', ')} · <Day record={item} source="create_date" />
              </Secondary>
            </>
          )}
        />
        <ActivityPanel
          list="servicevotes"
          row={(item) => (
            <>
              <PlaceLink item={item} name={String(item.place)} />
              <Secondary>
                {String(item.service)} · {translate('app.users.points', { points: String(item.points) })}
              </Secondary>
            </>
          )}
        />
        <ActivityPanel
          list="reviews"
          row={(item, reload) => <ReviewRow item={item} reload={reload} />}
          footer={
            counts.reviews > 0 && (
              <MuiLink
                component={Link}
                to={`/reviews?filter=${encodeURIComponent(JSON.stringify({ iduser }))}`}
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {translate('app.users.all_reviews')}
              </MuiLink>
            )
          }
        />
        <ActivityPanel
          list="suggestions"
          row={(item) => (
            <>
              <MuiLink component={Link} to={`/suggestions/${String(item.idsuggestion)}`}>
                {String(item.reason)}
              </MuiLink>
              <Secondary>
                {String(item.place)} · <Day record={item} source="create_date" /> ·{' '}
                {translate(Number(item.status) === 1 ? 'app.users.closed' : 'app.users.open')}
              </Secondary>
            </>
          )}
        />
        <Panel id="panel-photos" title={translate('app.users.panels.photos')} count={counts.photos}>
          <Typography>{translate('app.users.photos_count', { smart_count: counts.photos })}</Typography>
        </Panel>
      </Box>
      {/* What this person changed through the panel (the change history). */}
      <RecordHistory iduser={iduser} />
    </RecordContextProvider>
  );
};

export const UserShow = () => (
  <ShowBase resource="users" queryOptions={{ onError: () => undefined }}>
    <PageTitle title="app.page.usersactivity" />
    <ActivityView />
  </ShowBase>
);
