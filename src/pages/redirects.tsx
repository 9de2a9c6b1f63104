/** Redirect-only routes: the spec's paths, the legacy '/dashboard/...' ones and unknown paths. */
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { HOME_PATH } from '../specPaths';

/** A spec path → its canonical URL (':id' filled in), query string and hash kept. */
export const SpecPathRedirect = ({ to }: { to: string }) => {
  const { id } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to.replace(':id', encodeURIComponent(id ?? ''))}${search}${hash}`} replace />;
};

/** '/dashboard', '/dashboard/' → home; '/dashboard/<x>[/<id>]' → '/<x>[/<id>]' (query kept). */
export const LegacyDashboardRedirect = () => {
  const rest = (useParams()['*'] ?? '').replace(/^\/+/, '');
  const { search, hash } = useLocation();
  return <Navigate to={`${rest ? `/${rest}` : HOME_PATH}${search}${hash}`} replace />;
};

/** Unknown path inside the panel: show the main page. */
export const GoHome = () => <Navigate to={HOME_PATH} replace />;
