/**
 * The columns every content list (events, CMS pages, chains) shows the same way, labelled from
 * `resources.<resource>.fields.*`: the table itself (columns leave as the card narrows), the cover,
 * the state, a date, and the row's actions. A list adds only its own columns between them.
 */
import type { ReactNode } from 'react';
import { DataTable, DateField, useResourceContext } from 'react-admin';
import { SortableCol } from '../../components/SortableCol';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ContentRowActions, CoverThumb, PublishedIcon } from './ContentFields';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** The i18n key of one of the list's fields. */
const useLabel = (field: string) => `resources.${useResourceContext()}.fields.${field}`;

/** The list's table; `shownFrom`: the card width (px) from which each less important column shows. */
export const ContentTable = ({ shownFrom, children }: { shownFrom: ShownFrom; children: ReactNode }) => (
  <DataTable rowClick={false} bulkActionButtons={false} sx={{ ...columnsShownFrom(shownFrom), '& td, & th': { px: 1 } }}>
    {children}
  </DataTable>
);

/** The cover thumbnail: the record's `cover`, or what `of` reads from `source` (an event's first photo). */
export const CoverCol = ({ source = 'cover', of }: { source?: string; of?: (record: Record<string, unknown>) => string | undefined }) => (
  <DataTable.Col source={source} label={useLabel('cover')} disableSort sx={{ width: 66 }}>
    <CoverThumb of={of} />
  </DataTable.Col>
);

export const PublishedCol = () => (
  <SortableCol source="published" label={useLabel('published')}>
    <PublishedIcon />
  </SortableCol>
);

export const DateCol = ({ source }: { source: 'create_date' | 'update_date' }) => (
  <SortableCol source={source} label={useLabel(source)}>
    <DateField source={source} locales="es-ES" options={DATE} />
  </SortableCol>
);

/** Edit, delete after confirmation, and the public page. */
export const ActionsCol = (props: Parameters<typeof ContentRowActions>[0]) => (
  <DataTable.Col source="actions" label={useLabel('actions')} disableSort>
    <ContentRowActions {...props} />
  </DataTable.Col>
);
