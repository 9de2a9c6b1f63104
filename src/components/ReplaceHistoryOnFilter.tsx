/**
 * Typing a search should not leave a trail in the browser history. react-admin's list writes every
 * filter change to the URL with navigate() — a new history entry each time (ra-core useListParams:
 * changeParams) — so Back would step through "muse", "mus"… This gives its children (a
 * FilterLiveSearch) the same list context with a setFilters that writes the same URL react-admin
 * would (queryReducer's SET_FILTER: the new filters, page 1) but REPLACES the current entry.
 * react-admin picks the change up from the location, as it does for a link to a filtered list.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { ListContextProvider, queryReducer, removeEmpty, SET_FILTER, useListContext, useLocation, useNavigate } from 'react-admin';

export const ReplaceHistoryOnFilter = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sort, page, perPage, filterValues, displayedFilters } = list;

  const setFilters = useCallback(
    (filter: Record<string, unknown>, displayed?: Record<string, boolean>) => {
      const current = { sort: sort.field, order: sort.order, page, perPage, filter: filterValues, displayedFilters };
      const next = queryReducer(current, { type: SET_FILTER, payload: { filter: removeEmpty(filter), displayedFilters: displayed } });
      // Encoded as react-admin writes it (query-string: spaces as %20, not URLSearchParams' +).
      const search = Object.entries({
        ...next,
        filter: JSON.stringify(next.filter),
        displayedFilters: JSON.stringify(next.displayedFilters),
      })
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
      navigate({ pathname, search: `?${search}` }, { replace: true });
    },
    [sort, page, perPage, filterValues, displayedFilters, navigate, pathname],
  );

  const value = useMemo(() => ({ ...list, setFilters }), [list, setFilters]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
