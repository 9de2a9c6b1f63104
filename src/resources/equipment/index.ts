/** Equipment (part 2). */
import HandymanIcon from '@mui/icons-material/Handyman';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazyView';

export const equipment = {
  list: lazyView(() => import('../reference/screens'), 'EquipmentScreen'),
  icon: HandymanIcon,
  recordRepresentation: 'textES',
} satisfies Omit<ResourceProps, 'name'>;
