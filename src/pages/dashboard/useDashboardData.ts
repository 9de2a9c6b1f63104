/**
 * Loads the dashboard in one request (the data provider's getDashboard) through react-query, which
 * ships with react-admin: cached while the user moves around, refetched on return, aborted when
 * the screen goes. A lost session logs out like any provider call (useDataProvider checks it).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import type { DashboardData } from '../../dataProvider/custom/dashboard';

export type DashboardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: DashboardData };

export function useDashboardData(): DashboardState & { retry: () => void } {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => (await dataProvider.getDashboard({ signal })).data,
    retry: false,
  });
  const retry = () => void refetch();
  if (data) return { status: 'ready', data, retry };
  if (error && !isPending) return { status: 'error', message: error.message || String(error), retry };
  return { status: 'loading', retry };
}
