/**
 * Keeps a react-admin list's URL within what the screen offers: the page size is fixed (the spec's
 * 15 for places, 25 elsewhere) and the sort field must be one of the sortable columns. A typed or
 * stale URL asking something else is rewritten in place (replace, no extra history entry) instead of
 * sending the server a request it would refuse. Filters are left alone: a bad filter value gets the
 * provider's or the server's Spanish error naming it.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `valid`: false while the URL is being rewritten (render no list yet: it would ask with bad params). */
export function useListUrlGuard(
  perPage: number,
  sortable: readonly string[],
  defaultSort: { field: string; order: 'ASC' | 'DESC' },
): { valid: boolean } {
  const [params, setParams] = useSearchParams();
  const askedPerPage = params.get('perPage');
  const askedSort = params.get('sort');
  const badPerPage = askedPerPage !== null && askedPerPage !== String(perPage);
  const badSort = askedSort !== null && !sortable.includes(askedSort);
  useEffect(() => {
    if (!badPerPage && !badSort) return;
    const next = new URLSearchParams(params);
    if (badPerPage) next.set('perPage', String(perPage));
    if (badSort) {
      next.set('sort', defaultSort.field);
      next.set('order', defaultSort.order);
    }
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the asked values matter
  }, [askedPerPage, askedSort]);
  return { valid: !badPerPage && !badSort };
}
