/** Renders one route-table entry: its screen, or the generic placeholder titled after it. */
import { ResourceContextProvider } from 'react-admin';
import type { AppRoute } from '../routes';
import { SectionPage } from './SectionPage';

export const RouteScreen = ({ route }: { route: AppRoute }) => {
  const Screen = route.component;
  const screen = Screen ? <Screen /> : <SectionPage title={route.title} />;
  return route.resource ? (
    <ResourceContextProvider value={route.resource}>{screen}</ResourceContextProvider>
  ) : (
    screen
  );
};
