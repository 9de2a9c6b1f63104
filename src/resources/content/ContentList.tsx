/**
 * The list of a declared entity the server pages (CMS pages, chains): the shared paged-list frame
 * (PagedList: title, search, pager, 'Reintentar' on failure) with the add button, the
 * declaration's page size (25) and default order; an entity with per-language texts also filters by
 * «Falta traducción». The columns are the screen's.
 */
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, SORTABLE, entityOf, textFields } from '../../../domain';
import { PagedList } from '../../components/PagedList';
import { MISSING_TRANSLATION_FILTER } from '../../components/MissingTranslationFilter';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { entityExportColumns } from '../../components/entityExportColumns';

interface Props {
  resource: string;
  /** i18n keys of the page's title and of its add button. */
  title: string;
  add: string;
  /** The DataTable. */
  children: ReactNode;
}

export const ContentList = ({ resource, title, add, children }: Props) => {
  const translate = useTranslate();
  const entity = entityOf(resource)!;
  const paged = entity.paged!;
  // Per-language columns sort by their Spanish text: 'title.es' is a sort field too.
  const sortable = [...SORTABLE[paged.sortable], ...textFields(entity).map(([name]) => `${name}.es`)];
  return (
    <PagedList
      resource={resource}
      perPage={paged.pageSize}
      sort={DEFAULT_ORDER[paged.sortable]}
      sortable={sortable}
      title={title}
      texts="app.content"
      filters={entity.i18nTable ? [MISSING_TRANSLATION_FILTER] : undefined}
      actions={
        <>
          <Button component={Link} to={`/${resource}/create`} variant="contained" startIcon={<AddIcon />}>
            {translate(add)}
          </Button>
          <ExportCsvButton columns={entityExportColumns(entity)} />
        </>
      }
    >
      {children}
    </PagedList>
  );
};
