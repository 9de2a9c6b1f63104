/**
 * The list of a declared entity the server pages (CMS pages, chains): title, the add button, the
 * search (FilterLiveSearch: accent-insensitive on the server; a new search goes back to page 1),
 * the declaration's page size (25) and default order, the generic pager, and a page that fails to
 * load says so with 'Reintentar' instead of looking empty. The columns are the screen's.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FilterLiveSearch, ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, MAX_SEARCH, SORTABLE, entityOf, textFields } from '../../../domain';
import { SIZE_CONTAINER } from '../../components/containerColumns';
import { ListError } from '../../components/ListError';
import { ListPager } from '../../components/Pager';
import { ReplaceHistoryOnFilter } from '../../components/ReplaceHistoryOnFilter';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { PageTitle } from '../../layout/PageTitle';

// The error is shown in place of the rows, not also as a toast.
const QUERY_OPTIONS = { onError: () => undefined };

const Rows = ({ children }: { children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError title="app.content.load_failed" /> : <>{children}</>;
};

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
  const sort = DEFAULT_ORDER[paged.sortable];
  const { valid } = useListUrlGuard(paged.pageSize, sortable, sort);
  if (!valid) return <PageTitle title={title} />;
  return (
    <ListBase resource={resource} perPage={paged.pageSize} sort={sort} queryOptions={QUERY_OPTIONS}>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Button component={Link} to={`/${resource}/create`} variant="contained" startIcon={<AddIcon />}>
          {translate(add)}
        </Button>
        <ReplaceHistoryOnFilter>
          <FilterLiveSearch
            label={translate('app.content.search')}
            slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 340 } }}
          />
        </ReplaceHistoryOnFilter>
      </Box>
      <Card role="region" aria-label={translate('app.content.results')} sx={SIZE_CONTAINER}>
        <Rows>{children}</Rows>
        <ListPager />
      </Card>
    </ListBase>
  );
};
