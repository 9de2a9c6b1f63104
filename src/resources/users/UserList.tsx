/**
 * Users (part 2 §2 "Users list"): avatar (initials when the picture is missing or fails), name and
 * e-mail, the staff role with its «Desactivada» marker (issue 19; empty for directory users),
 * registration type (from the ticks), registration date, last connection, ticks for Facebook,
 * Google, password and newsletter, and links to the user's activity and (staff) to «Rol y acceso».
 * Paged (25), sorted and searched on the server; a new search goes back to page 1; «Solo personal»
 * shows staff accounts only; «Añadir personal» creates one. Columns leave as the card narrows;
 * avatar, name and the links always stay.
 */
import { Box, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { CreateButton, DataTable, DateField, useRecordContext, useTranslate } from 'react-admin';
import { isStaffRole, STAFF_ROLES } from '../../../domain';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, PAGE_SIZE, SORTABLE } from '../../../domain';
import { CheckboxFilterInput } from '../../components/CheckboxFilter';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ExportCsvButton, type ExportColumnSpec } from '../../components/ExportCsvButton';
import { EmptyRows, PagedList } from '../../components/PagedList';
import { SortableCol } from '../../components/SortableCol';
import { UserAvatar } from './UserAvatar';
import { RegistrationField, TickField } from './UserFields';
import { RoleField } from './StaffFields';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TICKS = ['has_facebookid', 'has_googleid', 'has_password', 'newsletter'] as const;

/** What «Exportar» writes: the list's columns (the registration type and the ticks as words), with the id. */
const EXPORT_COLUMNS: ExportColumnSpec[] = [
  { source: 'iduser' },
  { source: 'name' },
  { source: 'email' },
  {
    source: 'registration',
    values: Object.fromEntries(['facebook', 'google', 'password', 'none'].map((code) => [code, `app.users.registration.${code}`])),
  },
  { source: 'registration_date' },
  { source: 'last_connection' },
  ...TICKS.map((source) => ({ source })),
  { source: 'role', values: Object.fromEntries(STAFF_ROLES.map((role) => [role, `app.users.roles.${role}`])) },
  { source: 'disabled' },
];

/** Card width (px) from which each column shows. */
const SHOWN_FROM: ShownFrom = [
  ['role', 480],
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
  const edit = translate('app.users.staff.edit');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
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
      {isStaffRole(record.role) && (
        <Tooltip title={edit}>
          <IconButton
            size="small"
            color="primary"
            component={Link}
            to={`/users/${record.id}`}
            aria-label={`${edit}: ${String(record.name ?? '')}`}
          >
            <ManageAccountsIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};

/** «Solo personal»: `staff: true` while ticked, no staff filter otherwise; back to page 1 (react-admin's filters). */
const STAFF_FILTER = <CheckboxFilterInput key="staff" source="staff" alwaysOn />;

export const UserList = () => (
  <PagedList
    resource="users"
    perPage={PAGE_SIZE.users}
    sort={DEFAULT_ORDER.users}
    sortable={SORTABLE.users}
    title="app.page.users"
    texts="app.users"
    searchHelp
    actions={
      <>
        <CreateButton label="app.users.staff.add" />
        <ExportCsvButton columns={EXPORT_COLUMNS} />
      </>
    }
    filters={[STAFF_FILTER]}
  >
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={<EmptyRows texts="app.users" />}
      sx={{ ...columnsShownFrom(SHOWN_FROM), ...TICKS_SX, '& td, & th': { px: 1 } }}
    >
      <DataTable.Col source="avatar" disableSort>
        <AvatarCell />
      </DataTable.Col>
      <SortableCol source="name">
        <NameCell />
      </SortableCol>
      <DataTable.Col source="role" disableSort>
        <RoleField />
      </DataTable.Col>
      <DataTable.Col source="registration" disableSort>
        <RegistrationField />
      </DataTable.Col>
      <SortableCol source="registration_date">
        <DateField source="registration_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <SortableCol source="last_connection">
        <LastConnection />
      </SortableCol>
      {TICKS.map((tick) => (
        <DataTable.Col key={tick} source={tick} disableSort>
          <TickField source={tick} />
        </DataTable.Col>
      ))}
      <DataTable.Col source="actions" disableSort>
        <ActivityLink />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);
