/**
 * Events (part 2 §2 «Events list»): cover (the first photo, 50 px, a placeholder when there is
 * none), name, state, date and the row's actions (edit, delete after confirmation, the public page
 * /es/event/{id}); the search goes back to page 1, 25 per page. Columns leave as the card narrows.
 */
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import type { ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ActionsCol, ContentTable, CoverCol, DateCol, PublishedCol } from '../content/ContentColumns';

/** Card width (px) from which each column shows; the name, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['photos', 420],
  ['create_date', 560],
];

const nameOf = (record: Record<string, unknown>) => String(record.name ?? '');
const firstPhoto = (record: Record<string, unknown>) => (record.photos as { url?: string }[] | undefined)?.[0]?.url;

export const EventList = () => (
  <ContentList resource="events" title="app.page.events" add="app.page.addevents">
    <ContentTable shownFrom={SHOWN_FROM}>
      <CoverCol source="photos" of={firstPhoto} />
      <SortableCol source="name" sx={{ overflowWrap: 'anywhere' }} />
      <PublishedCol />
      <DateCol source="create_date" />
      <ActionsCol name={nameOf} view={(id) => publicContentUrl('event', id)} />
    </ContentTable>
  </ContentList>
);
