/**
 * Loads the dashboard in one request (the data provider's getDashboard; the users' part only for a
 * role that may open the users) through react-query, which
 * ships with react-admin: cached while the user moves around, refetched on return, aborted when
 * the screen goes. A lost session logs out like any provider call (useDataProvider checks it).
 */
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import type { DashboardData } from '../../dataProvider/custom/dashboard';

export type DashboardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: DashboardData };

export function useDashboardData(): DashboardState & { retry: () => void } {
  const dataProvider = useDataProvider<PanelDataProvider>();
  // The users' cards only for a role that opens the users' screens (the API refuses editors them).
  const { canAccess: withUsers, isPending: roleLoading } = useCanAccess({ resource: 'users', action: 'list' });
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['dashboard', Boolean(withUsers)],
    queryFn: async ({ signal }) => (await dataProvider.getDashboard({ signal, withUsers: Boolean(withUsers) })).data,
    enabled: !roleLoading,
    retry: false,
  });
  const retry = () => void refetch();
  if (data) return { status: 'ready', data, retry };
  if (error && !isPending) return { status: 'error', message: error.message || String(error), retry };
  return { status: 'loading', retry };
}
