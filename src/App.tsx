/**
 * The panel: react-admin's <Admin> wired to the GraphQL API, Spanish, and the route table.
 * Routing uses a browser (path) router, so the spec's paths (/places, /editplaces/12) and the
 * legacy /dashboard/... ones are real URLs; the server must answer index.html for them.
 * Router pieces come from 'react-router-dom', the entry react-admin itself imports: under vitest,
 * 'react-router' and 'react-router-dom' load two module instances and <Route>s would not match.
 */
import { useState, type ReactNode } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { appMessages } from './i18n/appMessages';
import { AppLayout } from './layout/Layout';
import { ToastNotification } from './notify';
import { Dashboard } from './pages/dashboard/Dashboard';
import { LoginPage } from './pages/LoginPage';
import { GoHome, LegacyDashboardRedirect, RootRedirect } from './pages/redirects';
import { RouteScreen } from './pages/RouteScreen';
import { appRoutes } from './routes';
import { theme } from './theme';

/** <Admin> alone, to be mounted inside a router (browser in the app, memory in tests). */
export const AdminApp = ({ children }: { children?: ReactNode }) => (
  <Admin
    title={appMessages.app.title}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={Dashboard} // only reachable at '/', which RootRedirect answers first: /main is home
    catchAll={GoHome}
    notification={ToastNotification}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/dashboard/*" element={<LegacyDashboardRedirect />} />
    </CustomRoutes>
    <CustomRoutes>
      {appRoutes.map(route => (
        <Route key={route.path} path={`/${route.path}`} element={<RouteScreen route={route} />} />
      ))}
    </CustomRoutes>
    {children}
  </Admin>
);

export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
