/**
 * The places list (part 1 §2 "Places list"): search, four exclusive state filters, sortable
 * columns (a second click sorts descending), 15 per page with the generic pager. Filters, sort and
 * page live in the URL (react-admin's list params), so reload and the back button keep them.
 * On narrow screens the less important columns are hidden.
 */
import { Box, Button, Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListPager } from '../../components/Pager';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { PageTitle } from '../../layout/PageTitle';
import { LanguageCoverage } from './LanguageCoverage';
import { PlaceFilters } from './PlaceFilters';
import { PlaceRowActions } from './PlaceRowActions';
import { PlaceStatusMenu } from './PlaceStatusMenu';
import { PlaceThumb } from './PlaceThumb';

export const PLACES_PER_PAGE = 15;
/** The sortable columns (part 1 §2); the server's allow-list is the same (plus random). */
export const PLACES_SORTABLE = ['name', 'idplace', 'city', 'published', 'create_date', 'update_date', 'plus_code'] as const;
const DEFAULT_SORT = { field: 'idplace', order: 'DESC' } as const;

const label = (field: string) => `resources.places.fields.${field}`;

const formatDate = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
};

/** Columns shown only from a breakpoint up (the rest stay on a phone). */
const from = (breakpoint: 'sm' | 'md' | 'lg') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });
const RESPONSIVE = {
  '& .column-idplace, & .column-plus_code': from('lg'),
  '& .column-create_date, & .column-update_date': from('md'),
  '& .column-city, & .column-languages, & .column-cover': from('sm'),
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('app.places.empty')}
    </Typography>
  );
};

const Place = ({ record }: { record: { name?: string; city?: string } }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {record.name}
    </Typography>
    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
      {record.city}
    </Typography>
  </Box>
);

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
    </Box>
  );
};

export const PlaceList = () => {
  const { valid } = useListUrlGuard(PLACES_PER_PAGE, PLACES_SORTABLE, DEFAULT_SORT);
  if (!valid) return <PageTitle title="app.page.places" />;
  return <PlaceListBody />;
};

const PlaceListBody = () => (
  <ListBase resource="places" perPage={PLACES_PER_PAGE} sort={DEFAULT_SORT}>
    <PageTitle title="app.page.places" />
    <AddButtons />
    <PlaceFilters />
    <Card>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />} sx={{ ...RESPONSIVE, '& td, & th': { px: 1 } }}>
        <DataTable.Col source="cover" label={label('cover')} disableSort render={() => <PlaceThumb />} sx={{ width: 66 }} />
        <DataTable.Col source="name" label={label('name')} render={record => <Place record={record} />} />
        <DataTable.Col source="idplace" label={label('idplace')} />
        <DataTable.Col source="city" label={label('city')} />
        <DataTable.Col source="languages" label={label('languages')} disableSort render={() => <LanguageCoverage />} />
        <DataTable.Col source="published" label={label('published')} render={() => <PlaceStatusMenu />} />
        <DataTable.Col source="create_date" label={label('create_date')} render={record => formatDate(record.create_date)} />
        <DataTable.Col source="update_date" label={label('update_date')} render={record => formatDate(record.update_date)} />
        <DataTable.Col source="plus_code" label={label('plus_code')} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="actions" label={label('actions')} disableSort render={() => <PlaceRowActions />} />
      </DataTable>
      <ListPager />
    </Card>
  </ListBase>
);
