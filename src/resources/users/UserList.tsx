/**
 * Users (part 2 §2 "Users list"): avatar (initials when the picture is missing or fails), name and
 * e-mail, registration type (from the ticks), registration date, last connection, ticks for Facebook,
 * Google, password and newsletter, and a link to the user's activity. Paged (25), sorted and
 * searched on the server; a new search goes back to page 1. Columns leave as the card narrows;
 * avatar, name and the activity link always stay.
 */
import { Box, Card, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import { DataTable, DateField, FilterLiveSearch, ListBase, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, MAX_SEARCH, PAGE_SIZE, SORTABLE } from '../../../domain';
import { SIZE_CONTAINER, columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ListError } from '../../components/ListError';
import { ListPager } from '../../components/Pager';
import { ReplaceHistoryOnFilter } from '../../components/ReplaceHistoryOnFilter';
import { SortableCol } from '../../components/SortableCol';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { PageTitle } from '../../layout/PageTitle';
import { UserAvatar } from './UserAvatar';
import { RegistrationField, TickField } from './UserFields';

const label = (field: string) => `resources.users.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TICKS = ['has_facebookid', 'has_googleid', 'has_password', 'newsletter'] as const;

/** Card width (px) from which each column shows. */
const SHOWN_FROM: ShownFrom = [
  ['registration', 560],
  ['last_connection', 700],
  ['registration_date', 820],
];
/** The four ticks leave together (one rule: columnsShownFrom keys its rules by width). */
const TICKS_FROM = 980;
const TICKS_SX = {
  [`@container (max-width: ${TICKS_FROM - 0.02}px)`]: {
    [TICKS.map((tick) => `& .column-${tick}`).join(', ')]: { display: 'none' },
  },
};

const QUERY_OPTIONS = { onError: () => undefined };

const Rows = ({ children }: { children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError title="app.users.load_failed" /> : <>{children}</>;
};

const AvatarCell = () => {
  const record = useRecordContext();
  if (!record) return null;
  return <UserAvatar name={String(record.name || record.email || '')} src={record.avatar as string | null} />;
};

const NameCell = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <MuiLink component={Link} to={`/users/${record.id}/show`}>
        {String(record.name ?? '')}
      </MuiLink>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {String(record.email ?? '')}
      </Typography>
    </Box>
  );
};

const LastConnection = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.last_connection) return <span>{translate('app.users.never')}</span>;
  return <DateField source="last_connection" locales="es-ES" options={DATE} />;
};

const ActivityLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const text = translate('app.users.activity');
  return (
    <Tooltip title={text}>
      <IconButton
        size="small"
        color="primary"
        component={Link}
        to={`/users/${record.id}/show`}
        aria-label={`${text}: ${String(record.name ?? '')}`}
      >
        <TimelineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.users.empty')}</Typography>;
};

export const UserList = () => {
  const translate = useTranslate();
  const sort = DEFAULT_ORDER.users;
  const { valid } = useListUrlGuard(PAGE_SIZE.users, SORTABLE.users, sort);
  if (!valid) return <PageTitle title="app.page.users" />;
  return (
    <ListBase resource="users" perPage={PAGE_SIZE.users} sort={sort} queryOptions={QUERY_OPTIONS}>
      <PageTitle title="app.page.users" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <ReplaceHistoryOnFilter>
          <FilterLiveSearch
            label={translate('app.users.search')}
            placeholder={translate('app.users.search_help')}
            slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 340 } }}
          />
        </ReplaceHistoryOnFilter>
      </Box>
      <Card role="region" aria-label={translate('app.users.results')} sx={SIZE_CONTAINER}>
        <Rows>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            empty={<Empty />}
            sx={{ ...columnsShownFrom(SHOWN_FROM), ...TICKS_SX, '& td, & th': { px: 1 } }}
          >
            <DataTable.Col source="avatar" label={label('avatar')} disableSort>
              <AvatarCell />
            </DataTable.Col>
            <SortableCol source="name" label={label('name')}>
              <NameCell />
            </SortableCol>
            <DataTable.Col source="registration" label={label('registration')} disableSort>
              <RegistrationField />
            </DataTable.Col>
            <SortableCol source="registration_date" label={label('registration_date')}>
              <DateField source="registration_date" locales="es-ES" options={DATE} />
            </SortableCol>
            <SortableCol source="last_connection" label={label('last_connection')}>
              <LastConnection />
            </SortableCol>
            {TICKS.map((tick) => (
              <DataTable.Col key={tick} source={tick} label={label(tick)} disableSort>
                <TickField source={tick} />
              </DataTable.Col>
            ))}
            <DataTable.Col source="actions" label={label('actions')} disableSort>
              <ActivityLink />
            </DataTable.Col>
          </DataTable>
        </Rows>
        <ListPager />
      </Card>
    </ListBase>
  );
};
