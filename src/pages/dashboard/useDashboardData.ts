/**
 * Loads the dashboard (query.ts) in one request. A lost session logs out like any provider call;
 * any other failure is kept as a Spanish message for the screen, with `retry`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { ApiError, gql } from '../../dataProvider/client';
import { providerError } from '../../dataProvider/errors';
import { COUNT_KEYS, DASHBOARD_QUERY, type DashboardData } from './query';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: DashboardData };

/** The answer as the screen needs it, or a clear error (never a half-drawn screen). */
function complete(answer: unknown): DashboardData {
  const data = (answer ?? {}) as Partial<Record<string, unknown>>;
  const ok = COUNT_KEYS.every(key => typeof data[key] === 'number') && Array.isArray(data.latestPlaces) && Array.isArray(data.latestUsers);
  if (!ok) throw new ApiError('Respuesta incompleta del servidor', 'BAD_RESPONSE');
  return data as DashboardData;
}

export function useDashboardData(): DashboardState & { retry: () => void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const logout = useRef(logoutIfAccessDenied);
  logout.current = logoutIfAccessDenied;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    gql(DASHBOARD_QUERY, {}, { signal: controller.signal })
      .then(answer => setState({ status: 'ready', data: complete(answer) }))
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        const loggedOut = await logout.current(providerError(error));
        if (loggedOut) return;
        const message = error instanceof Error && error.message ? error.message : String(error);
        setState({ status: 'error', message });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt(n => n + 1), []);
  return { ...state, retry };
}
