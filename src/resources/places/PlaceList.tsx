/**
 * The places list (part 1 §2 "Places list"): search, four exclusive state filters (and the
 * dashboard's 'Nuevos en el último mes'), sortable columns (a second click sorts descending), 15 per
 * page with the generic pager; «Exportar» downloads every row of the current search and filters. Filters, sort and page live in the URL (react-admin's list params),
 * so reload and the back button keep them. A table from tablets up, a simple list on phones; a
 * page that fails to load says so, with 'Reintentar', and never reads as an empty result.
 */
import { Box, Button, Card, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, PAGE_SIZE, SORTABLE } from '../../../domain';
import { SIZE_CONTAINER } from '../../components/containerColumns';
import { ListError } from '../../components/ListError';
import { ListPager } from '../../components/Pager';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { PageTitle } from '../../layout/PageTitle';
import { PlaceFilters } from './PlaceFilters';
import { PlaceSimpleList } from './PlaceSimpleList';
import { PlaceTable } from './PlaceTable';
import { PLACES_LIST_ID } from './placesListFocus';
import { ExportCsvButton, type ExportColumnSpec } from '../../components/ExportCsvButton';

/** What «Exportar» writes: the list's columns (and the place's address), the state in words. */
const EXPORT_COLUMNS: ExportColumnSpec[] = [
  { source: 'idplace' },
  { source: 'name' },
  { source: 'address' },
  { source: 'city' },
  { source: 'province' },
  { source: 'languages' },
  { source: 'published', values: Object.fromEntries([0, 1, 2, 3].map((code) => [code, `app.places.status.${code}`])) },
  { source: 'create_date' },
  { source: 'update_date' },
  { source: 'plus_code' },
];

const AddButtons = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button component={Link} to="/places/create" variant="contained" startIcon={<AddIcon />}>
        {translate('app.places.add')}
      </Button>
      <Button component={Link} to="/places/quick" variant="outlined" startIcon={<BoltIcon />}>
        {translate('app.places.add_quick')}
      </Button>
      <ExportCsvButton columns={EXPORT_COLUMNS} />
    </Box>
  );
};

/** The rows, or why there are none: the page failed (error and retry) or nothing matches. */
const PlaceRows = () => {
  const { error } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (error) return <ListError title="app.places.load_failed" />;
  return phone ? <PlaceSimpleList /> : <PlaceTable />;
};

export const PlaceList = () => {
  const { valid } = useListUrlGuard(PAGE_SIZE.places, SORTABLE.places, DEFAULT_ORDER.places);
  if (!valid) return <PageTitle title="app.page.places" />;
  return <PlaceListBody />;
};

// The error is shown in place of the rows (PlaceRows), not also as a toast.
const QUERY_OPTIONS = { onError: () => undefined };

/** The rows and the pager: a size container (the table's columns follow the card's width, never the page's) and the focus's place when a row leaves (placesListFocus.ts). */
const Rows = () => {
  const translate = useTranslate();
  return (
    <Card
      id={PLACES_LIST_ID}
      role="region"
      aria-label={translate('app.places.results')}
      tabIndex={-1}
      sx={{ ...SIZE_CONTAINER, '&:focus-visible': { outline: '2px solid #0d47a1', outlineOffset: 2 } }}
    >
      <PlaceRows />
      <ListPager />
    </Card>
  );
};

const PlaceListBody = () => (
  <ListBase resource="places" perPage={PAGE_SIZE.places} sort={DEFAULT_ORDER.places} queryOptions={QUERY_OPTIONS}>
    <PageTitle title="app.page.places" />
    <AddButtons />
    <PlaceFilters />
    <Rows />
  </ListBase>
);
