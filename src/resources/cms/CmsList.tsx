/**
 * CMS pages (part 2 §2 "CMS list"): cover, title, state, created, updated, type (1 Ayuda,
 * 2 Ayuda empresas, otherwise Blog) and the row's actions (edit, delete, the blog page).
 */
import { FunctionField, useTranslate } from 'react-admin';
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import type { ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ActionsCol, ContentTable, CoverCol, DateCol, PublishedCol } from '../content/ContentColumns';

/** Card width (px) from which each column shows; the title, state and actions always do. */
const SHOWN_FROM: ShownFrom = [
  ['cover', 420],
  ['cms_type', 560],
  ['create_date', 700],
  ['update_date', 820],
];
const titleOf = (record: Record<string, unknown>) => String((record.title as Record<string, string> | undefined)?.es ?? '');

const CmsType = ({ type }: { type: unknown }) => {
  const translate = useTranslate();
  return <>{translate(`app.content.cms_type.${type === 1 || type === 2 ? type : 3}`)}</>;
};

export const CmsList = () => (
  <ContentList resource="cms" title="app.page.cms" add="app.page.addcms">
    <ContentTable shownFrom={SHOWN_FROM}>
      <CoverCol />
      <SortableCol source="title.es" />
      <PublishedCol />
      <DateCol source="create_date" />
      <DateCol source="update_date" />
      <SortableCol source="cms_type">
        <FunctionField render={(record) => <CmsType type={record.cms_type} />} />
      </SortableCol>
      <ActionsCol name={titleOf} view={(id) => publicContentUrl('blog', id)} />
    </ContentTable>
  </ContentList>
);
