/** Redirect-only routes: the root, the legacy '/dashboard/...' paths and unknown paths. */
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { readSession } from '../session';
import { HOME_PATH } from '../routes';

/** '/' : the home dashboard with a stored session, else the login screen (keeping where to go next). */
export const RootRedirect = () => {
  const location = useLocation();
  return readSession() ? (
    <Navigate to={HOME_PATH} replace />
  ) : (
    <Navigate to="/login" replace state={location.state} />
  );
};

/** '/dashboard', '/dashboard/' → /main; '/dashboard/<x>[/<id>]' → '/<x>[/<id>]' (query kept). */
export const LegacyDashboardRedirect = () => {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  const target = rest.replace(/^\/+/, '') ? `/${rest.replace(/^\/+/, '')}` : HOME_PATH;
  return <Navigate to={`${target}${search}${hash}`} replace />;
};

/** Unknown path inside the panel: show the main page. */
export const GoHome = () => <Navigate to={HOME_PATH} replace />;
