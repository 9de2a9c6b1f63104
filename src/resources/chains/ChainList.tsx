/** Chains (part 2 §2 "Chains list"): name, state, created, updated and the row's actions (edit, delete, the chain's page). */
import { DataTable, DateField } from 'react-admin';
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ContentRowActions, CoverThumb, PublishedIcon } from '../content/ContentFields';

const label = (field: string) => `resources.chains.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows; the title, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['cover', 420],
  ['create_date', 600],
  ['update_date', 720],
];
const nameOf = (record: Record<string, unknown>) => String((record.name as Record<string, string> | undefined)?.es ?? '');

export const ChainList = () => (
  <ContentList resource="chains" title="app.page.chains" add="app.page.addchains">
    <DataTable rowClick={false} bulkActionButtons={false} sx={{ ...columnsShownFrom(SHOWN_FROM), '& td, & th': { px: 1 } }}>
      <DataTable.Col source="cover" label={label('cover')} disableSort sx={{ width: 66 }}>
        <CoverThumb />
      </DataTable.Col>
      <SortableCol source="name.es" label="resources.chains.fields.name.es" />
      <DataTable.NumberCol source="places_count" label={label('places_count')} disableSort />
      <SortableCol source="published" label={label('published')}>
        <PublishedIcon />
      </SortableCol>
      <SortableCol source="create_date" label={label('create_date')}>
        <DateField source="create_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <SortableCol source="update_date" label={label('update_date')}>
        <DateField source="update_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <DataTable.Col source="actions" label={label('actions')} disableSort>
        <ContentRowActions name={nameOf} view={(id) => publicContentUrl('chain', id)} />
      </DataTable.Col>
    </DataTable>
  </ContentList>
);
