/** Categories (part 2): categories and, on the same screen, subcategories. */
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazyView';

export const categories = {
  list: lazyView(() => import('../reference/screens'), 'CategoriesScreen'),
  icon: CategoryIcon,
  recordRepresentation: 'textES',
} satisfies Omit<ResourceProps, 'name'>;
