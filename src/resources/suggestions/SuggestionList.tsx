/**
 * Suggestions (part 2 §2 "Suggestions list"): place (a link to its editor), user name and e-mail,
 * reason, date, state (open / closed) and the row's actions (open the form, delete). Paged (25),
 * sorted and searched on the server (accent-insensitive, every word in reason, place, user or
 * e-mail); a new search or state goes back to page 1. Columns leave as the card narrows, the
 * reason, state and actions always stay.
 */
import type { ReactNode } from 'react';
import { Box, Card, IconButton, Link as MuiLink, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, DateField, FilterLiveSearch, ListBase, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, MAX_SEARCH, PAGE_SIZE, SORTABLE } from '../../../domain';
import { SIZE_CONTAINER, columnsShownFrom, hiddenFrom, type ShownFrom } from '../../components/containerColumns';
import { ListError } from '../../components/ListError';
import { ListPager } from '../../components/Pager';
import { ReplaceHistoryOnFilter } from '../../components/ReplaceHistoryOnFilter';
import { SortableCol } from '../../components/SortableCol';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { PageTitle } from '../../layout/PageTitle';
import { StatusChip, SuggestionDeleteButton } from './SuggestionFields';

const label = (field: string) => `resources.suggestions.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows. */
const PLACE_FROM = 480;
const SHOWN_FROM: ShownFrom = [
  ['place', PLACE_FROM],
  ['user', 640],
  ['create_date', 760],
];

// The error is shown in place of the rows, not also as a toast.
const QUERY_OPTIONS = { onError: () => undefined };

const Rows = ({ children }: { children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError title="app.suggestions.load_failed" /> : <>{children}</>;
};

/** Todas / Abierta / Cerrada → the `status` filter (0 open, 1 closed). */
const StatusFilter = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const value = filterValues.status === 0 || filterValues.status === 1 ? String(filterValues.status) : '';
  const change = (next: string) => {
    const { status: _drop, ...rest } = filterValues;
    setFilters(next === '' ? rest : { ...rest, status: Number(next) }, displayedFilters);
  };
  return (
    <TextField
      select
      size="small"
      label={translate('app.suggestions.status_filter')}
      value={value}
      onChange={(event) => change(event.target.value)}
      sx={{ width: { xs: '100%', sm: 180 } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate('app.suggestions.all')}</MenuItem>
      <MenuItem value="0">{translate('app.suggestions.open')}</MenuItem>
      <MenuItem value="1">{translate('app.suggestions.closed')}</MenuItem>
    </TextField>
  );
};

const PlaceLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={`/places/${record.idplace}`}>
      {String(record.place ?? '')}
    </MuiLink>
  );
};

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
        <PlaceLink />
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

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.suggestions.empty')}</Typography>;
};

export const SuggestionList = () => {
  const translate = useTranslate();
  const sort = DEFAULT_ORDER.suggestions;
  const { valid } = useListUrlGuard(PAGE_SIZE.suggestions, SORTABLE.suggestions, sort);
  if (!valid) return <PageTitle title="app.page.suggestions" />;
  return (
    <ListBase resource="suggestions" perPage={PAGE_SIZE.suggestions} sort={sort} queryOptions={QUERY_OPTIONS}>
      <PageTitle title="app.page.suggestions" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <ReplaceHistoryOnFilter>
          <FilterLiveSearch
            label={translate('app.suggestions.search')}
            placeholder={translate('app.suggestions.search_help')}
            slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 340 } }}
          />
        </ReplaceHistoryOnFilter>
        <StatusFilter />
      </Box>
      <Card role="region" aria-label={translate('app.suggestions.results')} sx={SIZE_CONTAINER}>
        <Rows>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            empty={<Empty />}
            sx={{ ...columnsShownFrom(SHOWN_FROM), ...hiddenFrom('.suggestion-place', PLACE_FROM), '& td, & th': { px: 1 } }}
          >
            <SortableCol source="place" label={label('place')} disableSort>
              <PlaceLink />
            </SortableCol>
            <DataTable.Col source="user" label={label('user')} disableSort>
              <UserCell />
            </DataTable.Col>
            <DataTable.Col source="reason" label={label('reason')} disableSort>
              <ReasonCell />
            </DataTable.Col>
            <SortableCol source="create_date" label={label('create_date')}>
              <DateField source="create_date" locales="es-ES" options={DATE} />
            </SortableCol>
            <SortableCol source="status" label={label('status')}>
              <StatusChip />
            </SortableCol>
            <DataTable.Col source="actions" label={label('actions')} disableSort>
              <RowActions />
            </DataTable.Col>
          </DataTable>
        </Rows>
        <ListPager />
      </Card>
    </ListBase>
  );
};
