/**
 * Services (part 2): questions rated 1 to 5, with their labels per language. Its list screen also
 * holds the add/edit modal, opened at /services/create and /services/:id.
 */
import RoomServiceIcon from '@mui/icons-material/RoomService';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';
import { spanishOf } from '../reference/representation';

export const services = {
  list: lazyView(() => import('./ServiceList'), 'ServiceList'),
  icon: RoomServiceIcon,
  recordRepresentation: spanishOf('question'),
} satisfies Omit<ResourceProps, 'name'>;
