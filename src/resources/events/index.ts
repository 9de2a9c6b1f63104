/** Events (part 2): list, add, edit — screens of a later issue. */
import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const events = {
  list: pending('app.page.events'),
  create: pending('app.page.addevents'),
  edit: pending('app.page.editevents'),
  icon: EventIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
