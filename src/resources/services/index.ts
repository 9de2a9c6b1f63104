/** Services (part 2): questions rated 1 to 5, with their labels per language. */
import RoomServiceIcon from '@mui/icons-material/RoomService';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazyView';

export const services = {
  list: lazyView(() => import('../reference/screens'), 'ServicesScreen'),
  icon: RoomServiceIcon,
  recordRepresentation: 'questionES',
} satisfies Omit<ResourceProps, 'name'>;
