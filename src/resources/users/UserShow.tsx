/**
 * User activity (/users/{id}/show; the spec's dashboard/usersactivity/{id}; part 2 §2): a header with
 * avatar, name, e-mail and registration, and panels for places, service votes, reviews, photos
 * (count only) and suggestions, each with its count in the heading and a loading indicator. Each
 * list pages on its own (10 a page) through getUserActivity; places link to their editor,
 * suggestions to their form, reviews to the reviews list filtered by the user.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DateField,
  RecordContextProvider,
  ShowBase,
  useDataProvider,
  useRecordContext,
  useShowContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { PanelDataProvider } from '../../dataProvider';
import type { UserActivityList } from '../../dataProvider/custom/userActivity';
import { Pager } from '../../components/Pager';
import { PageTitle } from '../../layout/PageTitle';
import { UserAvatar } from './UserAvatar';
import { RegistrationField, TickField } from './UserFields';

/** Rows per panel page (the API's default for the activity lists). */
export const ACTIVITY_PAGE = 10;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

type Counts = Record<UserActivityList | 'photos', number>;

const Panel = ({ id, title, count, children }: { id: string; title: string; count: number; children?: ReactNode }) => (
  <Card component="section" aria-labelledby={`${id}-title`} sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title} ({count})
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const ActivityPanel = ({
  iduser,
  list,
  count,
  row,
  footer,
}: {
  iduser: number;
  list: UserActivityList;
  count: number;
  row: (item: Record<string, unknown>) => ReactNode;
  footer?: ReactNode;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [page, setPage] = useState(1);
  const title = translate(`app.users.panels.${list}`);
  const record = useRecordContext();
  const firstPage = record?.[list] as Record<string, unknown>[] | undefined;
  // Page 1 came with the user (getOne); later pages are asked one by one.
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: ['userActivity', iduser, list, page],
    queryFn: ({ signal }) => dataProvider.getUserActivity({ iduser, list, items: ACTIVITY_PAGE, page, signal }),
    enabled: count > 0 && (page > 1 || !firstPage),
    initialData: page === 1 && firstPage ? { data: firstPage } : undefined,
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (count === 0) body = <Typography color="text.secondary">{translate('app.users.panel_empty')}</Typography>;
  else if (error) body = <Alert severity="error">{translate('app.users.panel_failed')}</Alert>;
  else if (isPending) body = null;
  else
    body = (
      <List dense disablePadding sx={{ opacity: isFetching ? 0.6 : 1 }}>
        {data.data.map((item, i) => (
          <ListItem key={i} divider disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {row(item)}
          </ListItem>
        ))}
      </List>
    );
  return (
    <Panel id={`panel-${list}`} title={title} count={count}>
      {count > 0 && isFetching && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CircularProgress size={20} aria-label={translate('app.users.loading', { panel: title })} />
        </Box>
      )}
      {body}
      <Pager page={page} perPage={ACTIVITY_PAGE} total={count} setPage={setPage} />
      {footer}
    </Panel>
  );
};

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
        <Button component={Link} to="/users" startIcon={<ArrowBackIcon />}>
          {translate('app.users.back')}
        </Button>
      </CardContent>
    </Card>
  );
};

const ActivityView = () => {
  const { record, error, isPending, refetch } = useShowContext();
  const translate = useTranslate();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.users.retry')}
          </Button>
        }
      >
        {translate('app.users.not_found')}
      </Alert>
    );
  }
  // react-admin may first show the list's copy of the user (no counts) while getOne answers.
  if (isPending || !record || !record.counts)
    return <CircularProgress aria-label={translate('app.users.loading', { panel: translate('app.page.usersactivity') })} />;
  const iduser = Number(record.id);
  const counts = record.counts as Counts;
  return (
    <RecordContextProvider value={record}>
      <Header record={record} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ActivityPanel
          iduser={iduser}
          list="places"
          count={counts.places}
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
          iduser={iduser}
          list="servicevotes"
          count={counts.servicevotes}
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
          iduser={iduser}
          list="reviews"
          count={counts.reviews}
          row={(item) => (
            <>
              <Typography variant="body2">{String(item.text)}</Typography>
              <Secondary>
                <PlaceLink item={item} name={String(item.place)} /> · <Day record={item} source="date" /> ·{' '}
                {translate(item.published ? 'app.users.published' : 'app.users.hidden')}
              </Secondary>
            </>
          )}
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
          iduser={iduser}
          list="suggestions"
          count={counts.suggestions}
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
    </RecordContextProvider>
  );
};

export const UserShow = () => (
  <ShowBase resource="users" queryOptions={{ onError: () => undefined }}>
    <PageTitle title="app.page.usersactivity" />
    <ActivityView />
  </ShowBase>
);
