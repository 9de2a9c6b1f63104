/**
 * When the authProvider finds the session's role changed without a refused request (recheckRole in
 * checkAuth, at most once a minute), react-admin's cached answers about the role (canAccess,
 * getPermissions: its 'auth' queries, answered from the stored session without a request) are asked
 * again: the menu, the dashboard's cards and the screens follow the new role in place, and a screen
 * the role no longer opens goes to «Acceso denegado». Nothing is reloaded: an open form keeps what
 * was typed. The answer may come before this mounts (the first screen's checkAuth): then at mount.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_CHANGED_EVENT, roleChangeCount } from '../authProvider';

export const RoleRefresh = () => {
  const queryClient = useQueryClient();
  const seen = useRef(0);
  useEffect(() => {
    const refresh = () => {
      if (roleChangeCount() === seen.current) return;
      seen.current = roleChangeCount();
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    };
    refresh();
    window.addEventListener(ROLE_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(ROLE_CHANGED_EVENT, refresh);
  }, [queryClient]);
  return null;
};
