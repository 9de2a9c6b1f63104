/**
 * Suggestions (part 2 §2 "Suggestions list"): place (a link to its editor), user name and e-mail,
 * reason, date, state (open / closed) and the row's actions (open the form, delete). Paged (25),
 * sorted and searched on the server (accent-insensitive, every word in reason, place, user or
 * e-mail); a new search or state goes back to page 1. Columns leave as the card narrows, the
 * reason, state and actions always stay.
 */
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, DateField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, PAGE_SIZE, SORTABLE } from '../../../domain';
import { columnsShownFrom, hiddenFrom, type ShownFrom } from '../../components/containerColumns';
import { EmptyRows, PagedList } from '../../components/PagedList';
import { SortableCol } from '../../components/SortableCol';
import { ExportCsvButton, type ExportColumnSpec } from '../../components/ExportCsvButton';
import { StatusChip, SuggestionDeleteButton } from './SuggestionFields';
import { RecordPlaceLink } from '../../components/RecordPlaceLink';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows. */
const PLACE_FROM = 480;
const SHOWN_FROM: ShownFrom = [
  ['place', PLACE_FROM],
  ['user', 640],
  ['create_date', 760],
];

/** Todas / Abierta / Cerrada → the `status` filter (0 open, 1 closed); its label is the field's, 'Estado'. */
const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="app.suggestions.all"
    choices={[
      { id: 0, name: 'app.suggestions.open' },
      { id: 1, name: 'app.suggestions.closed' },
    ]}
    size="small"
    helperText={false}
    // 'Todas' shows while no state is chosen
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    sx={{ width: { xs: '100%', sm: 180 } }}
  />,
];

const UserCell = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <div>{String(record.user ?? '')}</div>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {String(record.email ?? '')}
      </Typography>
    </Box>
  );
};

/** The reason; while the place's column is gone (a narrow card), the place's link under it. */
const ReasonCell = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
      <div>{String(record.reason ?? '')}</div>
      <Typography variant="body2" className="suggestion-place" sx={{ mt: 0.5 }}>
        <RecordPlaceLink />
      </Typography>
    </Box>
  );
};

const RowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate('app.suggestions.edit');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={edit}>
        <IconButton
          size="small"
          component={Link}
          to={`/suggestions/${record.id}`}
          aria-label={`${edit}: ${String(record.reason ?? '')}`}
          color="primary"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <SuggestionDeleteButton />
    </Box>
  );
};

/** What «Exportar» writes: the list's columns (the status in words), with the ids of the suggestion, its place and its user. */
const EXPORT_COLUMNS: ExportColumnSpec[] = [
  ...['idsuggestion', 'idplace', 'place', 'iduser', 'user', 'email', 'reason', 'create_date'].map((source) => ({ source })),
  { source: 'status', values: { 0: 'app.suggestions.open', 1: 'app.suggestions.closed' } },
];

export const SuggestionList = () => (
  <PagedList
    resource="suggestions"
    perPage={PAGE_SIZE.suggestions}
    sort={DEFAULT_ORDER.suggestions}
    sortable={SORTABLE.suggestions}
    title="app.page.suggestions"
    texts="app.suggestions"
    searchHelp
    filters={FILTERS}
    actions={<ExportCsvButton columns={EXPORT_COLUMNS} />}
  >
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={<EmptyRows texts="app.suggestions" />}
      sx={{ ...columnsShownFrom(SHOWN_FROM), ...hiddenFrom('.suggestion-place', PLACE_FROM), '& td, & th': { px: 1 } }}
    >
      <SortableCol source="place" disableSort>
        <RecordPlaceLink />
      </SortableCol>
      <DataTable.Col source="user" disableSort>
        <UserCell />
      </DataTable.Col>
      <DataTable.Col source="reason" disableSort>
        <ReasonCell />
      </DataTable.Col>
      <SortableCol source="create_date">
        <DateField source="create_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <SortableCol source="status">
        <StatusChip />
      </SortableCol>
      <DataTable.Col source="actions" disableSort>
        <RowActions />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);
