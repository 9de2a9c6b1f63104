/**
 * The share screen's place: a random published one when the screen opens and on each 'Sitio
 * aleatorio', or the one of an id (randomPlace through the data provider's getSharePlace). Each
 * request is new (a counter in its key): asking twice for a random place draws twice.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';

export function useSharePlace() {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [request, setRequest] = useState<{ idplace?: number; n: number }>({ n: 0 });
  const { data, error, isFetching } = useQuery({
    queryKey: ['share-place', request],
    queryFn: async ({ signal }) => (await dataProvider.getSharePlace({ idplace: request.idplace, signal })).data,
    retry: false,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return {
    place: error ? undefined : data,
    error: error && !isFetching ? error.message || String(error) : null,
    loading: isFetching,
    random: () => setRequest((r) => ({ n: r.n + 1 })),
    byId: (idplace: number) => setRequest((r) => ({ idplace, n: r.n + 1 })),
  };
}
