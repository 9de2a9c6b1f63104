/**
 * The panel: react-admin's <Admin> over the GraphQL API, in Spanish, with one <Resource> per
 * entity (each from its resources/<name>/ folder, screens loaded on demand) in the side menu's
 * order (the menu follows them), the custom pages (the share screen), and redirects from the spec's paths.
 * Routing uses a browser (path) router, so URLs are real paths; the server answers index.html
 * for them. Router pieces come from 'react-router-dom', the entry react-admin itself imports:
 * under vitest, 'react-router' and 'react-router-dom' load two module instances.
 */
import { useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, type DashboardComponent } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useMediaQuery } from '@mui/material';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { appMessages } from './i18n/appMessages';
import { AppLayout } from './layout/Layout';
import { ToastNotification } from './notify';
import { LoginPage } from './pages/LoginPage';
import { AccessDenied } from './pages/AccessDenied';
import { GoHome, LegacyDashboardRedirect, SpecPathRedirect } from './pages/redirects';
import { lazyView } from './lazyView';
import { allergies } from './resources/allergies';
import { categories } from './resources/categories';
import { chains } from './resources/chains';
import { cms } from './resources/cms';
import { config } from './resources/config';
import { equipment } from './resources/equipment';
import { events } from './resources/events';
import { history } from './resources/history';
import { places } from './resources/places';
import { reviews } from './resources/reviews';
import { services } from './resources/services';
import { subcategories } from './resources/subcategories';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';
import { SPEC_PATHS } from './specPaths';
import { guarded } from './resources/guarded';
import { CUSTOM_PAGES } from './pages/customPages';
import { stillTheme, theme } from './theme';

export const Dashboard = lazyView(() => import('./pages/dashboard/Dashboard'), 'Dashboard') as DashboardComponent;

/** Each resource's views by name (main.tsx fetches the one an address opens before the first render). */
export const RESOURCE_VIEWS = {
  places,
  reviews,
  suggestions,
  categories,
  subcategories,
  equipment,
  services,
  allergies,
  events,
  chains,
  cms,
  users,
  history,
  config,
};

/** The same views, each behind the session's role (resources/guarded.tsx), made once. */
const SCREENS = Object.fromEntries(
  Object.entries(RESOURCE_VIEWS).map(([name, views]) => [name, guarded(views)]),
) as unknown as typeof RESOURCE_VIEWS;

/**
 * <Admin> alone, to be mounted inside a router (browser in the app, memory in tests). Without
 * motion when the system asks for less (theme.ts).
 */
export const AdminApp = ({ children }: { children?: ReactNode }) => {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Admin
      title={appMessages.app.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={reduceMotion ? stillTheme : theme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      catchAll={GoHome}
      accessDenied={AccessDenied}
      notification={ToastNotification}
      requireAuth
      disableTelemetry
    >
      {/* In the side menu's order (part 1 §2); custom pages say where they go (pages/customPages.tsx). */}
      <Resource name="places" {...SCREENS.places} />
      <Resource name="reviews" {...SCREENS.reviews} />
      <Resource name="suggestions" {...SCREENS.suggestions} />
      <Resource name="categories" {...SCREENS.categories} />
      <Resource name="subcategories" {...SCREENS.subcategories} />
      <Resource name="equipment" {...SCREENS.equipment} />
      <Resource name="services" {...SCREENS.services} />
      <Resource name="allergies" {...SCREENS.allergies} />
      <Resource name="events" {...SCREENS.events} />
      <Resource name="chains" {...SCREENS.chains} />
      <Resource name="cms" {...SCREENS.cms} />
      <Resource name="users" {...SCREENS.users} />
      <Resource name="config" {...SCREENS.config} />
      <Resource name="history" {...SCREENS.history} />
      <CustomRoutes>
        {CUSTOM_PAGES.map(({ path, view: View }) => (
          <Route key={path} path={path} element={<View />} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/dashboard/*" element={<LegacyDashboardRedirect />} />
        {Object.entries(SPEC_PATHS).map(([path, to]) => (
          <Route key={path} path={`/${path}`} element={<SpecPathRedirect to={to} />} />
        ))}
      </CustomRoutes>
      {children}
    </Admin>
  );
};

export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
