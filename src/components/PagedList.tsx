/**
 * The frame of a list the server pages (reviews, suggestions, users, CMS pages, chains): the page's
 * title, the search (FilterLiveSearch: accent-insensitive on the server; a new search goes back to
 * page 1 and replaces the history entry), the screen's other filters (react-admin inputs, always
 * shown), the results card with the generic pager, and a page that fails to load says so with
 * 'Reintentar' instead of looking empty. An address the list cannot show (useListUrlGuard) shows
 * the title only. The rows (a DataTable) are the screen's.
 *
 * Texts under `texts` (an i18n prefix): search, search_help (the placeholder, when `searchHelp`),
 * results (the card's name), load_failed, empty (EmptyRows).
 */
import type { ReactElement, ReactNode, Ref } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { FilterForm, FilterLiveSearch, ListBase, useCanAccess, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { MAX_SEARCH } from '../../domain';
import { SIZE_CONTAINER } from './containerColumns';
import { ListError } from './ListError';
import { ListPager } from './Pager';
import { ReplaceHistoryOnFilter } from './ReplaceHistoryOnFilter';
import { useListUrlGuard } from './useListUrlGuard';
import { PageTitle } from '../layout/PageTitle';

// The error is shown in place of the rows, not also as a toast.
const QUERY_OPTIONS = { onError: () => undefined };

/** react-admin's filter form laid out in the toolbar's row, each input full width on a phone (to the right edge). */
const FILTERS_SX = {
  display: 'contents',
  // (react-admin's form takes a whole row from md up: flex-basis 100%; here it sits beside the search)
  '& form': {
    p: 0,
    m: 0,
    minHeight: 0,
    flex: '0 1 auto',
    flexWrap: 'wrap',
    gap: 2,
    alignItems: 'flex-end',
    width: { xs: '100%', sm: 'auto' },
  },
  '& .filter-field': { m: 0, width: { xs: '100%', sm: 'auto' } },
  // the 16 px react-admin leaves after each input kept a phone's filters short of the right edge
  '& .RaFilterFormInput-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;

/**
 * The search's box in the toolbar's row. On a phone it takes the rest of the row (beside an icon-only
 * «Exportar») or a row of its own, reaching the right edge as the filters under it do: the field's
 * own 100% width, inside react-admin's shrink-to-fit search form, stayed at the field's default
 * 256 px. From a tablet up, `width` px.
 */
const searchSx = (width: number) => ({ flex: { xs: '1 1 240px', sm: '0 0 auto' }, width: { sm: width }, minWidth: 0 });

/** react-admin's FilterForm with the given inputs (alwaysOn), in the row of the list's toolbar. */
export const InlineFilters = ({ filters }: { filters: ReactElement[] }) => (
  <Box sx={FILTERS_SX}>
    <FilterForm filters={filters} />
  </Box>
);

const Rows = ({ texts, children }: { texts: string; children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError title={`${texts}.load_failed`} /> : <>{children}</>;
};

/** What the card says when nothing matches: `${texts}.empty`. */
export const EmptyRows = ({ texts }: { texts: string }) => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(`${texts}.empty`)}</Typography>;
};

interface Props {
  resource: string;
  perPage: number;
  sort: SortPayload;
  /** The fields the address may sort by. */
  sortable: readonly string[];
  /** i18n key of the page's title. */
  title: string;
  texts: string;
  searchHelp?: boolean;
  /** The search field's width from a tablet up (px). */
  searchWidth?: number;
  /** Before the search (an add button). */
  actions?: ReactNode;
  /** After the search: react-admin inputs (alwaysOn), in react-admin's FilterForm. */
  filters?: ReactElement[];
  /** After the filters, inside the list's context: e.g. a chip for a filter the role has no input for. */
  filterNotes?: ReactNode;
  /** The results card (e.g. for useRowCheckboxLabels). */
  cardRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

export const PagedList = ({
  resource,
  perPage,
  sort,
  sortable,
  title,
  texts,
  searchHelp = false,
  searchWidth = 340,
  actions,
  filters,
  filterNotes,
  cardRef,
  children,
}: Props) => {
  const translate = useTranslate();
  const { valid } = useListUrlGuard(perPage, sortable, sort);
  // Filters may ask other resources (the history's person picker reads users): only once the role
  // may open this list; a refused one goes to /access-denied (ListBase) without asking anything.
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!valid) return <PageTitle title={title} />;
  return (
    <ListBase resource={resource} perPage={perPage} sort={sort} queryOptions={QUERY_OPTIONS}>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        {actions}
        <Box sx={searchSx(searchWidth)}>
          <ReplaceHistoryOnFilter>
            <FilterLiveSearch
              label={translate(`${texts}.search`)}
              placeholder={searchHelp ? translate(`${texts}.search_help`) : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
              sx={{ width: '100%' }}
            />
          </ReplaceHistoryOnFilter>
        </Box>
        {filters && canAccess && <InlineFilters filters={filters} />}
        {canAccess && filterNotes}
      </Box>
      <Card ref={cardRef} role="region" aria-label={translate(`${texts}.results`)} sx={SIZE_CONTAINER}>
        <Rows texts={texts}>{children}</Rows>
        <ListPager />
      </Card>
    </ListBase>
  );
};
