/**
 * The places resource (part 1): the list, the five-step editor (create, edit; a later issue), the
 * quick add form (/places/quick) and the places map (/places/map).
 */
import PlaceIcon from '@mui/icons-material/Place';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazyView';
import { pending } from '../pending';

const PlacesMap = lazyView(() => import('../../pages/placesmap/PlacesMapPage'), 'PlacesMapPage');
const QuickPlace = pending('app.page.addplacesquick');

export const places = {
  list: lazyView(() => import('./PlaceList'), 'PlaceList'),
  create: pending('app.page.addplaces'),
  edit: pending('app.page.editplaces'),
  icon: PlaceIcon,
  recordRepresentation: 'name',
  children: [<Route key="quick" path="quick" element={<QuickPlace />} />, <Route key="map" path="map" element={<PlacesMap />} />],
} satisfies Omit<ResourceProps, 'name'>;
