/** Chains (part 2 §2 "Chains list"): name, state, created, updated and the row's actions (edit, delete, the chain's page). */
import { DataTable } from 'react-admin';
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import type { ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ActionsCol, ContentTable, CoverCol, DateCol, PublishedCol } from '../content/ContentColumns';

/** Card width (px) from which each column shows; the title, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['cover', 420],
  ['create_date', 600],
  ['update_date', 720],
];
const nameOf = (record: Record<string, unknown>) => String((record.name as Record<string, string> | undefined)?.es ?? '');

export const ChainList = () => (
  <ContentList resource="chains" title="app.page.chains" add="app.page.addchains">
    <ContentTable shownFrom={SHOWN_FROM}>
      <CoverCol />
      <SortableCol source="name.es" />
      <DataTable.NumberCol source="places_count" disableSort />
      <PublishedCol />
      <DateCol source="create_date" />
      <DateCol source="update_date" />
      <ActionsCol name={nameOf} view={(id) => publicContentUrl('chain', id)} />
    </ContentTable>
  </ContentList>
);
