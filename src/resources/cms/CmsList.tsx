/**
 * CMS pages (part 2 §2 "CMS list"): cover, title, state, created, updated, type (1 Ayuda,
 * 2 Ayuda empresas, otherwise Blog) and the row's actions (edit, delete, the blog page).
 */
import { DataTable, DateField, FunctionField, useTranslate } from 'react-admin';
import { publicContentUrl } from '../../runtimeConfig';
import { SortableCol } from '../../components/SortableCol';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';
import { ContentList } from '../content/ContentList';
import { ContentRowActions, CoverThumb, PublishedIcon } from '../content/ContentFields';

const label = (field: string) => `resources.cms.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

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
    <DataTable rowClick={false} bulkActionButtons={false} sx={{ ...columnsShownFrom(SHOWN_FROM), '& td, & th': { px: 1 } }}>
      <DataTable.Col source="cover" label={label('cover')} disableSort sx={{ width: 66 }}>
        <CoverThumb />
      </DataTable.Col>
      <SortableCol source="title.es" label="resources.cms.fields.title.es" />
      <SortableCol source="published" label={label('published')}>
        <PublishedIcon />
      </SortableCol>
      <SortableCol source="create_date" label={label('create_date')}>
        <DateField source="create_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <SortableCol source="update_date" label={label('update_date')}>
        <DateField source="update_date" locales="es-ES" options={DATE} />
      </SortableCol>
      <SortableCol source="cms_type" label={label('cms_type')}>
        <FunctionField render={(record) => <CmsType type={record.cms_type} />} />
      </SortableCol>
      <DataTable.Col source="actions" label={label('actions')} disableSort>
        <ContentRowActions name={titleOf} view={(id) => publicContentUrl('blog', id)} />
      </DataTable.Col>
    </DataTable>
  </ContentList>
);
