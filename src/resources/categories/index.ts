/**
 * Categories (part 2): their screen also lists the subcategories, and holds both add/edit modals
 * (/categories/create, /categories/:id, /subcategories/create, /subcategories/:id).
 */
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';
import { spanishOf } from '../reference/representation';

export const categories = {
  list: lazyView(() => import('./CategoryList'), 'CategoryList'),
  icon: CategoryIcon,
  recordRepresentation: spanishOf(),
} satisfies Omit<ResourceProps, 'name'>;
