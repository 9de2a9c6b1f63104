/** Events (part 2 §2): list, add, edit — each loaded when first opened. */
import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const events = {
  list: lazyView(() => import('./EventList'), 'EventList'),
  create: lazyView(() => import('./EventForm'), 'EventCreate'),
  edit: lazyView(() => import('./EventForm'), 'EventEdit'),
  icon: EventIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
