/**
 * The places resource (part 1): the list, the five-step editor (create, edit), the quick add form
 * (/places/quick) and the places map (/places/map).
 */
import PlaceIcon from '@mui/icons-material/Place';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

const PlacesMap = lazyView(() => import('../../pages/placesmap/PlacesMapPage'), 'PlacesMapPage');
const QuickPlace = lazyView(() => import('./quick/QuickPlace'), 'QuickPlace');

export const places = {
  list: lazyView(() => import('./PlaceList'), 'PlaceList'),
  create: lazyView(() => import('./PlaceCreate'), 'PlaceCreate'),
  edit: lazyView(() => import('./PlaceEdit'), 'PlaceEdit'),
  icon: PlaceIcon,
  recordRepresentation: 'name',
  children: [<Route key="quick" path="quick" element={<QuickPlace />} />, <Route key="map" path="map" element={<PlacesMap />} />],
} satisfies Omit<ResourceProps, 'name'>;
