/**
 * Events (part 2 §2 «Events list»): cover (the first photo, 50 px, a placeholder when there is
 * none), name, state, date and the row's actions (edit, delete after confirmation, the public page
 * /es/event/{id}); the search goes back to page 1, 25 per page. Columns leave as the card narrows.
 */
import { DataTable, DateField } from 'react-admin';
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ContentRowActions, CoverThumb, PublishedIcon } from '../content/ContentFields';

const label = (field: string) => `resources.events.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows; the name, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['photos', 420],
  ['create_date', 560],
];

const nameOf = (record: Record<string, unknown>) => String(record.name ?? '');
const firstPhoto = (record: Record<string, unknown>) => (record.photos as { url?: string }[] | undefined)?.[0]?.url;

export const EventList = () => (
  <ContentList resource="events" title="app.page.events" add="app.page.addevents">
    <DataTable rowClick={false} bulkActionButtons={false} sx={{ ...columnsShownFrom(SHOWN_FROM), '& td, & th': { px: 1 } }}>
      <DataTable.Col source="photos" label={label('cover')} disableSort sx={{ width: 66 }}>
        <CoverThumb of={firstPhoto} />
      </DataTable.Col>
      <SortableCol source="name" label={label('name')} sx={{ overflowWrap: 'anywhere' }} />
      <SortableCol source="published" label={label('published')}>
        <PublishedIcon />
      </SortableCol>
      <SortableCol source="create_date" label={label('create_date')}>
        <DateField source="create_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <DataTable.Col source="actions" label={label('actions')} disableSort>
        <ContentRowActions name={nameOf} view={(id) => publicContentUrl('event', id)} />
      </DataTable.Col>
    </DataTable>
  </ContentList>
);
