/** Allergies and intolerances (part 2). */
import NoFoodIcon from '@mui/icons-material/NoFood';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazyView';

export const allergies = {
  list: lazyView(() => import('../reference/screens'), 'AllergiesScreen'),
  icon: NoFoodIcon,
  recordRepresentation: 'textES',
} satisfies Omit<ResourceProps, 'name'>;
