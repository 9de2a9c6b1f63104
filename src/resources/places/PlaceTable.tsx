/**
 * The places list as a table (tablets and up): react-admin's DataTable with the spec's sortable
 * columns (a second click sorts descending; the sorted header carries aria-sort), DateField for the
 * dates and FunctionField where a column renders; headers from resources.places.fields (react-admin's
 * default label of each source). The table always fits the card, menu open or
 * closed: the card is a CSS size container and the less important columns leave as it narrows
 * (container queries), so the row's actions are never cut off.
 */
import { Box, Typography } from '@mui/material';
import { DataTable, DateField, FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { columnsShownFrom, hiddenFrom, type ShownFrom } from '../../components/containerColumns';
import { SortableCol } from '../../components/SortableCol';
import { LanguageCoverage } from './LanguageCoverage';
import { PlaceRowActions } from './PlaceRowActions';
import { PlaceStatusMenu } from './PlaceStatusMenu';
import { PlaceThumb } from './PlaceThumb';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows; name, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['city', 480],
  ['cover', 580],
  ['languages', 740],
  ['create_date', 860],
  ['update_date', 980],
  ['idplace', 1060],
  ['plus_code', 1160],
];
/** Where the city column is hidden, the city shows under the name. */
const RESPONSIVE = { ...columnsShownFrom(SHOWN_FROM), ...hiddenFrom('.place-city', SHOWN_FROM[0][1]) };

const PlaceName = ({ record }: { record: RaRecord }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
      {record.name}
    </Typography>
    <Typography className="place-city" variant="caption" color="text.secondary">
      {record.city}
    </Typography>
  </Box>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('app.places.empty')}
    </Typography>
  );
};

export const PlaceTable = () => (
  <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />} sx={{ ...RESPONSIVE, '& td, & th': { px: 1 } }}>
    <DataTable.Col source="cover" disableSort sx={{ width: 66 }}>
      <PlaceThumb />
    </DataTable.Col>
    <SortableCol source="name">
      <FunctionField render={(record) => <PlaceName record={record} />} />
    </SortableCol>
    <SortableCol source="idplace" />
    <SortableCol source="city" />
    <DataTable.Col source="languages" disableSort>
      <LanguageCoverage />
    </DataTable.Col>
    <SortableCol source="published">
      <PlaceStatusMenu />
    </SortableCol>
    <SortableCol source="create_date">
      <DateField source="create_date" locales="es-ES" options={DATE} />
    </SortableCol>
    <SortableCol source="update_date">
      <DateField source="update_date" locales="es-ES" options={DATE} />
    </SortableCol>
    <SortableCol source="plus_code" sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="actions" disableSort>
      <PlaceRowActions />
    </DataTable.Col>
  </DataTable>
);

export { Empty as PlacesEmpty };
